/**
 * `docs build`'s icons inside a page's content: every empty `<span class="icon" data-icon>` src/mdx wrote gets its
 * drawing as SVG markup (icon-drawing.ts), so the page's HTML holds the icons it shows, and only those, before any
 * script runs. Spans of a name nothing draws are left for the page's icon chunk (which draws a dot).
 * The drawings come from data already loaded (`loadAllIcons`), never from the page: only `data-icon`'s value is read.
 */
import { svgMarkup } from './icon-drawing.js';
import { iconNow } from './icon-resolve.js';
import type { IconLibrary, IconValue } from './icon-types.js';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };
const unescape = (text: string): string => text.replace(/&(amp|quot|lt|gt|#39);/g, (_, e: string) => ENTITIES[e] ?? '');

/** The page's HTML with its icon spans drawn, as the site's `library` names icons. */
export function inlineIcons(html: string, library: IconLibrary): string {
  return html.replace(/<span\b([^>]*\sdata-icon="([^"]*)"[^>]*)><\/span>/g, (whole, attrs: string, name: string) => {
    if (!/\sclass="icon[\s"]/.test(attrs) || /\sdata-drawn\b/.test(attrs)) return whole;
    const style = /\sdata-icon-style="([^"]*)"/.exec(attrs)?.[1];
    const value: IconValue = style === undefined ? unescape(name) : { name: unescape(name), style: unescape(style) };
    const own = /\sdata-icon-library="(fontawesome|lucide|tabler)"/.exec(attrs)?.[1] as IconLibrary | undefined;
    const drawing = iconNow(value, own ?? library);
    if (drawing == null) return whole;
    const size = /\sdata-icon-size="(\d{1,2})"/.exec(attrs)?.[1];
    const sized = size === undefined ? '' : ` style="--_icon-size: ${size}px"`;
    return `<span${attrs} data-drawn=""${sized}>${svgMarkup(drawing, { 'aria-hidden': 'true', focusable: 'false' })}</span>`;
  });
}
