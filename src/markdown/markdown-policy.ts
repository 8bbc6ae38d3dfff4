/**
 * The sanitiser policy for markdown from a spec or page (descriptions, summaries). Everything not
 * listed is removed:
 * - tags: text structure (p, headings, lists, tables, blockquote, pre/code, hr, br, details/summary),
 *   inline formatting, `a` and `img`. No script, style, iframe, object, form controls, svg or math.
 * - attributes: `href`, `src`, `alt`, `title`, table `align`/`colspan`/`rowspan`, `start`, `open`,
 *   `width`/`height` on images, `class` only as `language-*` on code. No `style`, no `on*`, and no
 *   `id`/`name` (they could clobber DOM globals or steal the page's field anchors).
 * - URLs: urls.ts. A link or image whose URL fails is kept without it.
 */
import type { Config } from 'dompurify';
import type { AttributeVerdict, SanitizerPolicy } from './sanitizer.js';
import { isSafeImageUrl, isSafeLinkUrl } from './urls.js';

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

function attribute(element: string, name: string, value: string): AttributeVerdict {
  if (name === 'class') return element === 'CODE' && /^language-[\w+#.-]{1,40}$/.test(value) ? 'check' : 'drop';
  if (!urlAttributes.has(name)) return 'check';
  const ok =
    element === 'IMG'
      ? name === 'src' && isSafeImageUrl(value)
      : element === 'A' && name === 'href' && isSafeLinkUrl(value);
  return ok ? 'check' : 'drop';
}

/** For a block context (descriptions). */
export const markdownPolicy: SanitizerPolicy = { config: blockConfig, attribute };

/** For an inline context (summaries, titles): inline tags only. */
export const inlineMarkdownPolicy: SanitizerPolicy = {
  config: { ...blockConfig, ALLOWED_TAGS: inlineTags },
  attribute,
};
