import type { Plugin } from 'rollup';

export interface TemplateElementNode {
  start: number;
  end: number;
  value: { raw: string; cooked: string | null };
}
export interface TemplateLiteralNode {
  quasis: TemplateElementNode[];
}

export declare function minifyCssText(raw: string, atStart?: boolean, atEnd?: boolean): string;
export declare function cssLiterals(ast: unknown): Generator<TemplateLiteralNode>;
export declare function minifyCssLiterals(): Plugin;
