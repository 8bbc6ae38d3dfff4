/**
 * Element stylesheets of a built page. Each declarative shadow root links its element kind's one stylesheet
 * (`_site/styles/<hash>.css`, drawn so by `api-docs-elements/server`'s linked mode) instead of carrying it inline:
 * the browser fetches and parses each sheet once for the whole site and keeps it cached across pages, where inline
 * sheets repeated in every field of a large operation made the page mostly styles. The head preloads the page's
 * sheets, so they arrive with the HTML and the first frame is styled (test/cli/shadow-styles-chromium.test.ts).
 * A sheet's file name is its content's hash: one file per distinct sheet, the same name in every page and thread.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../escape-html.js';

/** Where the sheets go, under the output folder (and the site's base). */
export const STYLES_DIR = '_site/styles';

/** A sheet a page links: its file name and text (as `api-docs-elements/server` returns them). */
export interface LinkedSheet {
  readonly name: string;
  readonly css: string;
}

/** The head's preload links for the sheets a page links, in the order it first links them. */
export function preloadLinks(sheets: readonly LinkedSheet[], base: string): string {
  return sheets
    .map(({ name }) => `    <link rel="preload" as="style" href="${escapeHtml(`${base}${STYLES_DIR}/${name}`)}" />\n`)
    .join('');
}

/** Writes each sheet not written yet by this writer under `out` (same name, same content: threads may share). */
export function sheetWriter(out: string): (sheets: readonly LinkedSheet[]) => string[] {
  const written = new Set<string>();
  return (sheets) => {
    const fresh: string[] = [];
    for (const { name, css } of sheets) {
      if (written.has(name)) continue;
      written.add(name);
      mkdirSync(join(out, STYLES_DIR), { recursive: true });
      writeFileSync(join(out, STYLES_DIR, name), css);
      fresh.push(`${STYLES_DIR}/${name}`);
    }
    return fresh;
  };
}
