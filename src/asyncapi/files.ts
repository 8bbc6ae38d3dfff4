/**
 * Every file an AsyncAPI document is made of, gathered BEFORE the parser runs, by our own rules:
 * a `$ref` to another file is followed only when it is relative-or-same-origin (the OpenAPI
 * policy, `refusalReason`), never when it names `file:` itself or (for a local spec) an absolute
 * path, and only through `readText`.
 * Refused and unreadable references are replaced by a placeholder, so the parser's resolver (which
 * would fetch on its own) only ever sees files we already hold.
 */
import { toDiagnostics, type Diagnostic } from '../diagnostics.js';
import { lowerFirst, refusalReason, stripHash, type ReadText } from '../openapi/files.js';
import { parseSource, type SourceFile } from '../openapi/parse.js';
import { childPointer, isObject } from '../openapi/pointer.js';

/** Where a refused or unreadable reference stood, as the parser sees it. */
export const UNRESOLVED_KEY = 'x-docs-unresolved-ref';
const MAX_FILES = 200;

export interface GatheredFile {
  readonly source: SourceFile;
  /** The data with bad references replaced, as handed to the parser. */
  readonly data: unknown;
}

export interface Gathered {
  readonly files: ReadonlyMap<string, GatheredFile>;
  readonly diagnostics: readonly Diagnostic[];
}

interface BadRef {
  readonly code: string;
  readonly message: string;
}

/** Loads the files `root` references (breadth first, each once) and rewrites what may not be followed. */
export async function gatherFiles(root: SourceFile, readText: ReadText, signal?: AbortSignal): Promise<Gathered> {
  const rootUrl = rootLocation(root);
  const judge = (ref: string, from: SourceFile): RefVerdict => judgeRef(ref, from, rootUrl);
  const state: Gathering = {
    sources: new Map([[stripHash(root.url), root]]),
    failures: new Map(),
    bad: new Map(),
  };
  let queue: SourceFile[] = [root];
  while (queue.length > 0) {
    const wanted = new Set<string>();
    for (const file of queue) state.bad.set(file, markBadRefs(file, judge, state.sources, wanted));
    queue = await loadFiles([...wanted], state, readText, signal);
  }
  return rewriteFiles(state, judge);
}

/** What one `$ref` does: points inside its own file, at a file to load, or is refused. */
type RefVerdict = { url: string } | BadRef | 'internal';

/** The files loaded so far, the ones that failed and why, and the bad references of each file. */
interface Gathering {
  readonly sources: Map<string, SourceFile>;
  readonly failures: Map<string, string>;
  readonly bad: Map<SourceFile, Map<string, BadRef>>;
}

/** The root's URL, or undefined for a spec given as text (nothing else can be resolved against it). */
function rootLocation(root: SourceFile): URL | undefined {
  try {
    const url = new URL(root.url);
    return url.protocol === 'inline:' ? undefined : url;
  } catch {
    return undefined;
  }
}

function judgeRef(ref: string, from: SourceFile, rootUrl: URL | undefined): RefVerdict {
  const hash = ref.indexOf('#');
  const address = hash === -1 ? ref : ref.slice(0, hash);
  if (address === '') return 'internal';
  const refused = (why: string): BadRef => ({
    code: 'ref/refused',
    message: `The reference "${ref}" was not followed: ${why}.`,
  });
  if (/^file:/i.test(address)) return refused('a spec may not name local files with file: URLs');
  if (rootUrl === undefined) return refused('a spec given as text has no location to resolve other files against');
  let target: URL;
  try {
    target = new URL(address, from.url);
  } catch {
    return refused('it is not a valid address');
  }
  if (rootUrl.protocol === 'file:' && address.startsWith('/'))
    return refused("on a local spec, only paths relative to the spec's folder are followed");
  const reason = refusalReason(target, rootUrl);
  if (reason !== undefined) return refused(reason);
  return { url: stripHash(target.href) };
}

/** The refused references of `file` by pointer; the files it references and not yet loaded go into `wanted`. */
function markBadRefs(
  file: SourceFile,
  judge: (ref: string, from: SourceFile) => RefVerdict,
  sources: ReadonlyMap<string, SourceFile>,
  wanted: Set<string>,
): Map<string, BadRef> {
  const marks = new Map<string, BadRef>();
  forEachRef(file.data, '', (ref, pointer) => {
    const verdict = judge(ref, file);
    if (verdict === 'internal') return;
    if ('url' in verdict) {
      if (!sources.has(verdict.url)) wanted.add(verdict.url);
      return;
    }
    marks.set(pointer, verdict);
  });
  return marks;
}

/** Reads and parses each URL at once; returns the files loaded, noting each failure (and the file limit). */
async function loadFiles(
  urls: readonly string[],
  state: Gathering,
  readText: ReadText,
  signal: AbortSignal | undefined,
): Promise<SourceFile[]> {
  const loaded: SourceFile[] = [];
  await Promise.all(
    urls.map(async (url) => {
      if (state.sources.size + state.failures.size >= MAX_FILES) {
        state.failures.set(url, `the spec references more than ${MAX_FILES} files`);
        return;
      }
      try {
        const source = await parseSource(await readText(url, signal), url);
        state.sources.set(url, source);
        loaded.push(source);
      } catch (error) {
        if (signal?.aborted) throw error;
        const first = toDiagnostics(error, url)[0];
        state.failures.set(
          url,
          first === undefined ? 'it could not be read' : lowerFirst(first.message).replace(/\.$/, ''),
        );
      }
    }),
  );
  return loaded;
}

/** Each file with its bad references replaced, and a warning for each. */
function rewriteFiles(state: Gathering, judge: (ref: string, from: SourceFile) => RefVerdict): Gathered {
  const diagnostics: Diagnostic[] = [];
  const files = new Map<string, GatheredFile>();
  for (const [url, source] of state.sources) {
    const marks = state.bad.get(source) ?? new Map<string, BadRef>();
    // A reference to a file that failed to load is as unusable as a refused one.
    forEachRef(source.data, '', (ref, pointer) => {
      const verdict = judge(ref, source);
      if (verdict !== 'internal' && 'url' in verdict) {
        const why = state.failures.get(verdict.url);
        if (why !== undefined)
          marks.set(pointer, { code: 'ref/unresolved', message: `The reference "${ref}" cannot be resolved: ${why}.` });
      }
    });
    for (const [pointer, mark] of marks) {
      const place = source.locate(pointer);
      diagnostics.push({
        severity: 'warning',
        code: mark.code,
        message: mark.message,
        file: source.url,
        pointer: `${pointer}/$ref`,
        ...(place ?? {}),
      });
    }
    files.set(url, { source, data: marks.size === 0 ? source.data : replaceRefs(source.data, '', marks) });
  }
  return { files, diagnostics };
}

/** Calls `visit` for each `{ $ref: "<string>" }` object, with the pointer of that object. */
function forEachRef(node: unknown, pointer: string, visit: (ref: string, pointer: string) => void): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => forEachRef(item, childPointer(pointer, index), visit));
    return;
  }
  if (!isObject(node)) return;
  if (typeof node.$ref === 'string') visit(node.$ref, pointer);
  for (const key of Object.keys(node)) {
    if (key !== '$ref') forEachRef(node[key], childPointer(pointer, key), visit);
  }
}

/** A copy of `node` where each marked `$ref` object becomes `{ "x-docs-unresolved-ref": ref }`. */
function replaceRefs(node: unknown, pointer: string, marks: ReadonlyMap<string, BadRef>): unknown {
  if (Array.isArray(node)) return node.map((item, index) => replaceRefs(item, childPointer(pointer, index), marks));
  if (!isObject(node)) return node;
  if (marks.has(pointer)) return { [UNRESOLVED_KEY]: node.$ref };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node)) out[key] = replaceRefs(node[key], childPointer(pointer, key), marks);
  return out;
}
