/**
 * The library's theme sheets (light.css, dark.css: the page's `--api-*` tokens) as a page's head carries them. Inline:
 * linked, they are two render-blocking requests that a pre-rendered page's first paint would wait for. Linked from
 * the site's assets folder only when the build has no themes to read (a checkout never built).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themesDir } from './package-root.js';

const THEMES = ['light.css', 'dark.css'] as const;
const inline = new Map<string, string>();

/** The sheets' text without their leading comments; null when a file cannot be read (read again next time). */
function readThemes(dir: string): string | null {
  try {
    return THEMES.map((file) =>
      readFileSync(join(dir, file), 'utf8')
        .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
        .trim(),
    ).join('\n');
  } catch {
    return null;
  }
}

/** The head's theme lines: one `<style>`, or links to `asset(themes/…)`. `dir` holds the sheets (dist/themes). */
export function themeHead(asset: (path: string) => string, dir = themesDir()): string {
  // A miss is not kept: a `docs dev` started in a checkout never built inlines the themes once a build made them.
  let text = inline.get(dir);
  if (text === undefined) {
    const read = readThemes(dir);
    if (read !== null) inline.set(dir, (text = read));
  }
  if (text !== undefined) return `    <style>\n${text}\n    </style>\n`;
  return THEMES.map((file) => `    <link rel="stylesheet" href="${asset(`themes/${file}`)}" />\n`).join('');
}
