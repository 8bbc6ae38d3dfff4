/**
 * The library's theme sheets (light.css, dark.css: the page's `--api-*` tokens) as a page's head carries them. Inline:
 * linked, they are two render-blocking requests that a pre-rendered page's first paint would wait for. Linked from
 * the site's assets folder only when the build has no themes to read (a checkout never built).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themesDir } from './package-root.js';

const THEMES = ['light.css', 'dark.css'] as const;
let inline: string | null | undefined;

/** The sheets' text without their leading comments, once per process; null when a file cannot be read. */
function readThemes(): string | null {
  try {
    return THEMES.map((file) =>
      readFileSync(join(themesDir(), file), 'utf8')
        .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
        .trim(),
    ).join('\n');
  } catch {
    return null;
  }
}

/** The head's theme lines: one `<style>`, or links to `asset(themes/…)`. */
export function themeHead(asset: (path: string) => string): string {
  inline ??= readThemes();
  if (inline !== null) return `    <style>\n${inline}\n    </style>\n`;
  return THEMES.map((file) => `    <link rel="stylesheet" href="${asset(`themes/${file}`)}" />\n`).join('');
}
