/**
 * An `<svg>` drawing in a page or a prop (`icon={<svg …/>}`): its shapes with their presentation attributes,
 * as src/markdown/svg-attributes.ts allows them, each value checked; everything else of it is left out (event
 * handlers are reported by render-html.ts before they get here).
 */
import { SVG_ATTRIBUTE_NAMES, SVG_TAGS, svgAttributeAllowed, svgAttributeName } from '../markdown/svg-attributes.js';
import type { AttributeValue } from './html.js';
import { element } from './html.js';
import { str } from './attribute-values.js';
import type { AttributeKind, ComponentSpec } from './component-spec.js';

const camel = (name: string): string => name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** Both spellings a page may write (`stroke-width`, `strokeWidth`; `viewBox`), plus what is read and dropped. */
const ACCEPTED: Readonly<Record<string, AttributeKind>> = {
  ...Object.fromEntries(SVG_ATTRIBUTE_NAMES.flatMap((n) => [[n, 'string'] as const, [camel(n), 'string'] as const])),
  viewBox: 'string',
  xmlns: 'ignored',
  'xmlns:xlink': 'ignored',
  version: 'ignored',
  className: 'ignored',
  class: 'ignored',
  role: 'ignored',
  focusable: 'ignored',
  'aria-hidden': 'ignored',
};

const TAGS: ReadonlySet<string> = new Set(SVG_TAGS);

export function svgElementSpec(name: string): ComponentSpec | undefined {
  if (!TAGS.has(name)) return undefined;
  return {
    attributes: ACCEPTED,
    render: (a, inner) => {
      const attrs: Record<string, AttributeValue> = {};
      for (const [key, value] of Object.entries(a)) {
        const text = str(value);
        const html = svgAttributeName(key);
        if (text !== undefined && svgAttributeAllowed(html, text)) attrs[html] = text.trim();
      }
      return element(name, attrs, inner);
    },
  };
}
