// Types for scripts/gen-framework-types.mjs, so TypeScript tests can import it.
export declare const OUT_DIR: string;
export interface GeneratedElement {
  tag: string;
  className: string;
  description?: string;
  properties: { name: string; description?: string }[];
  attributes: { name: string; field: string; description?: string }[];
  events: { name: string; type: string; description?: string }[];
}
export declare function elementsOf(manifest: unknown): GeneratedElement[];
export declare function generate(manifest: unknown, root?: string): Promise<Record<string, string>>;
export declare function staleFiles(root?: string): Promise<string[]>;
