/**
 * The channels of an AsyncAPI document as written: ids, addresses, titles and their operations' tags,
 * read from the parsed YAML or JSON without @asyncapi/parser. A site needs no more than this to build
 * its navigation, and the parser (a large chunk that validates the whole document) would hold up every
 * page of the site; a channel page loads and validates its spec in full when it is shown.
 */
import { DiagnosticError } from '../diagnostics.js';
import type { ReadText } from '../openapi/files.js';
import { defaultReadText } from '../openapi/load.js';
import { parseSource, type SourceFile } from '../openapi/parse.js';
import { escapeSegment, isObject, unescapeSegment } from '../openapi/pointer.js';
import { withAbort } from '../source-url.js';
import { ChannelFinder } from './find.js';
import { detectAsyncApiVersion } from './version.js';

export interface IndexedChannel {
  readonly id: string;
  readonly address: string | null;
  readonly title?: string;
  readonly operations: readonly { readonly tags: readonly string[] }[];
}

export interface ChannelIndex {
  readonly version: string;
  /** In document order. */
  readonly channels: readonly IndexedChannel[];
  /** A channel by id or address in any usual spelling (the same rules as a loaded spec's). */
  findChannel(ref: string): IndexedChannel | undefined;
}

const tagNames = (tags: unknown): string[] =>
  Array.isArray(tags)
    ? tags.flatMap((t) => (isObject(t) && typeof t.name === 'string' ? [t.name] : typeof t === 'string' ? [t] : []))
    : [];

/** `#/a/b` of this document → the value there, else undefined. */
function local(doc: Record<string, unknown>, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return value;
  let at: unknown = doc;
  for (const raw of value.$ref.slice(2).split('/')) {
    const key = unescapeSegment(decodeURIComponent(raw));
    at = isObject(at) ? at[key] : undefined;
  }
  return at;
}

/** The channel index of a parsed file; an unusable `asyncapi` field throws a DiagnosticError. */
export function channelIndexOf(file: SourceFile): ChannelIndex {
  const detected = detectAsyncApiVersion(file);
  if ('error' in detected) throw new DiagnosticError([detected.error]);
  const doc = file.data as Record<string, unknown>;
  const v2 = detected.version.startsWith('2.');
  const rawChannels = isObject(doc.channels) ? doc.channels : {};
  const operations3 = v2 || !isObject(doc.operations) ? [] : Object.values(doc.operations).map((op) => local(doc, op));
  const channels = Object.entries(rawChannels).map(([id, raw]): IndexedChannel => {
    const channel = local(doc, raw);
    const value = isObject(channel) ? channel : {};
    const title = typeof value.title === 'string' && value.title.trim() !== '' ? value.title : undefined;
    const ops = v2
      ? ['publish', 'subscribe'].flatMap((k) =>
          isObject(value[k]) ? [{ tags: tagNames((value[k] as { tags?: unknown }).tags) }] : [],
        )
      : operations3.flatMap((op) => {
          if (!isObject(op) || !isObject(op.channel)) return [];
          const ref = op.channel.$ref;
          const pointsHere = ref === `#/channels/${escapeSegment(id)}` || local(doc, op.channel) === raw;
          return pointsHere ? [{ tags: tagNames(op.tags) }] : [];
        });
    return {
      id,
      address: v2 ? id : typeof value.address === 'string' ? value.address : null,
      ...(title === undefined ? {} : { title }),
      operations: ops,
    };
  });
  const finder = new ChannelFinder(channels);
  return { version: detected.version, channels, findChannel: (ref) => finder.find(ref) };
}

/** Reads and indexes one AsyncAPI file (a JSON or YAML syntax error rejects with its line and column). */
export function loadChannelIndex(
  url: string,
  options: { readonly signal?: AbortSignal; readonly readText?: ReadText } = {},
): Promise<ChannelIndex> {
  const readText = options.readText ?? defaultReadText;
  const run = async (): Promise<ChannelIndex> =>
    channelIndexOf(await parseSource(await readText(url, options.signal), url));
  return withAbort(run(), options.signal);
}
