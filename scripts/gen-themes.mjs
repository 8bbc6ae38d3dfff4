#!/usr/bin/env node
// Writes components/themes/light.css and dark.css, the global --api-* tokens for pages, from
// components/themes/token-values.ts (the one place their values are written; elements read the same data
// for their built-in fallbacks). The CSS files are committed, so an install or a checkout needs no step;
// `--check` (run by scripts/check-manifest.mjs, and test/core/theme-css.test.ts) fails when they are stale.
//
//   node scripts/gen-themes.mjs            after an edit of token-values.ts
//   node scripts/gen-themes.mjs --check
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTokenValues } from './lib/token-values.mjs';

export const THEMES_DIR = join('components', 'themes');

const GENERATED =
  'Generated from components/themes/token-values.ts by scripts/gen-themes.mjs: edit that file, then run it.';

/** One rule: the selector, then each token as `--api-<name>: <value>;`, then its colour scheme. */
function rule(selector, tokens, scheme, indent = '') {
  const lines = Object.entries(tokens).map(([name, value]) => `${indent}  --api-${name}: ${value};`);
  return [`${indent}${selector} {`, ...lines, `${indent}  color-scheme: ${scheme};`, `${indent}}`].join('\n');
}

/** File name → text of each theme file. */
export async function themeFiles() {
  const { lightTokens, darkTokens } = await loadTokenValues();
  const light = `/*
 * api-docs-elements light theme: the global --api-* tokens on the page.
 * Load it (or dark.css, or both) with <link rel="stylesheet">; elements read these tokens and
 * fall back to the same values when no theme is loaded.
 * ${GENERATED}
 */
${rule(":root,\n[data-theme='light']", lightTokens, 'light')}
`;
  const dark = `/*
 * api-docs-elements dark theme: the global --api-* tokens for dark pages.
 * Applies under [data-theme='dark'], and on :root when the reader prefers a dark colour scheme
 * (unless the page says data-theme='light'). It defines every token, so it works alone or after
 * light.css.
 * ${GENERATED}
 */
${rule("[data-theme='dark']", darkTokens, 'dark')}

@media (prefers-color-scheme: dark) {
${rule(":root:not([data-theme='light'])", darkTokens, 'dark', '  ')}
}
`;
  return { 'light.css': light, 'dark.css': dark };
}

/** The theme files (paths from the repository root) that are missing or differ from what the tokens make. */
export async function staleThemes(root = process.cwd()) {
  const stale = [];
  for (const [name, text] of Object.entries(await themeFiles())) {
    const file = join(root, THEMES_DIR, name);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(join(THEMES_DIR, name));
  }
  return stale;
}

/** Says whether the committed theme CSS is fresh (on stdout) or which files are stale (on stderr). */
export async function checkThemes() {
  const stale = await staleThemes();
  if (stale.length === 0) console.log('components/themes/*.css is fresh.');
  else
    console.error(`Stale theme CSS (${stale.join(', ')}): run \`node scripts/gen-themes.mjs\` and commit the result.`);
  return stale.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    if (!(await checkThemes())) process.exit(1);
  } else {
    for (const [name, text] of Object.entries(await themeFiles())) {
      writeFileSync(join(THEMES_DIR, name), text);
      console.log(`wrote ${join(THEMES_DIR, name)}`);
    }
  }
}
