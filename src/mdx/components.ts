/**
 * The MDX components this library understands, each with the attributes it accepts and the HTML
 * it becomes. Anything not listed here is inert: never run, reported, and its attributes dropped.
 */
import { flag, str } from './attribute-values.js';
import type { ComponentAttributes } from './attribute-values.js';
import { attributes, element, escapeText } from './html.js';
import type { AttributeValue } from './html.js';
import type { AttributeKind, ComponentSpec } from './component-spec.js';
import { MINTLIFY_COMPONENTS } from './mintlify-components.js';

export type { ComponentAttributes };
export type { AttributeKind, ComponentSpec } from './component-spec.js';

export const PARAM_LOCATIONS = ['path', 'query', 'header', 'cookie', 'body'] as const;

function callout(kind: string): ComponentSpec {
  return {
    attributes: { title: 'string' },
    render: (a, inner) => {
      const title = str(a['title']);
      const heading = title === undefined ? '' : element('p', { class: 'callout-title' }, escapeText(title));
      return element('aside', { class: `callout callout-${kind}`, role: 'note' }, heading + inner);
    },
  };
}

function codeGroup(kind: string): ComponentSpec {
  return {
    attributes: { title: 'string' },
    render: (a, inner) =>
      element('div', { class: 'code-group', 'data-kind': kind, 'data-title': str(a['title']) }, inner),
  };
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
      });
      return element('param-field', attrs, inner);
    },
  },
  ResponseField: {
    attributes: { name: 'string', type: 'string', required: 'boolean', default: 'string', deprecated: 'boolean' },
    render: (a, inner) =>
      element(
        'response-field',
        {
          name: str(a['name']),
          type: str(a['type']),
          required: flag(a['required']),
          default: str(a['default']),
          deprecated: flag(a['deprecated']),
        },
        inner,
      ),
  },
  Expandable: {
    attributes: { title: 'string', defaultOpen: 'boolean' },
    render: (a, inner) => {
      const summary = element('summary', {}, escapeText(str(a['title']) ?? 'Show properties'));
      return element('details', { class: 'expandable', open: flag(a['defaultOpen']) }, summary + inner);
    },
  },
  RequestExample: codeGroup('request-example'),
  ResponseExample: codeGroup('response-example'),
  CodeGroup: codeGroup('code-group'),
  Tabs: { attributes: {}, render: (_a, inner) => element('div', { class: 'tabs' }, inner) },
  Tab: {
    attributes: { title: 'string' },
    render: (a, inner) =>
      element('section', { class: 'tab', 'data-title': str(a['title']), 'aria-label': str(a['title']) }, inner),
  },
  Note: callout('note'),
  Tip: callout('tip'),
  Info: callout('info'),
  Warning: callout('warning'),
  Check: callout('check'),
  ...MINTLIFY_COMPONENTS,
};

/** Plain HTML elements an MDX page may use, with their few harmless attributes. */
const HTML_ALLOWED: Readonly<Record<string, Readonly<Record<string, AttributeKind>>>> = {
  a: { href: 'url', title: 'string' },
  img: { src: 'url', alt: 'string', title: 'string', width: 'string', height: 'string' },
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
};

const VOID_ELEMENTS = new Set(['br', 'hr', 'img']);

export function htmlElementSpec(name: string): ComponentSpec | undefined {
  const allowed = HTML_ALLOWED[name];
  if (allowed === undefined) return undefined;
  return {
    attributes: allowed,
    render: (a, inner) => {
      const attrs: Record<string, AttributeValue> = {};
      for (const key of Object.keys(allowed)) {
        const value = a[key];
        attrs[key] = Array.isArray(value) ? undefined : (value as AttributeValue);
      }
      if (name === 'img') attrs['loading'] = 'lazy';
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
  'iframe',
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
  'svg',
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
  'video',
  'audio',
  'source',
  'canvas',
  'portal',
]);
