/**
 * The last gate before an MDX page's HTML reaches the DOM. src/mdx already escapes every value and
 * keeps only its own elements; this sanitises the result again with DOMPurify and an allow-list made
 * for exactly that output: markdown tags plus `<param-field>`, `<response-field>`, `<aside>`,
 * `<section>`, the classes and `data-*` fields src/mdx writes, and nothing else. No `on*`, no
 * `style`, no `script`; URLs pass the same checks as markdown links and images, and an image that
 * would load from a foreign origin without https becomes a link to it.
 *
 * (The markdown sanitiser, `sanitizeHtml`, is stricter still: it drops the library's elements and
 * classes, so MDX bodies cannot go through it.)
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { isSafeImageUrl, isSafeLinkUrl, replaceUnloadableImage } from '../../src/markdown/index.js';

const TAGS = [
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
  'tr',
  'th',
  'td',
  'details',
  'summary',
  'div',
  'section',
  'aside',
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
  'mark',
  'small',
  'sub',
  'sup',
  'kbd',
  'span',
  'br',
  'param-field',
  'response-field',
];

/** Attribute → which elements may carry it (`*` for all the allowed ones). */
const ATTRIBUTES: Readonly<Record<string, readonly string[] | '*'>> = {
  path: ['PARAM-FIELD'],
  query: ['PARAM-FIELD'],
  header: ['PARAM-FIELD'],
  cookie: ['PARAM-FIELD'],
  body: ['PARAM-FIELD'],
  placeholder: ['PARAM-FIELD'],
  name: ['RESPONSE-FIELD'],
  type: ['PARAM-FIELD', 'RESPONSE-FIELD'],
  required: ['PARAM-FIELD', 'RESPONSE-FIELD'],
  default: ['PARAM-FIELD', 'RESPONSE-FIELD'],
  deprecated: ['PARAM-FIELD', 'RESPONSE-FIELD'],
  href: ['A'],
  title: ['A', 'IMG'],
  src: ['IMG'],
  alt: ['IMG'],
  width: ['IMG'],
  height: ['IMG'],
  loading: ['IMG'],
  open: ['DETAILS'],
  start: ['OL'],
  align: ['TH', 'TD'],
  role: ['ASIDE'],
  'aria-label': ['SECTION'],
  'data-kind': ['DIV'],
  'data-title': ['DIV', 'SECTION', 'PRE'],
  'data-language': ['PRE'],
  class: '*',
  id: ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'A'],
};

const CLASS_PATTERN =
  /^(code-group|tabs|tab|expandable|callout|callout-(note|tip|info|warning|check)|callout-title|link-removed|footnotes|footnote-ref|language-[\w+#.-]{1,40})$/;

const config: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: Object.keys(ATTRIBUTES),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Field names such as `title` or `body` are legitimate here; the page lives in a shadow root, where
  // ids and names do not reach `window` or `document`, so DOM clobbering has nothing to clobber.
  SANITIZE_DOM: false,
  CUSTOM_ELEMENT_HANDLING: { tagNameCheck: null, attributeNameCheck: null, allowCustomizedBuiltInElements: false },
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
    'title',
  ],
  RETURN_TRUSTED_TYPE: false,
};

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) throw new Error('The HTML sanitiser is not supported in this browser.');
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    const allowed = ATTRIBUTES[name];
    if (allowed === undefined || (allowed !== '*' && !allowed.includes(node.nodeName))) {
      data.keepAttr = false;
      return;
    }
    const value = data.attrValue;
    if (name === 'class')
      data.keepAttr = value
        .split(/\s+/)
        .filter(Boolean)
        .every((c) => CLASS_PATTERN.test(c));
    else if (name === 'href') data.keepAttr = isSafeLinkUrl(value);
    else if (name === 'src') data.keepAttr = isSafeImageUrl(value);
    else if (name === 'role') data.keepAttr = value === 'note';
    else if (name === 'id') data.keepAttr = /^[\p{L}\p{N}_.-]{1,100}$/u.test(value);
    else if (name === 'loading') data.keepAttr = value === 'lazy';
    // Plain-text values (a placeholder such as "Note: …") must not be mistaken for URLs; URLs keep DOMPurify's own check too.
    if (data.keepAttr && name !== 'href' && name !== 'src') data.forceKeepAttr = true;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // src/mdx already turned such images into links; this is the last gate, which knows the page.
    replaceUnloadableImage(node, location.origin);
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^(https?:)?\/\//i.test(href.trim())) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The MDX body, sanitised for insertion into the site's shadow root. */
export function sanitizeMdxHtml(html: string): string {
  return getPurifier().sanitize(html, config) as unknown as string;
}
