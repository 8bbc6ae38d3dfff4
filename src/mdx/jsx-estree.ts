/**
 * An element written as a prop's value (`label={<><Icon icon="rocket" /> Launch</>}`, `icon={<svg …/>}`,
 * `items={[<A />, <B />]}`): the estree JSX that micromark-extension-mdxjs already parsed, turned into the mdast
 * nodes the page's own JSX becomes, so the renderer shows it through the same path (components.ts, the escapes,
 * the sanitiser). Nothing is evaluated: an expression inside stays an expression node, which the renderer reads
 * as a literal or reports.
 */
import type { PhrasingContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { EsNode } from './literal-expression.js';

interface Located extends EsNode {
  readonly start?: number;
  readonly end?: number;
  readonly loc?: { readonly start: { line: number; column: number }; readonly end: { line: number; column: number } };
}

/** Where the expression's source starts in the file, to slice the text of an inner expression for findings. */
interface Source {
  readonly text: string;
  readonly offset: number;
}

const JSX = new Set(['JSXElement', 'JSXFragment']);

/**
 * The elements an attribute expression holds: one element or fragment, or a list made only of them; undefined
 * for any other expression (a literal, a name, a call), which the caller reads or reports as before.
 */
export function jsxOfEstree(program: unknown, sourceText: string): MdxJsxTextElement[] | undefined {
  const body = (program as { body?: readonly EsNode[]; start?: number } | undefined)?.body;
  const statement = body?.length === 1 ? body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const source: Source = { text: sourceText, offset: (program as { start?: number }).start ?? 0 };
  const expression = statement['expression'] as Located;
  if (JSX.has(expression.type)) return [element(expression, source)];
  if (expression.type !== 'ArrayExpression') return undefined;
  const items = expression['elements'] as readonly (Located | null)[];
  if (items.length === 0 || !items.every((item) => item !== null && JSX.has(item.type))) return undefined;
  return items.map((item) => element(item!, source));
}

function position(node: Located): MdxJsxTextElement['position'] {
  if (node.loc === undefined) return undefined;
  return {
    start: { line: node.loc.start.line, column: node.loc.start.column + 1 },
    end: { line: node.loc.end.line, column: node.loc.end.column + 1 },
  };
}

function sliceOf(node: Located, source: Source): string {
  if (node.start === undefined || node.end === undefined) return '…';
  return source.text.slice(node.start - source.offset, node.end - source.offset);
}

/** An expression as its own program, the shape mdast-util-mdx gives every `{…}`. */
function program(expression: EsNode): { type: 'Program'; body: EsNode[]; sourceType: 'module' } {
  return { type: 'Program', body: [{ type: 'ExpressionStatement', expression }], sourceType: 'module' };
}

function nameOf(node: EsNode | null | undefined): string | null {
  if (node === null || node === undefined) return null;
  if (node.type === 'JSXIdentifier') return node['name'] as string;
  if (node.type === 'JSXMemberExpression') {
    const object = nameOf(node['object'] as EsNode);
    const property = nameOf(node['property'] as EsNode);
    return object === null || property === null ? null : `${object}.${property}`;
  }
  if (node.type === 'JSXNamespacedName')
    return `${nameOf(node['namespace'] as EsNode)}:${nameOf(node['name'] as EsNode)}`;
  return null;
}

function element(node: Located, source: Source): MdxJsxTextElement {
  const opening = node['openingElement'] as EsNode | undefined;
  const attributes = ((opening?.['attributes'] as readonly Located[] | undefined) ?? []).map((a) =>
    attribute(a, source),
  );
  const pos = position(node);
  return {
    type: 'mdxJsxTextElement',
    name: node.type === 'JSXFragment' ? null : nameOf(opening?.['name'] as EsNode),
    attributes,
    children: children(node['children'] as readonly Located[], source),
    ...(pos === undefined ? {} : { position: pos }),
  };
}

function attribute(node: Located, source: Source): MdxJsxAttribute | MdxJsxExpressionAttribute {
  const pos = position(node);
  const at = pos === undefined ? {} : { position: pos };
  if (node.type !== 'JSXAttribute') return { type: 'mdxJsxExpressionAttribute', value: sliceOf(node, source), ...at };
  const name = nameOf(node['name'] as EsNode) ?? '';
  const value = node['value'] as Located | null;
  if (value === null) return { type: 'mdxJsxAttribute', name, value: null, ...at };
  if (value.type === 'Literal' && typeof value['value'] === 'string')
    return { type: 'mdxJsxAttribute', name, value: value['value'], ...at };
  const expression = (value.type === 'JSXExpressionContainer' ? value['expression'] : value) as Located;
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: sliceOf(expression, source),
      data: { estree: program(expression) as never },
    },
    ...at,
  };
}

function children(nodes: readonly Located[], source: Source): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (node.type === 'JSXText') {
      const value = jsxText(node['value'] as string);
      if (value !== '') out.push({ type: 'text', value });
    } else if (JSX.has(node.type)) out.push(element(node, source));
    else if (node.type === 'JSXExpressionContainer') {
      const expression = node['expression'] as Located;
      if (expression.type === 'JSXEmptyExpression') continue; // `{/* a comment */}`
      const pos = position(node);
      out.push({
        type: 'mdxTextExpression',
        value: sliceOf(expression, source),
        data: { estree: program(expression) as never },
        ...(pos === undefined ? {} : { position: pos }),
      });
    }
  }
  return out;
}

/**
 * JSX's rule for text between tags: lines are trimmed, a line break with its indentation goes, and the lines
 * left are joined by one space; text on one line keeps its spaces (`<Icon /> Launch` keeps the space).
 */
function jsxText(raw: string): string {
  if (!raw.includes('\n')) return raw;
  const lines = raw.split(/\r?\n/);
  return lines
    .map((line, i) => {
      let text = line.replace(/\t/g, ' ');
      if (i > 0) text = text.replace(/^ +/, '');
      if (i < lines.length - 1) text = text.replace(/ +$/, '');
      return text;
    })
    .filter((line) => line !== '')
    .join(' ');
}
