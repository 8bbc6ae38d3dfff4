// The theme tokens in a built page's head (src/cli/theme-styles.ts): inline when the build has the sheets, linked
// when it has not, and inline as soon as they exist (a `docs dev` started in a checkout never built).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { themeHead } from '../../src/cli/theme-styles.js';

test('themes are linked while the sheets are missing and inline once they exist', () => {
  const dir = mkdtempSync(join(tmpdir(), 'theme-styles-'));
  try {
    const asset = (path: string): string => `/_site/${path}`;
    const missing = themeHead(asset, dir);
    assert.match(missing, /<link rel="stylesheet" href="\/_site\/themes\/light\.css" \/>/);
    assert.match(missing, /<link rel="stylesheet" href="\/_site\/themes\/dark\.css" \/>/);
    assert.doesNotMatch(missing, /<style>/);

    writeFileSync(join(dir, 'light.css'), '/* generated */\n:root { --api-accent: #123456; }\n');
    writeFileSync(join(dir, 'dark.css'), '/* generated */\n[data-theme="dark"] { --api-accent: #abcdef; }\n');
    const present = themeHead(asset, dir);
    assert.doesNotMatch(present, /<link/);
    assert.match(
      present,
      /<style>\n:root \{ --api-accent: #123456; \}\n\[data-theme="dark"\] \{ --api-accent: #abcdef; \}\n/,
    );
    assert.doesNotMatch(present, /generated/, 'the leading comments are left out');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
