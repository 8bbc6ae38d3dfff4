/**
 * The one sanitiser: DOMPurify with an allow-list made for markdown output. It needs a DOM window; the
 * module touches none at load time. In a browser it uses `globalThis.window`; Node callers (the CLI)
 * pass a jsdom-like window with `setSanitizerWindow` first.
 *
 * Policy (everything not listed is removed):
 * - tags: text structure (p, headings, lists, tables, blockquote, pre/code, hr, br, details/summary),
 *   inline formatting, `a` and `img`. No script, style, iframe, object, form controls, svg or math.
 * - attributes: `href`, `src`, `alt`, `title`, table `align`/`colspan`/`rowspan`, `start`, `open`,
 *   `width`/`height` on images, `class` only as `language-*` on code. No `style`, no `on*`, and no
 *   `id`/`name` (they could clobber DOM globals or steal the page's field anchors).
 * - URLs: see urls.ts. A link or image whose URL fails is kept without it. An image that would load
 *   from a foreign origin without https becomes a link to it (`replaceUnloadableImage`).
 * - Absolute http(s) links get `target="_blank"` and `rel="noopener noreferrer"`, set by a DOMPurify hook
 *   while sanitising. Nothing rewrites the HTML after DOMPurify returns it.
 */
import createDOMPurify, { type DOMPurify, type Config } from 'dompurify';
import { isExternalUrl, isLoadableMediaUrl, isSafeImageUrl, isSafeLinkUrl, mediaLinkText } from './urls.js';

const blockTags = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'div',
];
const inlineTags = [
  'a',
  'img',
  'code',
  'em',
  'strong',
  'b',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'kbd',
  'samp',
  'var',
  'abbr',
  'q',
  'cite',
  'span',
  'br',
  'wbr',
];
const allowedAttributes = [
  'href',
  'src',
  'alt',
  'title',
  'align',
  'colspan',
  'rowspan',
  'start',
  'reversed',
  'open',
  'width',
  'height',
  'class',
];
const urlAttributes = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcset',
  'background',
  'poster',
  'cite',
  'data',
]);

const blockConfig: Config = {
  ALLOWED_TAGS: [...blockTags, ...inlineTags],
  ALLOWED_ATTR: allowedAttributes,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Keep the text of removed elements, but never the content of these.
  FORBID_CONTENTS: [
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'textarea',
    'select',
    'xmp',
    'noembed',
    'noframes',
    'title',
  ],
  RETURN_TRUSTED_TYPE: false,
};
const inlineConfig: Config = { ...blockConfig, ALLOWED_TAGS: inlineTags };

export class SanitizerUnavailableError extends Error {
  constructor() {
    super(
      'Markdown cannot be rendered safely here: no DOM window. In Node, call setSanitizerWindow(window) with a jsdom-like window first.',
    );
    this.name = 'SanitizerUnavailableError';
  }
}

let explicitWindow: unknown;
let purifier: DOMPurify | undefined;

/** Uses `win` (a jsdom-like window) for sanitising from now on. Pass undefined to go back to `globalThis.window`. */
export function setSanitizerWindow(win: unknown): void {
  explicitWindow = win;
  purifier = undefined;
  for (const listener of changeListeners) listener();
}

const changeListeners: (() => void)[] = [];

/** Called whenever the sanitiser's window changes (render.ts drops its cache). */
export function onSanitizerChange(listener: () => void): void {
  changeListeners.push(listener);
}

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const win = explicitWindow ?? (globalThis as { window?: unknown }).window;
  if (!win) throw new SanitizerUnavailableError();
  const instance = createDOMPurify(win as Parameters<typeof createDOMPurify>[0]);
  // DOMPurify returns its input untouched when the window cannot support it: never accept that.
  if (!instance.isSupported) throw new SanitizerUnavailableError();
  installHooks(instance, () => (win as { location?: { origin?: string } }).location?.origin);
  purifier = instance;
  return instance;
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

function installHooks(instance: DOMPurify, pageOrigin: () => string | undefined): void {
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === 'class') {
      data.keepAttr = node.nodeName === 'CODE' && /^language-[\w+#.-]{1,40}$/.test(data.attrValue);
    } else if (urlAttributes.has(name)) {
      const ok =
        node.nodeName === 'IMG'
          ? name === 'src' && isSafeImageUrl(data.attrValue)
          : node.nodeName === 'A' && name === 'href' && isSafeLinkUrl(data.attrValue);
      // DOMPurify still applies its own URI check after ours.
      data.keepAttr = ok;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    replaceUnloadableImage(node, pageOrigin());
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && isExternalUrl(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Sanitises HTML meant for a block context (descriptions). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, blockConfig) as unknown as string;
}

/** Sanitises HTML meant for an inline context (summaries, titles): inline tags only. */
export function sanitizeInlineHtml(html: string): string {
  return getPurifier().sanitize(html, inlineConfig) as unknown as string;
}
