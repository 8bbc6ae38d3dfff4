/**
 * The set of files one spec is made of: the root plus files reached by external `$ref`s, loaded on
 * demand, only from the root's own origin. Resolution code is synchronous and throws `NeedFile` when
 * it reaches a file not loaded yet; `run()` loads it and tries again (finished work is memoised).
 */
import type { Diagnostic } from '../diagnostics.js';
import { toDiagnostics } from '../diagnostics.js';
import { parseSource, type SourceFile } from './parse.js';
import { decodeFragment, getAtPointer, isObject } from './pointer.js';

export type ReadText = (url: string, signal?: AbortSignal) => Promise<string>;

/** Thrown by synchronous resolution when a file must be loaded first. */
export class NeedFile {
  constructor(readonly url: string) {}
}

export interface RefTarget {
  readonly file: SourceFile;
  readonly pointer: string;
  readonly value: unknown;
}

/** A `$ref` that could not be followed, with why. */
export interface RefFailure {
  readonly failure: Diagnostic;
}

/** Files beyond this many make a spec a denial-of-service risk rather than a project. */
const MAX_FILES = 500;
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

/** Why a reference to `target` from a spec at `root` is refused, or undefined when it is allowed. */
export function refusalReason(target: URL, root: URL): string | undefined {
  if (!['http:', 'https:', 'file:'].includes(target.protocol)) return `${target.protocol} URLs are never followed`;
  if (root.protocol === 'file:')
    return target.protocol === 'file:' ? undefined : 'a local spec may only reference local files';
  if (target.protocol === 'file:') return 'a spec served over HTTP may not read local files';
  if (target.origin !== root.origin) {
    if (LOOPBACK.test(target.hostname) && !LOOPBACK.test(root.hostname))
      return 'a spec from the network may not reach this machine (loopback)';
    return `only files from the spec's own origin (${root.origin}) are followed`;
  }
  return undefined;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

export class SpecFiles {
  readonly loaded = new Map<string, SourceFile>();
  private readonly failed = new Map<string, readonly Diagnostic[]>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly rootUrl: URL | undefined;

  constructor(
    readonly root: SourceFile,
    private readonly readText: ReadText,
  ) {
    this.loaded.set(stripHash(root.url), root);
    try {
      this.rootUrl = new URL(root.url);
    } catch {
      this.rootUrl = undefined;
    }
  }

  /** Follows one `$ref` written in `from` at `at` (the pointer of the object holding it). */
  lookup(ref: unknown, from: SourceFile, at: string): RefTarget | RefFailure {
    const place = `${at}/$ref`;
    const fail = (code: string, message: string): RefFailure => ({ failure: diagnostic(from, place, code, message) });
    if (typeof ref !== 'string') {
      return fail(
        'ref/invalid',
        `A $ref must be a text such as "#/components/schemas/Pet", but this one is ${describeValue(ref)}.`,
      );
    }
    const hash = ref.indexOf('#');
    const address = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    let file = from;
    if (address !== '') {
      let target: URL;
      try {
        target = resolveAgainstSelf(address, from);
      } catch {
        return fail(
          'ref/refused',
          `The reference "${ref}" cannot be followed: a spec given as text has no location to resolve relative files against.`,
        );
      }
      const reason = this.rootUrl === undefined ? 'the spec has no location' : refusalReason(target, this.rootUrl);
      if (reason !== undefined) return fail('ref/refused', `The reference "${ref}" was not followed: ${reason}.`);
      const key = stripHash(target.href);
      const loaded = this.loaded.get(key);
      if (loaded === undefined) {
        const failed = this.failed.get(key);
        if (failed !== undefined) {
          const why = failed[0]?.message ?? 'it could not be read';
          return fail('ref/unresolved', `The reference "${ref}" cannot be resolved: ${lowerFirst(why)}`);
        }
        throw new NeedFile(key);
      }
      file = loaded;
    }
    let pointer = decodeFragment(fragment);
    if (pointer !== '' && !pointer.startsWith('/')) {
      return fail(
        'ref/unresolved',
        `The reference "${ref}" uses a named anchor, which is not supported; use a JSON pointer such as "#/components/schemas/Name".`,
      );
    }
    if (pointer === '/') pointer = '';
    const value = getAtPointer(file.data, pointer);
    if (value === undefined) {
      const where = file === from ? 'this file' : file.url;
      return fail(
        'ref/unresolved',
        `The reference "${ref}" cannot be resolved: nothing exists at "${pointer || '/'}" in ${where}.`,
      );
    }
    return { file, pointer, value };
  }

  /** Loads one referenced file (memoised; a failure is remembered as diagnostics). */
  load(url: string, signal?: AbortSignal): Promise<void> {
    let pending = this.pending.get(url);
    if (pending === undefined) {
      pending = this.fetchAndParse(url, signal);
      this.pending.set(url, pending);
    }
    return pending;
  }

  private async fetchAndParse(url: string, signal?: AbortSignal): Promise<void> {
    if (this.loaded.size + this.failed.size >= MAX_FILES) {
      this.failed.set(url, [
        {
          severity: 'error',
          code: 'ref/too-many-files',
          file: url,
          message: `The spec references more than ${MAX_FILES} files; the rest are not loaded.`,
        },
      ]);
      return;
    }
    try {
      const text = await this.readText(url, signal);
      this.loaded.set(url, await parseSource(text, url));
    } catch (error) {
      if (signal?.aborted) throw error;
      const diagnostics = toDiagnostics(error, url);
      this.failed.set(
        url,
        diagnostics.length > 0
          ? diagnostics
          : [{ severity: 'error', code: 'ref/unreadable', file: url, message: `${url} could not be read.` }],
      );
    }
  }

  /** Runs synchronous resolution, loading files it asks for, until it completes. */
  async run<T>(work: () => T, signal?: AbortSignal): Promise<T> {
    for (;;) {
      try {
        return work();
      } catch (error) {
        if (!(error instanceof NeedFile)) throw error;
        await this.load(error.url, signal);
      }
    }
  }

  /** Runs synchronous resolution only if every file it needs is already here. */
  trySync<T>(work: () => T): T | undefined {
    try {
      return work();
    } catch (error) {
      if (error instanceof NeedFile) return undefined;
      throw error;
    }
  }

  /** Every file that failed to load, for diagnostics. */
  failures(): readonly Diagnostic[] {
    return [...this.failed.values()].flat();
  }
}

/**
 * A reference's address as a URL. OpenAPI 3.2's `$self` is the document's base URI: a relative
 * address resolves against it, and a URL under `$self`'s folder is mapped to the same place beside
 * the file as it was actually read (documents published together are read together), so a `$self`
 * naming a production host never sends the resolver there.
 */
function resolveAgainstSelf(address: string, from: SourceFile): URL {
  const data = from.data;
  const self = isObject(data) && typeof data.$self === 'string' ? data.$self : undefined;
  if (self === undefined) return new URL(address, from.url);
  let base: URL;
  try {
    base = new URL(self, from.url);
  } catch {
    return new URL(address, from.url);
  }
  const target = new URL(address, base);
  if (stripHash(target.href) === stripHash(base.href)) return new URL(target.hash, from.url);
  const folder = new URL('.', base).href;
  if (target.href.startsWith(folder)) return new URL(target.href.slice(folder.length), from.url);
  return target;
}

export function isRefObject(value: unknown): value is { $ref: unknown } {
  return isObject(value) && '$ref' in value;
}

export function stripHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * A diagnostic about a place in a file. Line and column are computed on first read (finding them
 * scans the file, which only a displayed diagnostic should pay for).
 */
export function diagnostic(
  file: SourceFile,
  pointer: string,
  code: string,
  message: string,
  severity: Diagnostic['severity'] = 'warning',
): Diagnostic {
  let place: { line: number; column: number } | null | undefined;
  const where = (): { line: number; column: number } | null => (place ??= file.locate(pointer) ?? null);
  return {
    severity,
    code,
    message,
    file: file.url,
    pointer,
    get line() {
      return where()?.line;
    },
    get column() {
      return where()?.column;
    },
  };
}
