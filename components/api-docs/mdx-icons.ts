/**
 * The page's icon chunk, loaded only when a page shows an icon or a colour: every
 * `<span class="icon" data-icon>` src/mdx wrote gets its drawing (site-icons.ts `iconDrawing`: Font Awesome Free,
 * Lucide or Tabler, named as the site's docs.json `icons.library` names icons, the nearest `data-icon-library`),
 * built with DOM APIs from that data, never from the page's markup; `data-color` (a colour the sanitiser already
 * checked) and `data-icon-size` become style properties. A name nothing draws keeps a neutral dot.
 */
import { pathAttributes, svgAttributes, type SvgAttributes } from '../../src/icons/icon-drawing.js';
import type { IconDrawing, IconValue } from '../../src/icons/icon-types.js';
import { iconDrawing, libraryOf } from './site-icons.js';

const SVG = 'http://www.w3.org/2000/svg';
const DOT: IconDrawing = { width: 24, height: 24, stroke: false, paths: ['M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6'] };

function element(name: string, attributes: SvgAttributes): SVGElement {
  const el = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  return el;
}

function drawing(icon: IconDrawing): SVGSVGElement {
  const svg = element('svg', { ...svgAttributes(icon), 'aria-hidden': 'true', focusable: 'false' }) as SVGSVGElement;
  svg.append(...icon.paths.map((path) => element('path', pathAttributes(path))));
  return svg;
}

/** The icon a span names: `data-icon`, with its Font Awesome style when the page gave one (`iconType`). */
function valueOf(span: HTMLElement): IconValue {
  const name = span.dataset['icon'] ?? '';
  const style = span.dataset['iconStyle'];
  return style === undefined ? name : { name, style };
}

/** Draws every icon under `root` not drawn yet, and applies colours and sizes; resolves when all are drawn. */
export async function drawIcons(root: ParentNode): Promise<void> {
  const spans = [...root.querySelectorAll<HTMLElement>('span.icon[data-icon]:not([data-drawn]):not([data-drawing])')];
  for (const span of spans) {
    span.dataset['drawing'] = '';
    const size = span.dataset['iconSize'];
    if (size !== undefined && /^\d{1,2}$/.test(size)) span.style.setProperty('--_icon-size', `${size}px`);
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-color]:not([data-colored])')) {
    el.dataset['colored'] = '';
    const color = el.dataset['color'] ?? '';
    if (CSS.supports('color', color)) el.style.setProperty('--_item-color', color);
  }
  await Promise.all(
    spans.map(async (span) => {
      const icon = await iconDrawing(valueOf(span), libraryOf(span));
      span.replaceChildren(drawing(icon ?? DOT));
      delete span.dataset['drawing'];
      span.dataset['drawn'] = '';
    }),
  );
}
