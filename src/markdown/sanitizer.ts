/**
 * The sanitiser factory: `createSanitizer(policy)` gives a function that cleans HTML with DOMPurify
 * under that policy (policies: markdown-policy.ts for spec text, mdx-policy.ts for MDX pages). Every
 * sanitiser shares the same last steps: URLs pass urls.ts, an image that may not load on this page
 * becomes a link to it, and absolute http(s) links open in a new tab with `rel="noopener noreferrer"`.
 * Nothing rewrites the HTML after DOMPurify returns it.
 *
 * DOMPurify needs a DOM window; no module here touches one at load time. In a browser it uses
 * `globalThis.window`; Node callers pass a jsdom-like window with `setSanitizerWindow` first.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { isExternalUrl, isLoadableMediaUrl, mediaLinkText } from './urls.js';

/** What a policy says of one attribute: drop it, leave it to DOMPurify's own checks, or keep it past them. */
export type AttributeVerdict = 'drop' | 'check' | 'keep';

export interface SanitizerPolicy {
  /** DOMPurify's settings: the allowed tags and attribute names, the contents never kept. */
  readonly config: Config;
  /** Decides one attribute on an allowed element (`element` is the upper-case node name). */
  attribute(element: string, name: string, value: string): AttributeVerdict;
}

export class SanitizerUnavailableError extends Error {
  constructor() {
    super(
      'Markdown cannot be rendered safely here: no DOM window. In Node, call setSanitizerWindow(window) with a jsdom-like window first.',
    );
    this.name = 'SanitizerUnavailableError';
  }
}

let explicitWindow: unknown;
/** Bumped whenever the window changes, so every sanitiser builds a new DOMPurify on its next call. */
let windowGeneration = 0;
const changeListeners: (() => void)[] = [];

/** Uses `win` (a jsdom-like window) for sanitising from now on. Pass undefined to go back to `globalThis.window`. */
export function setSanitizerWindow(win: unknown): void {
  explicitWindow = win;
  windowGeneration += 1;
  for (const listener of changeListeners) listener();
}

/** Called whenever the sanitiser's window changes (render.ts drops its cache). */
export function onSanitizerChange(listener: () => void): void {
  changeListeners.push(listener);
}

/**
 * Inside a DOMPurify hook: an `<img>` whose source may not load on a page at `pageOrigin` becomes a
 * link to that source, named by its alt text and URL (plain text inside a link, where links cannot
 * nest). The node iterator then visits the new link, so it passes the same checks as any other.
 */
export function replaceUnloadableImage(node: Element, pageOrigin: string | undefined): void {
  if (node.nodeName !== 'IMG') return;
  const src = node.getAttribute('src');
  if (src === null || isLoadableMediaUrl(src, pageOrigin)) return;
  const text = mediaLinkText(src, node.getAttribute('alt') ?? '');
  const doc = node.ownerDocument;
  if ((node.parentElement?.closest('a') ?? null) !== null) {
    node.replaceWith(doc.createTextNode(text));
    return;
  }
  const link = doc.createElement('a');
  link.setAttribute('href', src);
  link.textContent = text;
  node.replaceWith(link);
}

function createPurifier(policy: SanitizerPolicy): DOMPurify {
  const win = explicitWindow ?? (globalThis as { window?: unknown }).window;
  if (!win) throw new SanitizerUnavailableError();
  const instance = createDOMPurify(win as Parameters<typeof createDOMPurify>[0]);
  // DOMPurify returns its input untouched when the window cannot support it: never accept that.
  if (!instance.isSupported) throw new SanitizerUnavailableError();
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const verdict = policy.attribute(node.nodeName, data.attrName.toLowerCase(), data.attrValue);
    data.keepAttr = verdict !== 'drop';
    // DOMPurify still applies its own URI check after a 'check'.
    if (verdict === 'keep') data.forceKeepAttr = true;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    replaceUnloadableImage(node, (win as { location?: { origin?: string } }).location?.origin);
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && isExternalUrl(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

/** A function that sanitises HTML under `policy`; it builds its DOMPurify on first use. */
export function createSanitizer(policy: SanitizerPolicy): (html: string) => string {
  let purifier: DOMPurify | undefined;
  let builtFor = -1;
  const sanitize = (html: string): string => {
    if (purifier === undefined || builtFor !== windowGeneration) {
      purifier = createPurifier(policy);
      builtFor = windowGeneration;
    }
    return purifier.sanitize(html, policy.config) as unknown as string;
  };
  return (html) =>
    explicitWindow === undefined
      ? sanitize(html)
      : withoutAddedListeners(explicitWindow as ListenerTarget, () => sanitize(html));
}

interface ListenerTarget {
  addEventListener(type: string, listener: unknown, options?: unknown): void;
  removeEventListener(type: string, listener: unknown, options?: unknown): void;
}

/**
 * Runs `run` (one sanitising) and then removes the event listeners it left on the window. Under jsdom (the window
 * Node callers pass) every document DOMPurify parses registers its selector engine's listeners on the window and
 * never removes them, and each registration first scans those already there: over a build's thousands of texts
 * that is quadratic time, and every parsed document stays reachable. Sanitising adds no listener of its own.
 */
function withoutAddedListeners<T>(win: ListenerTarget, run: () => T): T {
  const added: [string, unknown, unknown][] = [];
  const own = Object.prototype.hasOwnProperty.call(win, 'addEventListener');
  const add = win.addEventListener;
  win.addEventListener = function (this: ListenerTarget, type: string, listener: unknown, options?: unknown): void {
    added.push([type, listener, options]);
    add.call(this, type, listener, options);
  };
  try {
    return run();
  } finally {
    if (own) win.addEventListener = add;
    else delete (win as Partial<ListenerTarget>).addEventListener;
    for (const [type, listener, options] of added) win.removeEventListener(type, listener, options);
  }
}
