// Types for scripts/gen-element-docs.mjs, so TypeScript tests can import it.
export declare const OUT_DIR: string;
export declare function mdxText(text: string | undefined): string;
export declare function elementsOf(manifest: object): { tagName: string }[];
export declare function renderElementReference(element: object): string;
export declare function renderElementPage(element: object): Promise<string>;
export declare function generate(manifest: object): Promise<Record<string, string>>;
export declare function stalePages(root?: string): Promise<string[]>;
