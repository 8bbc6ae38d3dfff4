/**
 * The value of an expression in a page (`cols={2}`, `tags={["New"]}`, `{N * 2}`), read from the syntax tree
 * acorn built, never evaluated. Only literals pass: strings, numbers, booleans, template strings, arithmetic on
 * numbers and `+` on texts, and arrays or objects made only of those. A name (`{version}`, `{site.name}`) is a
 * literal only when the caller's `lookUp` knows it (a snippet's exports and props, src/mdx/snippet-scope.ts).
 * Anything else (a call, a spread, a computed key, an unknown name) is `undefined`, which the renderer reports
 * and leaves out.
 */

export type Literal = string | number | boolean | null | readonly Literal[] | { readonly [key: string]: Literal };

/** The few estree shapes read here; everything else is refused by its `type`. */
export interface EsNode {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** The literal an `Identifier` or `MemberExpression` names, or undefined when it names none. */
export type LookUp = (node: EsNode) => Literal | undefined;

const NOT_LITERAL = Symbol('not a literal');
type Read = Literal | typeof NOT_LITERAL;

/** Deeper than this, an expression is not what a page writes by hand. */
const MAX_DEPTH = 12;
/** A text built by `+` or a template stops here: reading never makes more than a page could show. */
const MAX_TEXT = 10_000;

const ARITHMETIC: Readonly<Record<string, (a: number, b: number) => number>> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '**': (a, b) => a ** b,
};

/** Text as a template or `+` shows it: texts and finite numbers; anything else is not read. */
function asText(value: Read): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function binary(node: EsNode, depth: number, lookUp: LookUp | undefined): Read {
  const operator = node['operator'] as string;
  const compute = ARITHMETIC[operator];
  if (compute === undefined) return NOT_LITERAL;
  const left = read(node['left'] as EsNode, depth + 1, lookUp);
  const right = read(node['right'] as EsNode, depth + 1, lookUp);
  if (typeof left === 'number' && typeof right === 'number') {
    const value = compute(left, right);
    return Number.isFinite(value) ? value : NOT_LITERAL;
  }
  if (operator !== '+' || (typeof left !== 'string' && typeof right !== 'string')) return NOT_LITERAL;
  const a = asText(left);
  const b = asText(right);
  return a === undefined || b === undefined || a.length + b.length > MAX_TEXT ? NOT_LITERAL : a + b;
}

function template(node: EsNode, depth: number, lookUp: LookUp | undefined): Read {
  const quasis = node['quasis'] as readonly EsNode[];
  const expressions = node['expressions'] as readonly EsNode[];
  let out = '';
  for (let i = 0; i < quasis.length; i++) {
    const cooked = (quasis[i]?.['value'] as { cooked?: unknown } | undefined)?.cooked;
    if (typeof cooked !== 'string') return NOT_LITERAL;
    out += cooked;
    if (i < expressions.length) {
      const text = asText(read(expressions[i], depth + 1, lookUp));
      if (text === undefined) return NOT_LITERAL;
      out += text;
    }
    if (out.length > MAX_TEXT) return NOT_LITERAL;
  }
  return out;
}

function object(node: EsNode, depth: number, lookUp: LookUp | undefined): Read {
  const out: Record<string, Literal> = {};
  for (const property of node['properties'] as readonly EsNode[]) {
    if (property.type !== 'Property' || property['computed'] || property['kind'] !== 'init') return NOT_LITERAL;
    if (property['method'] || property['shorthand']) return NOT_LITERAL;
    const key = property['key'] as EsNode;
    const name = key.type === 'Identifier' ? key['name'] : key.type === 'Literal' ? key['value'] : undefined;
    if (typeof name !== 'string' && typeof name !== 'number') return NOT_LITERAL;
    const value = read(property['value'] as EsNode, depth + 1, lookUp);
    if (value === NOT_LITERAL) return NOT_LITERAL;
    // Define, never assign: a key named `__proto__` stays a plain own property.
    Object.defineProperty(out, String(name), { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function read(node: EsNode | null | undefined, depth: number, lookUp: LookUp | undefined): Read {
  if (node === null || node === undefined || depth > MAX_DEPTH) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal': {
      const value = node['value'];
      // A regex or bigint literal carries `regex`/`bigint`: not plain data.
      if ('regex' in node || 'bigint' in node) return NOT_LITERAL;
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null
        ? value
        : NOT_LITERAL;
    }
    case 'TemplateLiteral':
      return template(node, depth, lookUp);
    case 'UnaryExpression': {
      const inner = read(node['argument'] as EsNode, depth + 1, lookUp);
      if (typeof inner !== 'number') return NOT_LITERAL;
      return node['operator'] === '-' ? -inner : node['operator'] === '+' ? inner : NOT_LITERAL;
    }
    case 'BinaryExpression':
      return binary(node, depth, lookUp);
    case 'ArrayExpression': {
      const out: Literal[] = [];
      for (const element of node['elements'] as readonly (EsNode | null)[]) {
        const value = read(element, depth + 1, lookUp); // a hole or a spread is refused
        if (value === NOT_LITERAL) return NOT_LITERAL;
        out.push(value);
      }
      return out;
    }
    case 'ObjectExpression':
      return object(node, depth, lookUp);
    case 'Identifier':
    case 'MemberExpression': {
      const value = lookUp?.(node);
      return value === undefined ? NOT_LITERAL : value;
    }
    default:
      return NOT_LITERAL;
  }
}

/** The literal one expression node holds (see the file's comment), or undefined. */
export function literalOfNode(node: unknown, lookUp?: LookUp): Literal | undefined {
  const value = read(node as EsNode | null | undefined, 0, lookUp);
  return value === NOT_LITERAL ? undefined : value;
}

/**
 * The literal an expression's estree (`data.estree` of mdast-util-mdx) holds, or `undefined` when it is anything
 * but one expression made of literals (and of names `lookUp` knows).
 */
export function literalOfEstree(program: unknown, lookUp?: LookUp): Literal | undefined {
  const body = (program as { body?: readonly EsNode[] } | undefined)?.body;
  if (body === undefined || body.length !== 1) return undefined;
  const statement = body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  return literalOfNode(statement['expression'], lookUp);
}
