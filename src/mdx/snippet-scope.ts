/**
 * What an MDX file imports and exports, read from the syntax tree of its `import` / `export` lines (never run), and
 * the scope a page renders with: the snippets and values it imported, inlined statically. A snippet is another MDX
 * or Markdown file of the project (`import Intro from '/snippets/intro.mdx'`, then `<Intro word="x" />`, whose
 * `{word}` becomes "x"); a value is a literal a snippet exports (`export const version = "2.1"`, then `{version}`).
 * A component written in JavaScript (a `.jsx` file, or `export const X = () => …`) runs as React on Mintlify; here
 * it is never executed and its usage shows its children.
 */
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';
import { literalOfEstree, literalOfNode } from './literal-expression.js';
import type { MathSpan } from './math.js';
import type { EsNode as LiteralNode, Literal, LookUp } from './literal-expression.js';

/** One imported name: a snippet to inline, a component that is not executed, or one that could not be read. */
export type ScopeComponent =
  | {
      readonly kind: 'snippet';
      readonly file: string;
      readonly tree: Root;
      readonly scope: MdxScope;
      /** The snippet's formulas (math.ts), which the placeholders in its tree name. */
      readonly math?: readonly MathSpan[];
    }
  | {
      readonly kind: 'custom';
      readonly file: string;
      /** A component of a project `.jsx` file: its project path and export, which can render as an island. */
      readonly module?: { readonly path: string; readonly export: string };
    }
  /** A missing file, a cycle, too deep: already reported; its usage renders nothing. */
  | { readonly kind: 'broken' };

/** The names a page (or a snippet being inlined) can use. */
export interface MdxScope {
  readonly values: ReadonlyMap<string, Literal>;
  readonly components: ReadonlyMap<string, ScopeComponent>;
  /** The children of the snippet's usage, already rendered, for `{children}` (or `{props.children}`). */
  readonly childrenHtml?: string;
}

/** One `import` declaration as written. */
export interface ImportDecl {
  readonly source: string;
  /** The default import's local name. */
  readonly default?: string;
  /** `{ imported as local }` pairs. */
  readonly named: readonly { readonly imported: string; readonly local: string }[];
  readonly namespace?: string;
  readonly line: number;
  readonly column: number;
}

/** What one export names: a literal value, or a component written in JavaScript. */
export type ExportEntry =
  { readonly kind: 'value'; readonly value: Literal } | { readonly kind: 'component'; readonly line: number };

/** An MDX file's imports and exports, from its tree. */
export interface ModuleInfo {
  readonly imports: readonly ImportDecl[];
  readonly exports: ReadonlyMap<string, ExportEntry>;
  readonly diagnostics: readonly Diagnostic[];
}

interface EsNode {
  readonly type: string;
  readonly loc?: { readonly start: { readonly line: number; readonly column: number } };
  readonly [field: string]: unknown;
}

const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

function nameOf(node: unknown): string | undefined {
  const n = node as EsNode | undefined;
  if (n?.type === 'Identifier') return n['name'] as string;
  if (n?.type === 'Literal' && typeof n['value'] === 'string') return n['value'];
  return undefined;
}

function readImport(node: EsNode, place: { line: number; column: number }): ImportDecl {
  const source = String((node['source'] as EsNode | undefined)?.['value'] ?? '');
  const named: { imported: string; local: string }[] = [];
  let def: string | undefined;
  let namespace: string | undefined;
  for (const s of (node['specifiers'] as readonly EsNode[] | undefined) ?? []) {
    const local = nameOf(s['local']) ?? '';
    if (s.type === 'ImportDefaultSpecifier') def = local;
    else if (s.type === 'ImportNamespaceSpecifier') namespace = local;
    else named.push({ imported: nameOf(s['imported']) ?? local, local });
  }
  return {
    source,
    named,
    ...(def === undefined ? {} : { default: def }),
    ...(namespace === undefined ? {} : { namespace }),
    line: node.loc?.start.line ?? place.line,
    column: node.loc === undefined ? place.column : node.loc.start.column + 1,
  };
}

type Report = (line: number, column: number, message: string) => void;

/** `export const a = "x", b = { … }`, `export function C() {}`: literals are values, functions are components. */
function readExport(node: EsNode, exports: Map<string, ExportEntry>, report: Report, fallbackLine: number): void {
  const declaration = node['declaration'] as EsNode | null | undefined;
  const line = node.loc?.start.line ?? fallbackLine;
  const column = node.loc === undefined ? 1 : node.loc.start.column + 1;
  if (declaration?.type === 'FunctionDeclaration') {
    const name = nameOf(declaration['id']);
    if (name !== undefined) exports.set(name, { kind: 'component', line });
    return;
  }
  if (declaration?.type !== 'VariableDeclaration') {
    if (node.type === 'ExportNamedDeclaration' && declaration == null) return; // `export { a }`: nothing new
    report(line, column, 'Only `export const name = <literal>` is read; this export is not evaluated and is left out.');
    return;
  }
  for (const d of (declaration['declarations'] as readonly EsNode[] | undefined) ?? []) {
    const name = nameOf(d['id']);
    const init = d['init'] as EsNode | null | undefined;
    if (name === undefined) continue;
    if (init != null && FUNCTION_TYPES.has(init.type)) {
      exports.set(name, { kind: 'component', line: d.loc?.start.line ?? line });
      continue;
    }
    // An export may use the literals exported before it (`export const b = a * 2`).
    const value = literalOfNode(init, scopeLookUp(exportedValues(exports)));
    if (value === undefined) {
      report(
        d.loc?.start.line ?? line,
        column,
        `\`export const ${name}\` is not a literal (a text, number, list or object of those); it is not evaluated, so \`{${name}}\` shows nothing.`,
      );
      continue;
    }
    exports.set(name, { kind: 'value', value });
  }
}

function exportedValues(exports: ReadonlyMap<string, ExportEntry>): Map<string, Literal> {
  const values = new Map<string, Literal>();
  for (const [name, entry] of exports) if (entry.kind === 'value') values.set(name, entry.value);
  return values;
}

/** The imports and exports of an MDX tree (`mdxjsEsm` nodes at its top level). */
export function readModule(tree: Root, file: string | undefined): ModuleInfo {
  const imports: ImportDecl[] = [];
  const exports = new Map<string, ExportEntry>();
  const diagnostics: Diagnostic[] = [];
  const report: Report = (line, column, message) =>
    diagnostics.push({
      severity: 'warning',
      code: 'mdx/export',
      message,
      ...(file === undefined ? {} : { file }),
      line,
      column,
    });
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const place = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    const program = (node.data as { estree?: { body?: readonly EsNode[] } } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') imports.push(readImport(statement, place));
      else if (statement.type.startsWith('Export')) readExport(statement, exports, report, place.line);
    }
  }
  return { imports, exports, diagnostics };
}

/**
 * The value of an expression in a scope: `{name}`, `{name.key}`, `{props.name}`, `{name["key"]}`, and literals and
 * arithmetic made of those (`{N * 2}`, `` {`v${version}`} ``); undefined for anything else (which stays an
 * expression that is not evaluated).
 */
export function scopeValueOf(estree: unknown, scope: MdxScope): Literal | undefined {
  return literalOfEstree(estree, scopeLookUp(scope.values));
}

/** Names of a scope's values, with member access; Mintlify snippets also read their props as `props.word`. */
export function scopeLookUp(values: ReadonlyMap<string, Literal>): LookUp {
  const lookUpNode = (start: LiteralNode): Literal | undefined => {
    const path: string[] = [];
    let node: EsNode | undefined = start as EsNode;
    while (node?.type === 'MemberExpression') {
      const key = node['computed'] ? literalOfNode(node['property'], lookUpNode) : nameOf(node['property']);
      if (typeof key !== 'string' && typeof key !== 'number') return undefined;
      path.unshift(String(key));
      node = node['object'] as EsNode;
    }
    if (node?.type !== 'Identifier') return undefined;
    const root = node['name'] as string;
    if (root === 'props' && !values.has('props') && path.length > 0) return lookUp(values, path);
    return lookUp(values, [root, ...path]);
  };
  return lookUpNode;
}

function lookUp(values: ReadonlyMap<string, Literal>, path: readonly string[]): Literal | undefined {
  let value: Literal | undefined = values.get(path[0]!);
  for (const key of path.slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, Literal>)[key] : undefined;
  }
  return value;
}

/** Whether an expression is `{children}` or `{props.children}`. */
export function isChildrenExpression(source: string): boolean {
  return /^\s*(props\.)?children\s*$/.test(source);
}

/** A literal as the text a reader sees: texts and numbers as written, anything else as nothing. */
export function literalText(value: Literal | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}
