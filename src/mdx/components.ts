/**
 * The MDX components this library understands, each with the attributes it accepts and the HTML
 * it becomes. Anything not listed here is inert: never run, reported, and its attributes dropped.
 */
import { flag, list, rich, str } from './attribute-values.js';
import type { ComponentAttributes } from './attribute-values.js';
import { attributes, element } from './html.js';
import type { AttributeValue } from './html.js';
import type { AttributeKind, ComponentSpec } from './component-spec.js';
import { CALLOUT_ICONS, cssColor, iconOf, MINTLIFY_COMPONENTS } from './mintlify-components.js';
import { svgElementSpec } from './svg-element.js';

export type { ComponentAttributes };
export type { AttributeKind, ComponentSpec } from './component-spec.js';

export const PARAM_LOCATIONS = ['path', 'query', 'header', 'cookie', 'body'] as const;

function callout(kind: string): ComponentSpec {
  return {
    attributes: { title: 'string', icon: 'string', iconType: 'string', color: 'string' },
    render: (a, inner) => {
      const title = rich(a['title']);
      const heading = title === undefined ? '' : element('p', { class: 'callout-title' }, title);
      const icon = iconOf(a['icon'] ?? CALLOUT_ICONS[kind], ' callout-icon');
      return element(
        'aside',
        { class: `callout callout-${kind}`, role: 'note', 'data-color': cssColor(str(a['color'])) },
        icon + element('div', { class: 'callout-content' }, heading + inner),
      );
    },
  };
}

function codeGroup(kind: string): ComponentSpec {
  return {
    attributes: { title: 'string', dropdown: 'boolean' },
    render: (a, inner) =>
      element(
        'div',
        { class: 'code-group', 'data-kind': kind, 'data-title': str(a['title']), 'data-dropdown': flag(a['dropdown']) },
        inner,
      ),
  };
}

/** `pre={["beta"]}` → the field element's `pre` attribute, a JSON list of texts. */
function labelAttribute(value: ComponentAttributes[string] | undefined): string | undefined {
  const texts = list(value).filter((t) => t.trim() !== '');
  return texts.length === 0 ? undefined : JSON.stringify(texts.slice(0, 8));
}

export const COMPONENTS: Readonly<Record<string, ComponentSpec>> = {
  ParamField: {
    attributes: {
      path: 'string',
      query: 'string',
      header: 'string',
      cookie: 'string',
      body: 'string',
      type: 'string',
      required: 'boolean',
      default: 'string',
      placeholder: 'string',
      deprecated: 'boolean',
      pre: 'list',
      post: 'list',
    },
    render: (a, inner) => {
      const attrs: Record<string, AttributeValue> = {};
      for (const location of PARAM_LOCATIONS) attrs[location] = str(a[location]);
      Object.assign(attrs, {
        type: str(a['type']),
        required: flag(a['required']),
        default: str(a['default']),
        placeholder: str(a['placeholder']),
        deprecated: flag(a['deprecated']),
        pre: labelAttribute(a['pre']),
        post: labelAttribute(a['post']),
      });
      return element('param-field', attrs, inner);
    },
  },
  ResponseField: {
    attributes: {
      name: 'string',
      type: 'string',
      required: 'boolean',
      default: 'string',
      deprecated: 'boolean',
      pre: 'list',
      post: 'list',
    },
    render: (a, inner) =>
      element(
        'response-field',
        {
          name: str(a['name']),
          type: str(a['type']),
          required: flag(a['required']),
          default: str(a['default']),
          deprecated: flag(a['deprecated']),
          pre: labelAttribute(a['pre']),
          post: labelAttribute(a['post']),
        },
        inner,
      ),
  },
  Expandable: {
    attributes: { title: 'string', defaultOpen: 'boolean' },
    render: (a, inner) => {
      const summary = element('summary', {}, rich(a['title']) ?? 'Show properties');
      return element('details', { class: 'expandable', open: flag(a['defaultOpen']) }, summary + inner);
    },
  },
  RequestExample: codeGroup('request-example'),
  ResponseExample: codeGroup('response-example'),
  CodeGroup: codeGroup('code-group'),
  Tabs: {
    attributes: { defaultTabIndex: 'string', sync: 'boolean', borderBottom: 'boolean' },
    render: (a, inner) => {
      const index = str(a['defaultTabIndex']);
      return element(
        'div',
        {
          class: flag(a['borderBottom']) ? 'tabs tabs-border' : 'tabs',
          'data-default-tab': index !== undefined && /^\d{1,3}$/.test(index) ? index : undefined,
          'data-sync': a['sync'] === false ? 'false' : undefined,
        },
        inner,
      );
    },
  },
  Tab: {
    attributes: { title: 'string', icon: 'string', iconType: 'string' },
    render: (a, inner) =>
      element(
        'section',
        { class: 'tab', 'data-title': str(a['title']), 'data-icon': str(a['icon']), 'aria-label': str(a['title']) },
        inner,
      ),
  },
  Note: callout('note'),
  Tip: callout('tip'),
  Info: callout('info'),
  Warning: callout('warning'),
  Check: callout('check'),
  Danger: callout('danger'),
  Callout: callout('callout'),
  ...MINTLIFY_COMPONENTS,
};

/** Plain HTML elements an MDX page may use, with their few harmless attributes. */
const HTML_ALLOWED: Readonly<Record<string, Readonly<Record<string, AttributeKind>>>> = {
  a: { href: 'url', title: 'string', id: 'string', target: 'ignored', rel: 'ignored' },
  img: { src: 'url', alt: 'string', title: 'string', width: 'string', height: 'string', className: 'string' },
  br: {},
  hr: {},
  b: {},
  strong: {},
  i: {},
  em: {},
  u: {},
  s: {},
  sub: {},
  sup: {},
  kbd: {},
  code: {},
  mark: {},
  small: {},
  span: {},
  div: {},
  p: {},
  details: {},
  summary: {},
  table: {},
  thead: {},
  tbody: {},
  tfoot: {},
  tr: {},
  th: { colspan: 'string', colSpan: 'string', rowspan: 'string', rowSpan: 'string', align: 'string', width: 'ignored' },
  td: { colspan: 'string', colSpan: 'string', rowspan: 'string', rowSpan: 'string', align: 'string', width: 'ignored' },
  pre: {},
  figure: {},
  figcaption: {},
  ul: {},
  ol: { start: 'string' },
  li: {},
  blockquote: {},
  video: {
    src: 'url',
    poster: 'url',
    width: 'string',
    height: 'string',
    controls: 'boolean',
    autoplay: 'boolean',
    autoPlay: 'boolean',
    muted: 'boolean',
    loop: 'boolean',
    playsinline: 'boolean',
    playsInline: 'boolean',
  },
  source: { src: 'url', type: 'string' },
  // Only players of the video hosts urls.ts allows; render-html.ts drops any other frame.
  iframe: {
    src: 'url',
    title: 'string',
    width: 'string',
    height: 'string',
    allow: 'string',
    allowfullscreen: 'boolean',
    allowFullScreen: 'boolean',
    // The frame's own sandbox and referrer policy are set here; these spellings are read and dropped.
    frameBorder: 'ignored',
    frameborder: 'ignored',
    webkitallowfullscreen: 'ignored',
    mozallowfullscreen: 'ignored',
    sandbox: 'ignored',
    referrerpolicy: 'ignored',
    referrerPolicy: 'ignored',
    alt: 'ignored',
  },
};

const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'source']);

/** JSX spells some attributes in camel case; HTML wants them in lower case. */
const HTML_NAMES: Readonly<Record<string, string>> = {
  autoPlay: 'autoplay',
  playsInline: 'playsinline',
  allowFullScreen: 'allowfullscreen',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
};

/**
 * A picture meant for one colour scheme, as Mintlify projects mark it with Tailwind's classes
 * (`block dark:hidden` for light, `hidden dark:block` for dark): the site shows it in that scheme only.
 * Other classes are the project's own stylesheet's, which a self-hosted site does not load.
 */
function schemeClass(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const classes = value.split(/\s+/);
  if (classes.includes('dark:hidden')) return 'light-only';
  if (classes.includes('hidden') && classes.some((c) => /^dark:(block|inline|inline-block|flex)$/.test(c)))
    return 'dark-only';
  return undefined;
}

/** What the browser may do inside an embedded video player. */
const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

export function htmlElementSpec(name: string): ComponentSpec | undefined {
  const allowed = HTML_ALLOWED[name];
  if (allowed === undefined) return svgElementSpec(name);
  return {
    attributes: allowed,
    render: (a, inner) => {
      const attrs: Record<string, AttributeValue> = {};
      for (const key of Object.keys(allowed)) {
        const value = a[key];
        const target = HTML_NAMES[key] ?? key;
        if (allowed[key] === 'ignored' || (attrs[target] !== undefined && value === undefined)) continue;
        // An element-valued prop on plain HTML (`title={<b>x</b>}`) is the text it shows.
        attrs[target] = Array.isArray(value) ? undefined : typeof value === 'object' ? str(value) : value;
      }
      if (name === 'img' || name === 'iframe') attrs['loading'] = 'lazy';
      delete attrs['className'];
      attrs['class'] = schemeClass(a['className']);
      if (name === 'iframe') {
        attrs['sandbox'] = EMBED_SANDBOX;
        attrs['referrerpolicy'] = 'strict-origin-when-cross-origin';
      }
      return VOID_ELEMENTS.has(name) ? `<${name}${attributes(attrs)}>` : element(name, attrs, inner);
    },
  };
}

/**
 * Elements whose content is code or foreign markup: when a page uses one, its content is dropped
 * too (rendering a `<script>`'s text as prose would only confuse).
 */
export const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  // Inside a drawing: what could reference, load, animate or embed something (svg-element.ts draws the rest).
  'foreignobject',
  'use',
  'image',
  'animate',
  'animatemotion',
  'animatetransform',
  'set',
  'math',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'option',
  'head',
  'html',
  'body',
  'audio',
  'canvas',
  'portal',
]);
