// Media in pages and specs loads only from the page's own origin or over https (issue 14, item 13).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isLoadableMediaUrl } from '../../src/markdown/urls.js';
import { parseMdxPage } from '../../src/mdx/index.js';

test('isLoadableMediaUrl: relative, https and same-origin load; foreign plain http does not', () => {
  const page = 'http://127.0.0.1:4100';
  for (const url of ['/img/a.png', 'img/a.png', '../a.png', '?x', 'https://cdn.example/a.png', '//cdn.example/a.png']) {
    const onHttps = isLoadableMediaUrl(url, 'https://docs.example');
    assert.equal(onHttps, true, `${url} on an https page`);
  }
  assert.equal(isLoadableMediaUrl('/a.png', page), true);
  assert.equal(isLoadableMediaUrl('https://cdn.example/a.png', page), true);
  assert.equal(isLoadableMediaUrl('http://127.0.0.1:4100/a.png', page), true);
  assert.equal(isLoadableMediaUrl('HTTP://127.0.0.1:4100/a.png', page), true);
  // A protocol-relative URL takes the page's scheme: plain http to another host here.
  assert.equal(isLoadableMediaUrl('//localhost:4100/a.png', page), false);
  assert.equal(isLoadableMediaUrl('\\\\localhost/a.png', page), false);
  assert.equal(isLoadableMediaUrl('http://localhost:4100/a.png', page), false);
  assert.equal(isLoadableMediaUrl('http://127.0.0.1:4101/a.png', page), false);
  assert.equal(isLoadableMediaUrl('http://cdn.example/a.png', 'https://docs.example'), false);
  // Origin unknown (docs build): only relative and https.
  assert.equal(isLoadableMediaUrl('/a.png', undefined), true);
  assert.equal(isLoadableMediaUrl('https://cdn.example/a.png', undefined), true);
  assert.equal(isLoadableMediaUrl('//cdn.example/a.png', undefined), false);
  assert.equal(isLoadableMediaUrl('http://cdn.example/a.png', undefined), false);
  assert.equal(isLoadableMediaUrl('http://cdn.example/a.png', 'null'), false);
});

test('MDX: an image that may not load becomes a link with its URL, and says so', () => {
  const text = [
    '![Banner](//cdn.example/banner.png)',
    '',
    '<img src="http://cdn.example/raw.png" alt="Raw" />',
    '',
    '[![Linked](http://cdn.example/linked.png)](https://example.com)',
    '',
    '![Kept](https://cdn.example/kept.png) ![Local](/local.png)',
  ].join('\n');
  const page = parseMdxPage(text, 'page.mdx');
  assert.match(page.html, /<a href="\/\/cdn\.example\/banner\.png">Banner \(\/\/cdn\.example\/banner\.png\)<\/a>/);
  assert.match(page.html, /<a href="http:\/\/cdn\.example\/raw\.png">Raw \(http:\/\/cdn\.example\/raw\.png\)<\/a>/);
  // Inside a link the image becomes text: links do not nest.
  assert.match(page.html, /<a href="https:\/\/example\.com">Linked \(http:\/\/cdn\.example\/linked\.png\)<\/a>/);
  assert.match(page.html, /<img src="https:\/\/cdn\.example\/kept\.png"/);
  assert.match(page.html, /<img src="\/local\.png"/);
  assert.equal((page.html.match(/<img/g) ?? []).length, 2);
  const lines = page.diagnostics.filter((d) => d.code === 'mdx/media-origin').map((d) => d.line);
  assert.deepEqual(lines, [1, 3, 5]);
  // Shown on the site itself, an absolute URL of its own origin loads.
  const own = parseMdxPage('![x](http://127.0.0.1:4100/x.png)', 'p.mdx', { pageOrigin: 'http://127.0.0.1:4100' });
  assert.match(own.html, /<img src="http:\/\/127\.0\.0\.1:4100\/x\.png"/);
  assert.deepEqual(own.diagnostics, []);
});
