/**
 * The drawing an MDX page may inline (`icon={<svg …/>}`, or an `<svg>` in the text): shapes and their
 * presentation only. No scripts, links, references (`url(#x)`, `<use>`), embedded images, foreign HTML, styles or
 * animation, so a drawing can neither run nor load anything. src/mdx writes only these; mdx-policy.ts keeps only
 * these; both read this one table.
 */
import { isCssColor } from './css-color.js';

/** The SVG elements a page may use, by their names in the DOM. */
export const SVG_TAGS = ['svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect'] as const;

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?(px|%|em)?$/i;
const NUMBERS = /^[\d\s.,eE+-]{0,2000}$/;
const PATH = /^[MmLlHhVvCcSsQqTtAaZz\d\s.,eE+-]{0,20000}$/;
const TRANSFORM = /^(\s*(matrix|translate|scale|rotate|skewX|skewY)\([\d\s.,eE+-]{0,200}\)\s*,?)*$/;

const paint = (value: string): boolean => value === 'none' || value === 'currentColor' || isCssColor(value);

/** Attribute (its name in HTML, lower case) → the values it may hold. */
const SVG_ATTRIBUTES: Readonly<Record<string, (value: string) => boolean>> = {
  viewbox: (v) => NUMBERS.test(v),
  width: (v) => NUMBER.test(v),
  height: (v) => NUMBER.test(v),
  x: (v) => NUMBER.test(v),
  y: (v) => NUMBER.test(v),
  x1: (v) => NUMBER.test(v),
  y1: (v) => NUMBER.test(v),
  x2: (v) => NUMBER.test(v),
  y2: (v) => NUMBER.test(v),
  cx: (v) => NUMBER.test(v),
  cy: (v) => NUMBER.test(v),
  r: (v) => NUMBER.test(v),
  rx: (v) => NUMBER.test(v),
  ry: (v) => NUMBER.test(v),
  d: (v) => PATH.test(v),
  points: (v) => NUMBERS.test(v),
  transform: (v) => TRANSFORM.test(v),
  fill: paint,
  stroke: paint,
  opacity: (v) => NUMBER.test(v),
  'fill-opacity': (v) => NUMBER.test(v),
  'stroke-opacity': (v) => NUMBER.test(v),
  'stroke-width': (v) => NUMBER.test(v),
  'stroke-miterlimit': (v) => NUMBER.test(v),
  'stroke-dasharray': (v) => NUMBERS.test(v),
  'stroke-linecap': (v) => /^(butt|round|square)$/.test(v),
  'stroke-linejoin': (v) => /^(miter|round|bevel|arcs|miter-clip)$/.test(v),
  'fill-rule': (v) => /^(nonzero|evenodd)$/.test(v),
  'clip-rule': (v) => /^(nonzero|evenodd)$/.test(v),
};

export const SVG_ATTRIBUTE_NAMES: readonly string[] = Object.keys(SVG_ATTRIBUTES);

/** JSX spells SVG attributes in camel case (`strokeWidth`, `viewBox`); HTML's name, in lower case. */
export function svgAttributeName(jsxName: string): string {
  return jsxName.replace(/[A-Z]/g, (c) => (jsxName === 'viewBox' ? c.toLowerCase() : `-${c.toLowerCase()}`));
}

/** Whether an SVG attribute (its HTML name) may hold this value. */
export function svgAttributeAllowed(name: string, value: string): boolean {
  return SVG_ATTRIBUTES[name]?.(value.trim()) === true;
}
