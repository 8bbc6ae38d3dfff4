// A page built by `docs build` links one stylesheet per element kind from each declarative shadow root
// (`_site/styles/<hash>.css`, written once per build whichever thread drew it, preloaded from the page's head), and
// carries the site's tokens once, inline in its head (src/cli/shadow-styles.ts, components/server/). Printed: the
// bytes of a wide operation's page as built and with every sheet put back inline.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { buildSite } from '../../src/cli/build.js';
import { STYLES_DIR } from '../../src/cli/shadow-styles.js';
import { renderElement } from 'api-docs-elements/server';

const tmp = mkdtempSync(join(tmpdir(), 'docs-shadow-styles-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const LINK = /<link rel="stylesheet" href="\/docs\/_site\/styles\/([0-9a-f]{16}\.css)">/g;
const INLINE = /<template shadowroot(?:mode)?="open"[^>]*><style>/g;
const ROOT = /<template shadowroot(?:mode)?="open"[^>]*>/g;

/** Each linked sheet a page's head preloads, in order. */
const preloadedIn = (html: string): string[] =>
  [
    ...html
      .slice(0, html.indexOf('</head>'))
      .matchAll(/<link rel="preload" as="style" href="\/docs\/_site\/styles\/([^"]+)" \/>/g),
  ].map((m) => m[1]!);
const options = { base: '/docs/', siteUrl: 'https://docs.example.test' };

/** The first page in llms.txt whose line matches `line`. */
function slugOf(out: string, line: RegExp): string {
  const slug = new RegExp(
    `^- \\[[^\\]]*\\]\\(https://docs\\.example\\.test/docs/([^)]+)\\.md\\): ${line.source}`,
    'm',
  ).exec(readFileSync(join(out, 'llms.txt'), 'utf8'))?.[1];
  assert.ok(slug !== undefined && existsSync(join(out, slug, 'index.html')), `a page for ${line}`);
  return slug;
}

/** A project with `operations` operations of `parameters` documented query parameters each. */
function wideProject(dir: string, operations: number, parameters: number): string {
  mkdirSync(dir, { recursive: true });
  const paths: Record<string, unknown> = {};
  for (let o = 0; o < operations; o++)
    paths[`/reports/${o}`] = {
      get: {
        summary: `Report ${o}`,
        parameters: Array.from({ length: parameters }, (_, p) => ({
          name: `filter_${p}`,
          in: 'query',
          description: `Keeps the rows whose field ${p} matches.`,
          schema: { type: 'string', enum: ['a', 'b'] },
        })),
        responses: {
          '200': { description: 'The report.', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    };
  const spec = { openapi: '3.1.0', info: { title: 'Reports', version: '1' }, paths };
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify(spec));
  const docs = { name: 'Reports', navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } };
  writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs));
  return join(dir, 'docs.json');
}

describe('docs build: one linked stylesheet per element kind, the tokens once per page', () => {
  test('the example site: every shadow root links its kind’s sheet, each preloaded once, the themes inline once', async () => {
    const out = join(tmp, 'example');
    const built = await buildSite('examples/docs/docs.json', { ...options, out });
    const slug = slugOf(out, /[A-Z]+ \//);
    const html = readFileSync(join(out, slug, 'index.html'), 'utf8');
    const roots = [...html.matchAll(ROOT)].length;
    const links = [...html.matchAll(LINK)].map((m) => m[1]!);
    assert.ok(roots >= 3, `${slug}: ${roots} shadow roots`);
    assert.equal([...html.matchAll(INLINE)].length, 0, `${slug}: a shadow root carries its sheet inline`);
    assert.equal(links.length, roots, 'every shadow root links one sheet');
    const kinds = new Set(links);
    assert.ok(kinds.size < links.length, 'roots of one kind share their sheet');
    assert.deepEqual(preloadedIn(html), [...kinds], 'each linked sheet is preloaded once, nothing else');
    for (const name of kinds) assert.ok(built.files.includes(`${STYLES_DIR}/${name}`), `${name} is written and listed`);
    // The themes' tokens are inline in the head, once (src/cli/theme-styles.ts).
    const head = html.slice(0, html.indexOf('</head>'));
    assert.equal([...head.matchAll(/--api-accent:/g)].length >= 1, true);
    assert.equal(html.split("[data-theme='light']").length - 1, head.split("[data-theme='light']").length - 1);
  });

  test('wide operations, built in two threads: the fields share one sheet, written once', async () => {
    const out = join(tmp, 'wide-out');
    const built = await buildSite(wideProject(join(tmp, 'wide'), 4, 40), { ...options, out, threads: 2 });
    assert.equal(built.threads, 2);
    const names = readdirSync(join(out, STYLES_DIR));
    const texts = new Set(names.map((n) => readFileSync(join(out, STYLES_DIR, n), 'utf8')));
    assert.equal(texts.size, names.length, 'one file per distinct sheet');
    for (const name of names) assert.ok(built.files.includes(`${STYLES_DIR}/${name}`), `${name} is listed`);
    const slug = slugOf(out, /GET \/reports\/0/);
    const html = readFileSync(join(out, slug, 'index.html'), 'utf8');
    const links = [...html.matchAll(LINK)].map((m) => m[1]!);
    assert.ok(links.length >= 40, `${slug}: the fields link their sheet`);
    assert.ok(new Set(links).size <= 12, `${slug}: ${new Set(links).size} sheets for ${links.length} roots`);
    const allInline = html.replace(
      LINK,
      (_all, name: string) => `<style>${readFileSync(join(out, STYLES_DIR, name), 'utf8')}</style>`,
    );
    const before = Buffer.byteLength(allInline);
    const afterBytes = Buffer.byteLength(html);
    console.log(`40 parameters, ${slug}: ${afterBytes} bytes as built, ${before} with every sheet inline`);
    assert.ok(afterBytes * 4 < before);
  });
});

describe('api-docs-elements/server: how a drawn shadow root gets its sheet', () => {
  const field = { attributes: { name: 'limit', type: 'integer' }, light: 'How many.' };
  test('linked: one link per element kind, the sheet returned once, named by its content', async () => {
    const drawn = await renderElement('api-endpoint', {
      attributes: { api: 'GET /items' },
      light: [
        { tag: 'param-field', ...field },
        { tag: 'param-field', ...field, attributes: { name: 'page' } },
      ],
      styles: { mode: 'linked', href: '/s/' },
    });
    const links = [...drawn.html.matchAll(/<link rel="stylesheet" href="\/s\/([0-9a-f]{16}\.css)">/g)].map((m) => m[1]);
    assert.equal(links.length, 3);
    assert.equal(links[1], links[2], 'two fields, one sheet');
    assert.deepEqual(
      drawn.sheets.map((s) => s.name),
      [...new Set(links)],
    );
    assert.doesNotMatch(drawn.html, /<style>/);
    for (const sheet of drawn.sheets) assert.match(sheet.css, /:host/);
  });

  test('inline: each root its own <style>, without the rules that cannot apply to it', async () => {
    const plain = await renderElement('param-field', field);
    const themed = await renderElement('param-field', { ...field, attributes: { ...field.attributes, theme: 'dark' } });
    assert.deepEqual(plain.sheets, []);
    assert.match(
      plain.html,
      /<template shadowroot(?:mode)?="open"[^>]*><style>:host|<template shadowroot(?:mode)?="open"[^>]*><style>\s/,
    );
    assert.ok(themed.html.length > plain.html.length, 'the theme attribute’s rules only where the attribute is');
  });
});
