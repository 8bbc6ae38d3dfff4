/**
 * One copy of each element stylesheet per built site. Lit's server renderer writes an element's whole stylesheet
 * into every declarative shadow root it draws (about 23 KB for each parameter field), so an operation page was
 * mostly styles. `docs build` moves each shadow root's leading `<style>` (the element's static styles, always first
 * in the root) to `_site/styles/<hash>.css` and links it from the root instead; the page's head preloads each sheet
 * it links, so the sheets arrive with the page and the roots are styled at first paint, with or without JavaScript.
 * A sheet's name is its content's hash: one file per distinct sheet, the same name in every page and every thread.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './html.js';

/** Where the sheets go, under the output folder (and the site's base). */
export const STYLES_DIR = '_site/styles';

/**
 * A declarative shadow root's opening tag and its leading `<style>`, as `@lit-labs/ssr` writes them (a style's text
 * ends at the first `</style>`, as the HTML parser reads it; spec text in the page is escaped, so never matches).
 */
const SHADOW_STYLE = /(<template shadowroot(?:mode)?="(?:open|closed)"[^>]*>)<style>([\s\S]*?)<\/style>/g;

/** A page's HTML with shared sheets, and the sheets it links (file name → CSS). */
export interface SharedStyles {
  readonly html: string;
  readonly sheets: ReadonlyMap<string, string>;
}

const sheetName = (css: string): string => `${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;

/** Replaces every shadow root's leading `<style>` in `html` with a link to its sheet under `base`. */
export function shareShadowStyles(html: string, base: string): SharedStyles {
  const sheets = new Map<string, string>();
  const out = html.replace(SHADOW_STYLE, (_all, template: string, css: string) => {
    const name = sheetName(css);
    sheets.set(name, css);
    return `${template}<link rel="stylesheet" href="${escapeHtml(`${base}${STYLES_DIR}/${name}`)}">`;
  });
  return { html: out, sheets };
}

/** The head's preload links for the sheets a page links, in the order it first links them. */
export function preloadLinks(sheets: Iterable<string>, base: string): string {
  return [...sheets]
    .map((name) => `    <link rel="preload" as="style" href="${escapeHtml(`${base}${STYLES_DIR}/${name}`)}" />\n`)
    .join('');
}

/** Writes each sheet not written yet by this writer under `out` (same name, same content: threads may share). */
export function sheetWriter(out: string): (sheets: ReadonlyMap<string, string>) => string[] {
  const written = new Set<string>();
  return (sheets) => {
    const fresh: string[] = [];
    for (const [name, css] of sheets) {
      if (written.has(name)) continue;
      written.add(name);
      mkdirSync(join(out, STYLES_DIR), { recursive: true });
      writeFileSync(join(out, STYLES_DIR, name), css);
      fresh.push(`${STYLES_DIR}/${name}`);
    }
    return fresh;
  };
}
