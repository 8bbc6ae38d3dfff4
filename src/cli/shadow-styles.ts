/**
 * Element stylesheets of a built page. Lit's server renderer writes an element's whole stylesheet into every
 * declarative shadow root it draws (about 23 KB for each parameter field). Inline, they style the page in the frame
 * the HTML arrives in: a sheet fetched from a shadow root holds the first paint back by a request (on a local server,
 * 20 ms for a page's half-dozen sheets: longer than fetching and parsing a small spec). Repeated in every field of a
 * large operation, though, they would make the page mostly styles. So a page keeps its sheets inline up to
 * `INLINE_STYLES_BUDGET` characters; past it, the sheets that weigh most on it (size × uses) move, one by one, to
 * `_site/styles/<hash>.css`, linked from their roots and preloaded from the head, until the rest fits. The browser
 * parses a repeated inline sheet once (it caches sheets by text), and compression takes most of the repetition.
 * A sheet's file name is its content's hash: one file per distinct sheet, the same name in every page and thread.
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

/** A page's HTML, its heaviest sheets linked, and the sheets it links (file name → CSS). */
export interface SharedStyles {
  readonly html: string;
  readonly sheets: ReadonlyMap<string, string>;
}

/** Sheet text → file name; a build's pages share a handful of sheets, so each is hashed once per thread. */
const names = new Map<string, string>();
function sheetName(css: string): string {
  let name = names.get(css);
  if (name === undefined) {
    name = `${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
    names.set(css, name);
  }
  return name;
}

/** Inline sheet text (characters, every use counted) a page keeps before it links its heaviest sheets. */
export const INLINE_STYLES_BUDGET = 512 * 1024;

/**
 * Links the sheets of `html`'s shadow roots (each root's leading `<style>`) that do not fit in `budget` from files
 * under `base`; the rest stay inline.
 */
export function linkStylesOverBudget(html: string, base: string, budget = INLINE_STYLES_BUDGET): SharedStyles {
  const uses = new Map<string, number>();
  for (const [, , css] of html.matchAll(SHADOW_STYLE)) uses.set(css!, (uses.get(css!) ?? 0) + 1);
  let inline = 0;
  for (const [css, count] of uses) inline += css.length * count;
  const linked = new Set<string>();
  const heaviestFirst = [...uses].sort(([a, m], [b, n]) => b.length * n - a.length * m);
  for (const [css, count] of heaviestFirst) {
    if (inline <= budget) break;
    linked.add(css);
    inline -= css.length * count;
  }
  const sheets = new Map<string, string>();
  const out = html.replace(SHADOW_STYLE, (all, template: string, css: string) => {
    if (!linked.has(css)) return all;
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
