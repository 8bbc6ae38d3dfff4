import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSafeUrl } from '../../src/config/index.js';
import { isSafeImageUrl, isSafeLinkUrl, safeUrl } from '../../src/markdown/urls.js';
import { parseMdxPage } from '../../src/mdx/parse-mdx-page.js';

// One URL policy: docs.json, the MDX renderer and the sanitisers give the same verdict on every URL.
const urls = [
  'https://x.test/a',
  '/relative',
  '#frag',
  '//host/a',
  'mailto:a@x.test',
  'tel:+15550100',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  '\\\\evil.test/x',
  '&#106;avascript:alert(1)',
  'data:image/png;base64,AAAA',
  'vbscript:x',
];

test('MDX links keep exactly the URLs the markdown link policy keeps', () => {
  for (const url of urls) {
    const html = parseMdxPage(`<a href="${url}">x</a>`).html;
    assert.equal(/<a href=/.test(html), isSafeLinkUrl(url), `${url}: ${html}`);
  }
});

test('MDX images keep exactly the URLs the markdown image policy keeps', () => {
  for (const url of urls) {
    const html = parseMdxPage(`<img src="${url}" alt="a" />`).html;
    // An image that would not load here becomes a link to it (media-origin.test.ts).
    assert.equal(/<img src=|<a href=/.test(html), isSafeImageUrl(url), `${url}: ${html}`);
  }
});

test('docs.json URLs and spec URL fields share the web policy', () => {
  for (const url of urls) assert.equal(isSafeUrl(url), safeUrl(url) !== undefined, url);
  assert.equal(isSafeUrl('\\\\evil.test/x'), false);
  assert.equal(isSafeLinkUrl('tel:+15550100'), true);
});
