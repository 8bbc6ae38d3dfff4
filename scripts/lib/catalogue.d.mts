export interface SourceMessage {
  readonly text: string;
  readonly placeholders: readonly number[];
  readonly where?: string;
}
export declare const LOCALES_DIR: string;
export declare function readSource(files: readonly string[]): {
  messages: Map<string, SourceMessage>;
  problems: string[];
};
export declare function readLocale(file: string): Map<string, SourceMessage>;
export declare function compareLocale(
  name: string,
  source: ReadonlyMap<string, SourceMessage>,
  templates: ReadonlyMap<string, SourceMessage>,
): string[];
export declare function checkCatalogue(options?: { componentsDir?: string; localesDir?: string }): {
  messages: Map<string, SourceMessage>;
  locales: string[];
  problems: string[];
};
