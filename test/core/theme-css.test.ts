// components/themes/light.css and dark.css are made from components/themes/token-values.ts by
// scripts/gen-themes.mjs: the committed files are what it makes, each defines every token with its theme's
// value (dark.css twice: under data-theme="dark" and for a reader who prefers dark), and a hand edit or a
// token changed without regenerating is caught.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { staleThemes, themeFiles, THEMES_DIR } from '../../scripts/gen-themes.mjs';
import { darkTokens, lightTokens } from '../../components/themes/token-values.js';

/** The `--api-*` declarations of the rule whose selector starts at `selector`. */
function declared(css: string, selector: string): Record<string, string> {
  const block = css.slice(css.indexOf(selector));
  const body = block.slice(block.indexOf('{') + 1, block.indexOf('}'));
  return Object.fromEntries([...body.matchAll(/--api-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

test('the committed theme CSS is what scripts/gen-themes.mjs makes from token-values.ts', async () => {
  assert.deepEqual(await staleThemes(), []);
});

test('each rule defines every token with its theme’s value', async () => {
  const files = await themeFiles();
  assert.deepEqual(declared(files['light.css']!, ':root'), lightTokens);
  assert.deepEqual(declared(files['dark.css']!, "[data-theme='dark']"), darkTokens);
  assert.deepEqual(declared(files['dark.css']!, ":root:not([data-theme='light'])"), darkTokens);
  assert.match(files['dark.css']!, /@media \(prefers-color-scheme: dark\) \{\n {2}:root:not\(\[data-theme='light'\]\)/);
});

test('a hand-edited or missing theme file is reported stale', async () => {
  const root = mkdtempSync(join(tmpdir(), 'theme-css-'));
  try {
    cpSync(THEMES_DIR, join(root, THEMES_DIR), { recursive: true });
    assert.deepEqual(await staleThemes(root), []);
    const dark = join(root, THEMES_DIR, 'dark.css');
    writeFileSync(dark, readFileSync(dark, 'utf8').replace('--api-accent: #a5b4fc;', '--api-accent: #a5b4fd;'));
    rmSync(join(root, THEMES_DIR, 'light.css'));
    assert.deepEqual((await staleThemes(root)).sort(), [join(THEMES_DIR, 'dark.css'), join(THEMES_DIR, 'light.css')]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
