// Types for scripts/readme-tables.mjs, so TypeScript tests can import it.
export declare const START: string;
export declare const END: string;
export declare function elementsOf(manifest: unknown): { tagName: string }[];
export declare function renderElementTables(manifest: unknown): string;
export declare function replaceSection(readme: string, tables: string): string | undefined;
export declare function regenerateReadme(readme: string, manifest: unknown, path?: string): Promise<string | undefined>;
