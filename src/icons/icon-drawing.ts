/**
 * How a drawing is written as SVG, in one place for the three writers: the site's Lit templates
 * (components/api-docs/site-icons.ts), the page's DOM (mdx-icons.ts) and the markup `docs build` puts in a page
 * (icon-inline.ts). Stroked sets (Lucide, Tabler outline) are 2 units wide with round ends, as their packages draw
 * them; filled ones (Font Awesome, Tabler filled) fill in currentColor. Both follow the text colour, in either theme.
 */
import type { IconDrawing } from './icon-types.js';

export type SvgAttributes = Readonly<Record<string, string>>;

const STROKED: SvgAttributes = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};
const FILLED: SvgAttributes = { fill: 'currentColor', stroke: 'none' };

/** The `<svg>`'s attributes for a drawing (its grid and how it is painted). */
export function svgAttributes(drawing: IconDrawing): SvgAttributes {
  return { viewBox: `0 0 ${drawing.width} ${drawing.height}`, ...(drawing.stroke ? STROKED : FILLED) };
}

/** One `<path>`'s attributes: its data without the flag, and what the flag says (icon-types.ts `IconDrawing`). */
export function pathAttributes(path: string): SvgAttributes {
  switch (path[0]) {
    case '*':
      return { d: path.slice(1), fill: 'currentColor' };
    case '#':
      return { d: path.slice(1), fill: 'currentColor', stroke: 'none' };
    case '~':
      return { d: path.slice(1), opacity: '.5' };
    default:
      return { d: path };
  }
}

/** The drawing as SVG markup (its data holds only path characters: scripts/gen-icons.mjs checks). */
export function svgMarkup(drawing: IconDrawing, extra: SvgAttributes = {}): string {
  const attrs = (a: SvgAttributes): string =>
    Object.entries(a)
      .map(([k, v]) => ` ${k}="${v.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"`)
      .join('');
  const paths = drawing.paths.map((p) => `<path${attrs(pathAttributes(p))}/>`).join('');
  return `<svg${attrs({ ...svgAttributes(drawing), ...extra })}>${paths}</svg>`;
}
