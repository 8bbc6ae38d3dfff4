/**
 * `{ "$ref": "./nav/api.json" }` anywhere in docs.json is replaced by that file's content (Mintlify's composable
 * configuration). The path is relative to the file holding the `$ref` (`/…` to the project folder); included files
 * may include others. A circular include, a path leaving the project folder or an unreadable file is a finding at
 * the `$ref`, and that `$ref` stays as written. Keys beside `$ref` override the included object's keys. Places of
 * the composed value keep naming the file each value was written in, so later findings point into included files.
 */
import type { Diagnostic } from '../diagnostics.js';
import { dottedPath } from './config-reader.js';
import { parseJsonSource, JsonSyntaxError } from './json-source.js';
import type { JsonSource, SourcePlace } from './json-source.js';
import { escapeSegment, unescapeSegment } from '../openapi/pointer.js';

export interface IncludeReader {
  readText(url: string, signal?: AbortSignal): Promise<string>;
  /** How a file is named in findings; `fromRoot` is its path relative to the project folder. */
  fileName(url: string, fromRoot: string): string;
}

export interface IncludeInput {
  /** Where docs.json is (a `file:` or `http(s):` URL): the base of its includes; its folder is the project's. */
  readonly url: string;
  /** How docs.json is named in findings. */
  readonly file: string;
  readonly reader: IncludeReader;
  /** Only these top-level members are composed (the others are left out); default: all. */
  readonly only?: readonly string[];
  readonly signal?: AbortSignal;
}

/** A parsed docs.json with its includes in place; `locate` names the included file a value came from. */
export interface ComposedJson extends JsonSource {
  /** Findings about the includes themselves (circular, outside the project, unreadable, not JSON). */
  readonly diagnostics: readonly Diagnostic[];
  /** The included files read, by URL (`docs build` publishes them beside docs.json). */
  readonly files: readonly string[];
}

/** Whether a text may hold an include at all (most docs.json files do not: they skip the walk). */
export function mayInclude(text: string): boolean {
  return text.includes('"$ref"');
}

// A bound on the files one docs.json may pull in, so a generated tree of includes cannot stall a build.
const MAX_INCLUDES = 500;

/** Where a value of the composed document was written: a file's source and the pointer in it. */
interface Origin {
  readonly source: JsonSource;
  /** The file's name in findings (undefined for docs.json itself). */
  readonly file: string | undefined;
  readonly local: string;
}

interface FileRead {
  readonly url: string;
  readonly name: string | undefined;
  readonly source: JsonSource;
}

interface Walked {
  readonly value: unknown;
  readonly origin: Origin;
}

class Composer {
  readonly diagnostics: Diagnostic[] = [];
  /** For each composed object and list, where each of its members (by pointer token) was written. */
  readonly origins = new WeakMap<object, Map<string, Origin>>();
  private readonly sources = new Map<string, Promise<JsonSource | Diagnostic>>();
  private readonly root: string;

  constructor(private readonly input: IncludeInput) {
    this.root = new URL('./', input.url).href;
  }

  /** `value` (read from `from` at its `local` pointer) with its includes in place, and where it was written. */
  async walk(value: unknown, from: FileRead, local: string, chain: readonly string[]): Promise<Walked> {
    const origin: Origin = { source: from.source, file: from.name, local };
    if (Array.isArray(value)) return { value: await this.list(value, from, local, chain), origin };
    if (typeof value !== 'object' || value === null) return { value, origin };
    const object = value as Record<string, unknown>;
    const ref = object['$ref'];
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const included = await this.include(object, ref, from, local, chain);
      if (included !== undefined) return included;
    }
    return { value: await this.members(object, Object.keys(object), {}, from, local, chain), origin };
  }

  /** `keys` of `object` walked into `out` (which may already hold an included object's members). */
  private async members(
    object: Record<string, unknown>,
    keys: readonly string[],
    out: Record<string, unknown>,
    from: FileRead,
    local: string,
    chain: readonly string[],
  ): Promise<Record<string, unknown>> {
    const places = new Map(this.origins.get(out));
    for (const key of keys) {
      const token = escapeSegment(key);
      const walked = await this.walk(object[key], from, `${local}/${token}`, chain);
      define(out, key, walked.value);
      places.set(token, walked.origin);
    }
    this.origins.set(out, places);
    return out;
  }

  /** A list's items with their includes in place; a list included as an item is spliced in (`"pages": ["intro",
   * { "$ref": "./more-pages.json" }]`). */
  private async list(
    items: readonly unknown[],
    from: FileRead,
    local: string,
    chain: readonly string[],
  ): Promise<unknown[]> {
    const out: unknown[] = [];
    const places = new Map<string, Origin>();
    for (const [i, item] of items.entries()) {
      const walked = await this.walk(item, from, `${local}/${i}`, chain);
      const inner = Array.isArray(walked.value) && isInclude(item) ? this.origins.get(walked.value) : undefined;
      if (inner === undefined) {
        places.set(String(out.length), walked.origin);
        out.push(walked.value);
        continue;
      }
      (walked.value as unknown[]).forEach((element, j) => {
        places.set(String(out.length), inner.get(String(j))!);
        out.push(element);
      });
    }
    this.origins.set(out, places);
    return out;
  }

  /** The included file's value in place of `object`, or undefined (the `$ref` stays) when it cannot be used. */
  private async include(
    object: Record<string, unknown>,
    ref: string,
    from: FileRead,
    local: string,
    chain: readonly string[],
  ): Promise<Walked | undefined> {
    const refPointer = `${local}/$ref`;
    const fail = (message: string, code = 'config/include'): undefined => {
      this.report(from, refPointer, code, message);
      return undefined;
    };
    const target = this.resolve(ref, from.url);
    if (target === undefined)
      return fail(
        `\`$ref\` "${ref}" points outside the project folder; included files must sit beside docs.json.`,
        'config/include-outside',
      );
    if (chain.includes(target)) {
      const names = [...chain, target].map((url) => this.nameOf(url));
      return fail(`\`$ref\` "${ref}" includes itself: ${names.join(' → ')}.`, 'config/include-circular');
    }
    if (this.sources.size >= MAX_INCLUDES && !this.sources.has(target))
      return fail(`docs.json includes more than ${MAX_INCLUDES} files; "${ref}" is not read.`);
    const read = await this.read(target);
    if (!('value' in read)) {
      this.diagnostics.push(withIncludedBy(read, from, refPointer));
      return undefined;
    }
    const file: FileRead = { url: target, name: this.nameOf(target), source: read };
    const included = await this.walk(read.value, file, '', [...chain, target]);
    const siblings = Object.keys(object).filter((key) => key !== '$ref');
    if (siblings.length === 0) return included;
    const value = included.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.report(
        from,
        local,
        'config/include-siblings',
        `The keys beside \`$ref\` "${ref}" are ignored: ${file.name} holds ${Array.isArray(value) ? 'a list' : 'a single value'}, not an object.`,
        'warning',
      );
      return included;
    }
    // Keys written beside `$ref` override the included object's.
    const merged = await this.members(object, siblings, { ...(value as Record<string, unknown>) }, from, local, chain);
    this.origins.set(merged, new Map([...(this.origins.get(value) ?? []), ...(this.origins.get(merged) ?? [])]));
    return { value: merged, origin: included.origin };
  }

  /** The URLs of the included files that were read and parsed. */
  async readFiles(): Promise<string[]> {
    const read = await Promise.all(
      [...this.sources].map(async ([url, source]) => ('value' in (await source) ? [url] : [])),
    );
    return read.flat();
  }

  /** The included file's URL, or undefined when it leaves the project folder (or its origin). */
  private resolve(ref: string, base: string): string | undefined {
    let url: URL;
    try {
      url = ref.startsWith('/') ? new URL(`.${ref}`, this.root) : new URL(ref, base);
    } catch {
      return undefined;
    }
    url.hash = '';
    return url.href.startsWith(this.root) ? url.href : undefined;
  }

  nameOf(url: string): string {
    if (url === this.input.url) return this.input.file;
    return this.input.reader.fileName(url, decodeURIComponent(url.slice(this.root.length)));
  }

  private read(url: string): Promise<JsonSource | Diagnostic> {
    let pending = this.sources.get(url);
    if (pending === undefined) {
      pending = this.input.reader.readText(url, this.input.signal).then(
        (text) => this.parse(text, url),
        (error: unknown) => {
          if (this.input.signal?.aborted) throw error;
          return {
            severity: 'error' as const,
            code: 'config/include-read',
            file: this.nameOf(url),
            message: `${this.nameOf(url)} could not be read: ${error instanceof Error ? error.message : String(error)}`,
          };
        },
      );
      this.sources.set(url, pending);
    }
    return pending;
  }

  private parse(text: string, url: string): JsonSource | Diagnostic {
    const name = this.nameOf(url);
    try {
      const source = parseJsonSource(text);
      for (const dup of source.duplicateKeys)
        this.diagnostics.push({
          severity: 'warning',
          code: 'config/duplicate-key',
          file: name,
          pointer: dup.pointer,
          message: `\`${dottedPath(dup.pointer)}\` is written twice in ${name}; the last one is used.`,
          ...dup.place,
        });
      return source;
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      return {
        severity: 'error',
        code: 'parse/json',
        file: name,
        message: `${name} is not valid JSON: ${error.message}.`,
        ...error.place,
      };
    }
  }

  private report(
    from: FileRead,
    pointer: string,
    code: string,
    message: string,
    severity: 'error' | 'warning' = 'error',
  ): void {
    this.diagnostics.push({
      severity,
      code,
      message,
      file: from.name ?? this.input.file,
      pointer,
      ...from.source.locate(pointer),
    });
  }
}

/** A list item that is only an include (a list spliced in when the file holds one). */
function isInclude(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const ref = (item as Record<string, unknown>)['$ref'];
  return typeof ref === 'string' && !ref.startsWith('#') && Object.keys(item).length === 1;
}

function define(object: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, so that a key named "__proto__" stays a plain key.
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A finding about an included file, with a note of which `$ref` pulled it in. */
function withIncludedBy(finding: Diagnostic, from: FileRead, pointer: string): Diagnostic {
  const place = from.source.locate(pointer);
  const by = place === undefined ? '' : ` (included at ${from.name ?? 'docs.json'}:${place.line}:${place.column})`;
  return { ...finding, message: `${finding.message}${by}` };
}

/** docs.json's parsed `source` with every include in place. */
export async function composeJson(source: JsonSource, input: IncludeInput): Promise<ComposedJson> {
  const composer = new Composer(input);
  const top: FileRead = { url: input.url, name: undefined, source };
  const { only } = input;
  const start =
    only !== undefined && typeof source.value === 'object' && source.value !== null && !Array.isArray(source.value)
      ? Object.fromEntries(Object.entries(source.value).filter(([key]) => only.includes(key)))
      : source.value;
  const { value } = await composer.walk(start, top, '', [input.url]);
  const locate = (pointer: string): SourcePlace | undefined => {
    // Down the composed value, member by member, to the deepest one whose place is known.
    let origin: Origin = { source, file: undefined, local: '' };
    let node: unknown = value;
    for (const token of pointer === '' ? [] : pointer.slice(1).split('/')) {
      const next = typeof node === 'object' && node !== null ? composer.origins.get(node)?.get(token) : undefined;
      if (next === undefined) break;
      origin = next;
      node = (node as Record<string, unknown>)[unescapeSegment(token)];
    }
    const place = origin.source.locate(origin.local);
    return place === undefined || origin.file === undefined ? place : { ...place, file: origin.file };
  };
  const files = await composer.readFiles();
  return { value, locate, duplicateKeys: source.duplicateKeys, diagnostics: composer.diagnostics, files };
}
