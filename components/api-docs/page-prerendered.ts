/**
 * A page `docs build` pre-rendered holds, besides its drawn frame, what the live page needs to draw it again without
 * fetching: the operation's slice of the spec (`<script type="application/json" data-operation-slice>`) and an MDX
 * page's parsed body (`data-page-body="<its file, relative to docs.json>"`), as children of `<api-docs>`. Each is
 * read once and taken out of the page; one that arrives later (a built page swapped in, islands/page-swap.ts) is read
 * in its place.
 */
import { isServer } from 'lit';
import type { ParsedMdxPage } from '../../src/mdx/index.js';
import type { OperationSlice } from '../../src/openapi/slice.js';

const read = new WeakMap<HTMLElement, Map<string, { readonly data: unknown; readonly place: string | null } | null>>();

/** The JSON child `selector` names (and its `attribute`), read once per host. */
function embedded(
  host: HTMLElement,
  selector: string,
  attribute: string,
): { data: unknown; place: string | null } | null {
  let seen = read.get(host);
  if (seen === undefined) read.set(host, (seen = new Map()));
  const script = host.querySelector(`:scope > script[type="application/json"][${selector}]`);
  if (script === null && seen.has(selector)) return seen.get(selector)!;
  let found: { data: unknown; place: string | null } | null = null;
  if (script !== null) {
    script.remove();
    try {
      found = { data: JSON.parse(script.textContent ?? ''), place: script.getAttribute(attribute) };
    } catch {
      found = null;
    }
  }
  seen.set(selector, found);
  return found;
}

/** A path the build wrote relative to docs.json, made absolute. */
function fromDocsJson(host: HTMLElement, path: string): string {
  const docs = new URL(host.getAttribute('src') ?? 'docs.json', document.baseURI);
  return new URL(path, docs).href;
}

/** The slice under `host` when it is `id` of the spec at `specUrl` (absolute), else undefined. */
export function prerenderedSlice(host: HTMLElement, specUrl: string, id: string): OperationSlice | undefined {
  if (isServer) return undefined;
  const slice = embedded(host, 'data-operation-slice', 'data-operation-slice')?.data as OperationSlice | undefined;
  if (slice === undefined || slice.ref !== id) return undefined;
  // The build writes the spec's place relative to docs.json.
  const url = fromDocsJson(host, slice.specUrl);
  return url === specUrl ? { ...slice, specUrl: url } : undefined;
}

/** The MDX page's parsed body under `host` when it is the one at `url` (absolute), else undefined. */
export function prerenderedBody(host: HTMLElement, url: string): ParsedMdxPage | undefined {
  if (isServer) return undefined;
  const found = embedded(host, 'data-page-body', 'data-page-body');
  if (found === null || found.place === null || fromDocsJson(host, found.place) !== url) return undefined;
  const page = found.data as ParsedMdxPage;
  return typeof page?.html === 'string' ? page : undefined;
}
