/**
 * docs.json `styling.codeblocks` (issue 16): `system` and `dark`, one Shiki theme for both schemes, or one per
 * scheme. A theme name shiki does not bundle is a warning naming it (the code keeps the built-in colours);
 * the palettes generated from shiki's themes match the themes themselves.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { bundledThemes } from 'shiki';
import { parseDocsConfig } from '../../src/config/index.js';
import { CODE_THEME_NAMES } from '../../src/highlight/code-theme-names.js';
import { CODE_THEME_PALETTES, CODE_THEME_TOKENS } from '../../src/highlight/code-theme-palettes.js';

const navigation = { groups: [{ group: 'Start', pages: ['index'] }] };
const parse = (codeblocks: unknown) =>
  parseDocsConfig(JSON.stringify({ name: 'Site', navigation, styling: { codeblocks } }));

test('system, dark, one theme, and a theme per scheme are read as written', () => {
  for (const [written, read] of [
    ['system', 'system'],
    ['dark', 'dark'],
    ['dracula', { light: 'dracula', dark: 'dracula' }],
    [{ theme: 'nord' }, { light: 'nord', dark: 'nord' }],
    [{ theme: { light: 'github-light', dark: 'github-dark' } }, { light: 'github-light', dark: 'github-dark' }],
  ] as const) {
    const { config, diagnostics } = parse(written);
    assert.deepEqual(diagnostics, [], JSON.stringify(written));
    assert.deepEqual(config.styling?.codeblocks, read, JSON.stringify(written));
  }
});

test('a theme name shiki does not bundle is a warning that names it; a name that is not one is an error', () => {
  const unknown = parse({ theme: { light: 'github-light', dark: 'midnight-purple' } });
  assert.deepEqual(
    unknown.diagnostics.map((d) => [d.severity, d.code, d.pointer]),
    [['warning', 'config/not-supported', '/styling/codeblocks/theme/dark']],
  );
  assert.match(unknown.diagnostics[0]!.message, /"midnight-purple" is not one of the Shiki themes/);
  assert.deepEqual(unknown.config.styling?.codeblocks, { light: 'github-light', dark: 'midnight-purple' });
  const bad = parse({ theme: 'url(x)' });
  assert.deepEqual(
    bad.diagnostics.map((d) => [d.severity, d.pointer]),
    [['error', '/styling/codeblocks/theme']],
  );
});

test('every bundled shiki theme has a palette, and the palette has the theme’s own colours', async () => {
  assert.deepEqual([...CODE_THEME_NAMES].sort(), Object.keys(bundledThemes).sort());
  assert.deepEqual(Object.keys(CODE_THEME_PALETTES).sort(), Object.keys(bundledThemes).sort());
  const at = (name: string, token: (typeof CODE_THEME_TOKENS)[number]): string | undefined =>
    CODE_THEME_PALETTES[name]?.[1 + CODE_THEME_TOKENS.indexOf(token)];
  const dracula = (await bundledThemes.dracula()).default;
  assert.equal(CODE_THEME_PALETTES['dracula']?.[0], 'dark');
  assert.equal(at('dracula', 'background'), dracula.colors?.['editor.background']?.toLowerCase());
  assert.equal(at('dracula', 'foreground'), dracula.colors?.['editor.foreground']?.toLowerCase());
  assert.equal(at('dracula', 'token-comment'), '#6272a4');
  assert.equal(at('dracula', 'token-keyword'), '#ff79c6');
  assert.equal(CODE_THEME_PALETTES['github-light']?.[0], 'light');
  assert.equal(at('github-light', 'token-keyword'), '#d73a49');
  for (const [name, row] of Object.entries(CODE_THEME_PALETTES)) {
    assert.equal(row.length, 1 + CODE_THEME_TOKENS.length, name);
    for (const colour of row.slice(1)) assert.match(colour, /^#[0-9a-f]{3,8}$/, `${name}: ${colour}`);
  }
});
