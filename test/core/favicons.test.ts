// The one favicon rule and the page head `docs build` writes from it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { faviconHead } from '../../src/cli/site-head.js';
import { faviconLinks } from '../../src/theme/favicons.js';

test('one favicon is one link; a different dark one makes a light and a dark link by colour scheme', () => {
  assert.deepEqual(faviconLinks({}), []);
  assert.deepEqual(faviconLinks({ favicon: '/fav.svg' }), [{ path: 'fav.svg', type: 'image/svg+xml' }]);
  assert.deepEqual(faviconLinks({ favicon: 'fav.png', faviconDark: 'fav.png' }), [
    { path: 'fav.png', type: 'image/png' },
  ]);
  assert.deepEqual(faviconLinks({ favicon: 'https://cdn.test/a.ico?v=2', faviconDark: '/dark/b.webp' }), [
    { path: 'https://cdn.test/a.ico?v=2', type: 'image/x-icon', media: '(prefers-color-scheme: light)' },
    { path: 'dark/b.webp', type: 'image/webp', media: '(prefers-color-scheme: dark)' },
  ]);
  assert.deepEqual(faviconLinks({ favicon: 'icon' }), [{ path: 'icon' }]);
});

test('the built head writes those links under the base, escaped, and an empty icon when there is none', () => {
  assert.equal(faviconHead({}, '/docs/'), '    <link rel="icon" href="data:," />\n');
  assert.equal(
    faviconHead({ favicon: '/fav/light.png', faviconDark: 'fav/dark".svg' }, '/docs/'),
    '    <link rel="icon" href="/docs/fav/light.png" type="image/png" media="(prefers-color-scheme: light)" />\n' +
      '    <link rel="icon" href="/docs/fav/dark&quot;.svg" type="image/svg+xml" media="(prefers-color-scheme: dark)" />\n',
  );
});
