// Types for scripts/gen-themes.mjs, so TypeScript tests can import it.
export declare const THEMES_DIR: string;
export declare function themeFiles(): Promise<Record<string, string>>;
export declare function staleThemes(root?: string): Promise<string[]>;
export declare function checkThemes(): Promise<boolean>;
