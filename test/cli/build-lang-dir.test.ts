/** `docs build` writes `<html lang dir>` for every page from the page's language (docs.json navigation.languages). */
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cli } from './helpers.js';

const out = mkdtempSync(join(tmpdir(), 'docs-build-rtl-'));
after(() => rmSync(out, { recursive: true, force: true }));

test('an Arabic page is <html lang="ar" dir="rtl">, an English one lang="en" dir="ltr"', async () => {
  const { code, err } = await cli('build', 'test/fixtures/site-rtl', '--out', out);
  assert.equal(code, 0, err);
  const htmlTag = (rel: string): string => /<html[^>]*>/.exec(readFileSync(join(out, rel), 'utf8'))![0];
  assert.equal(htmlTag('ar/index/index.html'), '<html lang="ar" dir="rtl">');
  assert.equal(htmlTag('ar/api/get-pet/index.html'), '<html lang="ar" dir="rtl">');
  assert.equal(htmlTag('en/index/index.html'), '<html lang="en" dir="ltr">');
  assert.equal(htmlTag('api/get-pet/index.html'), '<html lang="en" dir="ltr">');
  // The home page and the 404 page are in the default language.
  assert.equal(htmlTag('index.html'), '<html lang="en" dir="ltr">');
  assert.equal(htmlTag('404.html'), '<html lang="en" dir="ltr">');
});
