export declare const BUNDLE_BUDGET_GZIP: number;
export declare function gzipSize(buffer: string | Uint8Array): number;
export declare function kb(bytes: number): string;
export interface SizeRow {
  name: string;
  kind: 'entry' | 'initial' | 'lazy';
  raw: number;
  gzip: number;
}
export declare function classify(
  files: {
    fileName: string;
    code?: string;
    source?: string | Uint8Array;
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
  }[],
): SizeRow[];
export declare function initialGzip(rows: SizeRow[]): number;
export declare function sizeTable(rows: SizeRow[]): string;
