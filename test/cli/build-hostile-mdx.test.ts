import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cli } from './helpers.js';

const root = mkdtempSync(join(tmpdir(), 'docs-build-hostile-'));
after(() => rmSync(root, { recursive: true, force: true }));

const hostile = [
  '---',
  'title: "<script>alert(1)</script>"',
  'description: "<img src=x onerror=alert(2)>"',
  '---',
  '',
  'Hi <script>alert(3)</script> there.',
  '',
  '<Note onClick="alert(4)">Careful</Note>',
  '',
  '<a href="java\tscript:alert(5)">tab link</a> and [link](javascript:alert(6)).',
  '',
  '![x](data:image/svg+xml,<svg onload=alert(7)>)',
  '',
  '<iframe src="javascript:alert(8)" />',
  '',
  '<ParamField path={"x\\" onmouseover=\\"alert(9)"} type="string">y</ParamField>',
  '',
  '<svg onload="alert(10)"><circle /></svg>',
].join('\n');

test('docs build: the fallback HTML of a hostile MDX page has no script, no handler and no script URL', async () => {
  const project = join(root, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'docs.json'),
    JSON.stringify({ name: 'Hostile', navigation: { groups: [{ group: 'Guides', pages: ['evil'] }] } }),
  );
  writeFileSync(join(project, 'evil.mdx'), hostile);
  const out = join(root, 'out');
  const { code, err } = await cli('build', project, '--out', out);
  assert.equal(code, 0, err);

  const page = readFileSync(join(out, 'evil/index.html'), 'utf8');
  // The page's body as the server drew it inside <api-docs> (declarative shadow DOM), without the shadow roots of
  // the elements it holds (the library's own drawing: icons, styles), innermost first.
  let fallback = /<div class="mdx-body"[^>]*>[\s\S]*?<\/div>\s*<\/article>/.exec(page)?.[0];
  for (let before = ''; fallback !== undefined && before !== fallback;)
    fallback = (before = fallback).replace(/<template shadowroot[^>]*>(?:(?!<template)[\s\S])*?<\/template>/, '');
  assert.ok(fallback !== undefined, page);
  assert.match(fallback, /Careful/);
  // The library's own icons (the callout's), drawn into the page by the build: exactly its icon markup, set aside.
  const icon =
    /<svg viewBox="0 0 \d+ \d+"(?: (?:fill|stroke|stroke-width|stroke-linecap|stroke-linejoin|aria-hidden|focusable)="[^"<>]*")*>(?:<path(?: (?:d|fill|stroke|opacity)="[^"<>]*")*\/>)+<\/svg>/g;
  assert.ok(icon.test(fallback), 'the callout icon is drawn');
  fallback = fallback.replace(icon, '');
  // Every `<` of page text is escaped, so each tag is one the renderer wrote: read its attributes.
  for (const [tag] of fallback.matchAll(/<[^>]*>/g)) {
    assert.doesNotMatch(tag, /^<\/?(script|iframe|style|object|embed|foreignObject|use|image)\b/i, tag);
    const names = tag
      .replace(/="[^"]*"/g, '')
      .split(/\s+/)
      .slice(1);
    assert.ok(
      names.every((n) => !/^on/i.test(n)),
      `event handler in ${tag}`,
    );
    for (const [, url] of tag.matchAll(/\s(?:href|src)="([^"]*)"/g))
      assert.doesNotMatch(url!.replace(/[\u0000-\u0020]/g, ''), /^(javascript|vbscript|data):/i, tag);
  }
  // Outside the article, the page has only the library's own script.
  const scripts = page.replace(fallback, '').match(/<script[^>]*>/g) ?? [];
  assert.ok(
    scripts.every(
      (s) => /type="module" src="[^"]*api-docs-elements\.js"/.test(s) || /application\/(ld\+)?json/.test(s),
    ),
    scripts.join('\n'),
  );
});

test("docs build: an MDX page's fallback has passed the browser's sanitiser (external links open in a new tab without the opener)", async () => {
  const project = join(root, 'links');
  mkdirSync(project);
  writeFileSync(
    join(project, 'docs.json'),
    JSON.stringify({ name: 'Links', navigation: { groups: [{ group: 'Guides', pages: ['links'] }] } }),
  );
  writeFileSync(
    join(project, 'links.mdx'),
    '---\ntitle: Links\n---\n\nSee [the spec](https://example.com/spec) and [home](/links).\n',
  );
  const out = join(root, 'links-out');
  const { code, err } = await cli('build', project, '--out', out);
  assert.equal(code, 0, err);
  const page = readFileSync(join(out, 'links/index.html'), 'utf8');
  assert.match(page, /<a href="https:\/\/example\.com\/spec" target="_blank" rel="noopener noreferrer">the spec<\/a>/);
  assert.match(page, /<a href="\/links">home<\/a>/);
});
