export declare function newestMtime(paths: string[]): number;
export declare const BUILD_INPUTS: string[];
export declare const BUILD_MARKER: string;
export declare function buildIsStale(root?: string): boolean;
