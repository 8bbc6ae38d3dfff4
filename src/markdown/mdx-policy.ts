/**
 * The sanitiser policy for an MDX page's HTML, the last gate before it reaches the DOM. src/mdx
 * already escapes every value and keeps only its own elements; this allow-list is made for exactly
 * that output: markdown tags plus `<param-field>`, `<response-field>`, `<aside>`, `<section>`, `<figure>`, the
 * classes and `data-*` fields src/mdx writes, the shapes of an inline `<svg>` drawing (svg-attributes.ts), and
 * nothing else. No `on*`, no `style`, no `script`;
 * URLs pass urls.ts.
 *
 * (The markdown policy is stricter still: it drops the library's elements and classes, so MDX bodies
 * cannot go through it.)
 */
import type { Config } from 'dompurify';
import type { AttributeVerdict, SanitizerPolicy } from './sanitizer.js';
import { isCssColor } from './css-color.js';
import { SVG_ATTRIBUTE_NAMES, SVG_TAGS, svgAttributeAllowed } from './svg-attributes.js';
import { isAllowedEmbedUrl, isSafeImageUrl, isSafeLinkUrl } from './urls.js';

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
  'tfoot',
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
  'figure',
  'figcaption',
  'video',
  'source',
  'iframe',
  ...SVG_TAGS,
];

/** Attribute → which elements may carry it (`*` for all the allowed ones). */
const ATTRIBUTES: Readonly<Record<string, readonly string[] | '*'>> = {
  path: ['PARAM-FIELD'],
  query: ['PARAM-FIELD'],
  header: ['PARAM-FIELD'],
  cookie: ['PARAM-FIELD'],
  body: ['PARAM-FIELD'],
  placeholder: ['PARAM-FIELD'],
  pre: ['PARAM-FIELD', 'RESPONSE-FIELD'],
  post: ['PARAM-FIELD', 'RESPONSE-FIELD'],
  name: ['RESPONSE-FIELD'],
  required: ['PARAM-FIELD', 'RESPONSE-FIELD'],
  default: ['PARAM-FIELD', 'RESPONSE-FIELD'],
  deprecated: ['PARAM-FIELD', 'RESPONSE-FIELD'],
  href: ['A'],
  title: ['A', 'IMG', 'IFRAME'],
  src: ['IMG', 'VIDEO', 'SOURCE', 'IFRAME'],
  poster: ['VIDEO'],
  alt: ['IMG'],
  width: ['IMG', 'VIDEO', 'IFRAME'],
  height: ['IMG', 'VIDEO', 'IFRAME'],
  loading: ['IMG', 'IFRAME'],
  controls: ['VIDEO'],
  autoplay: ['VIDEO'],
  muted: ['VIDEO'],
  loop: ['VIDEO'],
  playsinline: ['VIDEO'],
  type: ['PARAM-FIELD', 'RESPONSE-FIELD', 'SOURCE'],
  allow: ['IFRAME'],
  allowfullscreen: ['IFRAME'],
  sandbox: ['IFRAME'],
  referrerpolicy: ['IFRAME'],
  open: ['DETAILS'],
  start: ['OL'],
  align: ['TH', 'TD'],
  colspan: ['TH', 'TD'],
  rowspan: ['TH', 'TD'],
  role: ['ASIDE', 'SPAN'],
  value: ['LI'],
  tabindex: ['SPAN'],
  'aria-hidden': ['SPAN'],
  'data-icon': ['SPAN', 'SECTION', 'PRE'],
  'data-icon-size': ['SPAN'],
  'data-icon-style': ['SPAN'],
  'data-color': ['SPAN', 'ASIDE'],
  'data-cols': ['DIV'],
  // An island's placeholder (src/mdx/islands.ts), which only a build with project components fills.
  'data-island': ['DIV'],
  'data-size': ['P'],
  'aria-label': ['SECTION'],
  // A tree entry marked `highlight` (the active item).
  'aria-current': ['LI'],
  'data-variant': ['A'],
  'data-kind': ['DIV'],
  'data-dropdown': ['DIV'],
  'data-default-tab': ['DIV'],
  'data-sync': ['DIV'],
  'data-title': ['DIV', 'SECTION', 'PRE'],
  'data-language': ['PRE'],
  'data-highlight': ['PRE'],
  'data-focus': ['PRE'],
  'data-lines': ['PRE'],
  'data-wrap': ['PRE'],
  'data-expandable': ['PRE'],
  class: '*',
  id: ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'A', 'SECTION', 'DETAILS'],
};

const CLASS_PATTERN =
  /^(code-group|tabs|tabs-border|tab|expandable|math|math-(inline|display)|callout|callout-(note|tip|info|warning|check|danger|callout)|callout-(title|icon|content)|link-removed|footnotes|footnote-ref|language-[\w+#.-]{1,40})$/;

/** The classes of Mintlify's content components (src/mdx/mintlify-components.ts). */
const MINTLIFY_CLASS_PATTERN =
  /^(icon|icon-inline|card|card-(horizontal|image|icon|text|title|body|cta|arrow|group)|card-(info|note|tip|warning|check|danger)|column|github-repo|steps|step|step-(number|body|title)|accordion|accordion-(group|title|description|body)|frame|frame-hint|badge|badge-(gray|blue|green|yellow|orange|red|purple|white|surface)(-destructive)?|badge-(xs|sm|md|lg|pill|stroke|disabled)|tooltip|tooltip-tip|update|update-(meta|label|description|tags|body)|tree|tree-(folder|folder-name|file|list|highlight)|panel|tile|tile-(preview|description)|light-only|dark-only|content-banner|color-(group|row|row-title|item|swatch|name)|visibility|view|prompt|prompt-(description|text))$/;

const config: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: [...Object.keys(ATTRIBUTES), ...SVG_ATTRIBUTE_NAMES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Field names such as `title` or `body` are legitimate here; the page lives in a shadow root, where
  // ids and names do not reach `window` or `document`, so DOM clobbering has nothing to clobber.
  SANITIZE_DOM: false,
  CUSTOM_ELEMENT_HANDLING: { tagNameCheck: null, attributeNameCheck: null, allowCustomizedBuiltInElements: false },
  FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'object', 'embed', 'textarea', 'select', 'title'],
  RETURN_TRUSTED_TYPE: false,
};

function valueAllowed(element: string, name: string, value: string): boolean {
  switch (name) {
    case 'class':
      return value
        .split(/\s+/)
        .filter(Boolean)
        .every((c) => CLASS_PATTERN.test(c) || MINTLIFY_CLASS_PATTERN.test(c));
    case 'href':
      return isSafeLinkUrl(value);
    case 'src':
      return element === 'IFRAME' ? isAllowedEmbedUrl(value) : isSafeImageUrl(value);
    case 'poster':
      return isSafeImageUrl(value);
    case 'role':
      return value === 'note' || value === 'tooltip';
    case 'value':
      return /^\d{1,6}$/.test(value);
    case 'tabindex':
      return value === '0';
    case 'aria-hidden':
    case 'aria-current':
      return value === 'true';
    case 'data-variant':
      return value === 'inset' || value === 'flat';
    case 'data-cols':
      return /^[1-4]$/.test(value);
    case 'data-icon':
      return /^[\w-]{1,60}$/.test(value);
    case 'pre':
    case 'post':
      return value.length <= 400 && !/[<>]/.test(value);
    case 'colspan':
    case 'rowspan':
      return /^\d{1,3}$/.test(value);
    case 'data-icon-size':
      return /^\d{1,2}$/.test(value);
    case 'data-icon-style':
      return /^[a-z-]{1,30}$/.test(value);
    case 'data-color':
      return isCssColor(value);
    case 'data-default-tab':
      return /^\d{1,3}$/.test(value);
    case 'data-sync':
      return value === 'false';
    case 'data-highlight':
    case 'data-focus':
      return /^[\d,-]{1,400}$/.test(value);
    case 'data-lines':
    case 'data-wrap':
    case 'data-expandable':
    case 'data-dropdown':
    case 'controls':
    case 'autoplay':
    case 'muted':
    case 'loop':
    case 'playsinline':
    case 'allowfullscreen':
      return value === '';
    case 'sandbox':
      return value === 'allow-scripts allow-same-origin allow-presentation allow-popups';
    case 'referrerpolicy':
      return value === 'strict-origin-when-cross-origin';
    case 'allow':
      return /^[a-z-]+(;\s*[a-z-]+)*;?$/.test(value);
    case 'data-size':
      return /^(p|h2|h3|h4)$/.test(value);
    case 'id':
      return /^[\p{L}\p{N}_.-]{1,100}$/u.test(value);
    case 'loading':
      return value === 'lazy';
    default:
      return true;
  }
}

const SVG_ELEMENTS: ReadonlySet<string> = new Set(SVG_TAGS);

function attribute(element: string, name: string, value: string): AttributeVerdict {
  // A drawing's elements carry only their presentation (svg-attributes.ts), nothing else.
  if (SVG_ELEMENTS.has(element)) return svgAttributeAllowed(name, value) ? 'keep' : 'drop';
  const allowed = ATTRIBUTES[name];
  if (allowed === undefined || (allowed !== '*' && !allowed.includes(element))) return 'drop';
  if (!valueAllowed(element, name, value)) return 'drop';
  // Plain-text values (a placeholder such as "Note: …") must not be mistaken for URLs; URLs keep DOMPurify's own check too.
  return name === 'href' || name === 'src' || name === 'poster' ? 'check' : 'keep';
}

export const mdxPolicy: SanitizerPolicy = { config, attribute };
