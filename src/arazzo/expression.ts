/**
 * Runtime expressions as the Arazzo ABNF defines them (1.0.1 §4.9.1; 1.1 adds `$message` and `$self`):
 *
 *   expression = "$url" / "$method" / "$statusCode" / "$self"
 *              / "$request." source / "$response." source / "$message." message-source
 *              / "$inputs." name / "$outputs." name / "$steps." name / "$workflows." name
 *              / "$sourceDescriptions." name / "$components." name
 *   source = "header." token / "query." name / "path." name / "body" ["#" json-pointer]
 *   message-source = "header." token / "payload" ["#" json-pointer]
 *
 * A name may end in `#` and a JSON pointer into the value it names (`$steps.a.outputs.pet#/id`), as the spec's
 * examples write. No library on the registry list fits (see the report of issue #29), so this is the parser.
 */

export type SourceRoot = 'request' | 'response' | 'message';
export type NamedRoot = 'inputs' | 'outputs' | 'steps' | 'workflows' | 'sourceDescriptions' | 'components';

export type SourceReference =
  | { readonly in: 'header'; readonly name: string }
  | { readonly in: 'query' | 'path'; readonly name: string }
  | { readonly in: 'body' | 'payload'; readonly pointer?: string };

export type RuntimeExpression =
  | { readonly root: 'url' | 'method' | 'statusCode' | 'self' }
  | { readonly root: SourceRoot; readonly source: SourceReference }
  /** `path` is the name split at its dots: `$steps.login.outputs.token` → `['login', 'outputs', 'token']`. */
  | { readonly root: NamedRoot; readonly name: string; readonly path: readonly string[]; readonly pointer?: string };

export type Parsed =
  { readonly ok: true; readonly expression: RuntimeExpression } | { readonly ok: false; readonly reason: string };

const BARE = new Set(['url', 'method', 'statusCode', 'self']);
const SOURCE_ROOTS = new Set<string>(['request', 'response', 'message']);
const NAMED_ROOTS = new Set<string>(['inputs', 'outputs', 'steps', 'workflows', 'sourceDescriptions', 'components']);
/** RFC 9110 tchar. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** RFC 6901: `~` only as `~0` or `~1`. */
const POINTER = /^(\/([^~/]|~[01])*)*$/;

const fail = (reason: string): Parsed => ({ ok: false, reason });

function parsePointer(rest: string): { ok: true; pointer?: string } | { ok: false; reason: string } {
  if (rest === '') return { ok: true };
  if (!rest.startsWith('#')) return { ok: false, reason: `expected "#" and a JSON pointer, got "${rest}"` };
  const pointer = rest.slice(1);
  if (!POINTER.test(pointer)) return { ok: false, reason: `"${pointer}" is not a JSON pointer` };
  return { ok: true, pointer };
}

function parseSource(root: SourceRoot, text: string): Parsed {
  const body = root === 'message' ? 'payload' : 'body';
  if (text === body || text.startsWith(`${body}#`)) {
    const pointer = parsePointer(text.slice(body.length));
    if (!pointer.ok) return fail(pointer.reason);
    const source = { in: body, ...(pointer.pointer === undefined ? {} : { pointer: pointer.pointer }) } as const;
    return { ok: true, expression: { root, source } };
  }
  const dot = text.indexOf('.');
  const where = dot < 0 ? text : text.slice(0, dot);
  const name = dot < 0 ? '' : text.slice(dot + 1);
  const kinds = root === 'message' ? ['header'] : ['header', 'query', 'path'];
  if (!kinds.includes(where))
    return fail(`after "$${root}." comes ${[...kinds.map((k) => `"${k}."`), `"${body}"`].join(', ')}; got "${text}"`);
  if (name === '') return fail(`"$${root}.${where}." needs a name`);
  if (where === 'header' && !TOKEN.test(name)) return fail(`"${name}" is not a valid header name`);
  return { ok: true, expression: { root, source: { in: where as 'header' | 'query' | 'path', name } } };
}

/** Parses one whole runtime expression (`$inputs.id`, `$response.body#/id`). */
export function parseExpression(input: string): Parsed {
  if (!input.startsWith('$')) return fail('a runtime expression starts with "$"');
  const dot = input.indexOf('.');
  const root = dot < 0 ? input.slice(1) : input.slice(1, dot);
  if (BARE.has(root)) {
    if (dot >= 0) return fail(`"$${root}" takes nothing after it`);
    return { ok: true, expression: { root: root as 'url' | 'method' | 'statusCode' | 'self' } };
  }
  const rest = dot < 0 ? '' : input.slice(dot + 1);
  if (SOURCE_ROOTS.has(root)) return parseSource(root as SourceRoot, rest);
  if (!NAMED_ROOTS.has(root)) return fail(`"$${root}" is not a runtime expression`);
  const hash = rest.indexOf('#');
  const name = hash < 0 ? rest : rest.slice(0, hash);
  if (name === '') return fail(`"$${root}." needs a name`);
  const pointer = parsePointer(hash < 0 ? '' : rest.slice(hash));
  if (!pointer.ok) return fail(pointer.reason);
  return {
    ok: true,
    expression: {
      root: root as NamedRoot,
      name,
      path: name.split('.'),
      ...(pointer.pointer === undefined ? {} : { pointer: pointer.pointer }),
    },
  };
}

/** One expression found inside a longer text, with its offset there. */
export interface FoundExpression {
  readonly text: string;
  readonly offset: number;
}

/** Where an expression found in running text ends: at a space, a quote, a bracket or an operator. */
const IN_TEXT = /\$[A-Za-z][^\s{}()[\],'"=!<>&|]*/g;

/**
 * The expressions of a value string: the whole string when it starts with `$`, else each `{$…}` part
 * (`Bearer {$steps.login.outputs.token}`).
 */
export function expressionsInValue(value: string): FoundExpression[] {
  const trimmed = value.trim();
  if (trimmed.startsWith('$')) return [{ text: trimmed, offset: value.indexOf('$') }];
  return [...value.matchAll(/\{(\$[^{}]*)\}/g)].map((m) => ({ text: m[1]!.trim(), offset: m.index + 1 }));
}

/** The expressions of a `simple` condition such as `$statusCode == 200 && $response.body#/ok == true`. */
export function expressionsInCondition(condition: string): FoundExpression[] {
  return [...condition.matchAll(IN_TEXT)].map((m) => ({ text: m[0], offset: m.index }));
}
