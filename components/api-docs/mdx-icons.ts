/**
 * The page's icon chunk, loaded only when a page shows an icon or a colour: every
 * `<span class="icon" data-icon>` src/mdx wrote gets its drawing from the bundled set (src/icons), named as
 * the site's docs.json `icons.library` names icons (the nearest `data-icon-library`),
 * built with DOM APIs from that set's own data, never from the page's markup; `data-color` (a colour
 * the sanitiser already checked) and `data-icon-size` become style properties.
 */
import { adoptStyles } from './adopt-styles.js';
import { iconPath, type IconLibrary } from '../../src/icons/icon-set.js';
import { iconStyles } from './mdx-lazy.styles.js';

const SVG = 'http://www.w3.org/2000/svg';

function libraryOf(el: Element): IconLibrary | undefined {
  const library = el.closest<HTMLElement>('[data-icon-library]')?.dataset['iconLibrary'];
  return library === 'fontawesome' || library === 'lucide' || library === 'tabler' ? library : undefined;
}

function drawing(name: string, library: IconLibrary | undefined): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', iconPath(name, library));
  svg.append(path);
  return svg;
}

/** Draws every icon under `root` not drawn yet, and applies colours and sizes. */
export function drawIcons(root: ParentNode): void {
  adoptStyles(root, iconStyles);
  for (const span of root.querySelectorAll<HTMLElement>('span.icon[data-icon]:not([data-drawn])')) {
    span.dataset['drawn'] = '';
    span.replaceChildren(drawing(span.dataset['icon'] ?? '', libraryOf(span)));
    const size = span.dataset['iconSize'];
    if (size !== undefined && /^\d{1,2}$/.test(size)) span.style.setProperty('--_icon-size', `${size}px`);
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-color]:not([data-colored])')) {
    el.dataset['colored'] = '';
    const color = el.dataset['color'] ?? '';
    if (CSS.supports('color', color)) el.style.setProperty('--_item-color', color);
  }
}
