export declare function elementTags(root?: string): string[];
export declare function npmInputs(root?: string): string[];
