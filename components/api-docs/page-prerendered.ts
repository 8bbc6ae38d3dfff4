/**
 * A page pre-rendered by `docs build` holds its `<api-endpoint>` (declarative shadow DOM) and that operation's slice
 * of the spec inside `<api-docs>`. The site's own endpoint for the same operation takes the slice, so the page
 * shows at once and the spec is never fetched for it.
 */
import { isServer } from 'lit';
import type { OperationSlice } from '../../src/openapi/slice.js';

const read = new WeakMap<HTMLElement, OperationSlice | null>();

function sliceIn(host: HTMLElement): OperationSlice | null {
  const script = host.querySelector(':scope > api-endpoint > script[type="application/json"][data-operation-slice]');
  if (script === null) return null;
  // The site draws the page itself from now on: the pre-rendered element leaves, so its fields give up their anchors.
  script.parentElement!.remove();
  try {
    return JSON.parse(script.textContent ?? '') as OperationSlice;
  } catch {
    return null;
  }
}

/** The slice under `host` when it is `id` of the spec at `specUrl` (absolute), else undefined. */
export function prerenderedSlice(host: HTMLElement, specUrl: string, id: string): OperationSlice | undefined {
  if (isServer) return undefined;
  let slice = read.get(host);
  if (slice === undefined) read.set(host, (slice = sliceIn(host)));
  if (slice === null || slice.ref !== id) return undefined;
  // The build writes the spec's place relative to docs.json.
  const docs = new URL(host.getAttribute('src') ?? 'docs.json', document.baseURI);
  const url = new URL(slice.specUrl, docs).href;
  return url === specUrl ? { ...slice, specUrl: url } : undefined;
}
