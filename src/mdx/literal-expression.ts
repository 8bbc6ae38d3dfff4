/**
 * The value of a JSX attribute written as an expression (`cols={2}`, `tags={["New"]}`), read from
 * the syntax tree acorn built, never evaluated. Only literals pass: strings, numbers, booleans,
 * template strings without `${}`, and arrays or objects made only of those. Anything else (a name,
 * a call, a spread, a computed key) is `undefined`, which the renderer reports and leaves out.
 */

export type Literal = string | number | boolean | null | readonly Literal[] | { readonly [key: string]: Literal };

/** The few estree shapes read here; everything else is refused by its `type`. */
interface EsNode {
  readonly type: string;
  readonly [field: string]: unknown;
}

const NOT_LITERAL = Symbol('not a literal');
type Read = Literal | typeof NOT_LITERAL;

function read(node: EsNode | null | undefined, depth: number): Read {
  if (node === null || node === undefined || depth > 8) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal': {
      const value = node['value'];
      // A regex or bigint literal carries `regex`/`bigint`: not plain data.
      if ('regex' in node || 'bigint' in node) return NOT_LITERAL;
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null
        ? value
        : NOT_LITERAL;
    }
    case 'TemplateLiteral': {
      const quasis = node['quasis'] as readonly EsNode[];
      if ((node['expressions'] as readonly unknown[]).length > 0 || quasis.length !== 1) return NOT_LITERAL;
      const cooked = (quasis[0]?.['value'] as { cooked?: unknown } | undefined)?.cooked;
      return typeof cooked === 'string' ? cooked : NOT_LITERAL;
    }
    case 'UnaryExpression': {
      const inner = read(node['argument'] as EsNode, depth + 1);
      return node['operator'] === '-' && typeof inner === 'number' ? -inner : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const out: Literal[] = [];
      for (const element of node['elements'] as readonly (EsNode | null)[]) {
        const value = read(element, depth + 1); // a hole or a spread is refused
        if (value === NOT_LITERAL) return NOT_LITERAL;
        out.push(value);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, Literal> = {};
      for (const property of node['properties'] as readonly EsNode[]) {
        if (property.type !== 'Property' || property['computed'] || property['kind'] !== 'init') return NOT_LITERAL;
        if (property['method'] || property['shorthand']) return NOT_LITERAL;
        const key = property['key'] as EsNode;
        const name = key.type === 'Identifier' ? key['name'] : key.type === 'Literal' ? key['value'] : undefined;
        if (typeof name !== 'string' && typeof name !== 'number') return NOT_LITERAL;
        const value = read(property['value'] as EsNode, depth + 1);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        // Define, never assign: a key named `__proto__` stays a plain own property.
        Object.defineProperty(out, String(name), { value, enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    default:
      return NOT_LITERAL;
  }
}

/**
 * The literal an attribute expression's estree (`data.estree` of mdast-util-mdx) holds, or
 * `undefined` when it is anything but one expression made of literals.
 */
export function literalOfEstree(program: unknown): Literal | undefined {
  const body = (program as { body?: readonly EsNode[] } | undefined)?.body;
  if (body === undefined || body.length !== 1) return undefined;
  const statement = body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const value = read(statement['expression'] as EsNode, 0);
  return value === NOT_LITERAL ? undefined : value;
}
