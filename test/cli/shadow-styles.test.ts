// A page built by `docs build` keeps its element stylesheets inline (styled in the frame its HTML arrives in) up to
// a budget; past it, the sheets that weigh most (size × uses) are written once per build to `_site/styles/<hash>.css`,
// linked from the shadow roots that use them and preloaded from the head, until the rest fits. Printed: the bytes
// of a wide operation's page with every sheet inline and as built.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { buildSite } from '../../src/cli/build.js';
import { INLINE_STYLES_BUDGET, linkStylesOverBudget, STYLES_DIR } from '../../src/cli/shadow-styles.js';

const tmp = mkdtempSync(join(tmpdir(), 'docs-shadow-styles-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const LINK = /<link rel="stylesheet" href="\/docs\/_site\/styles\/([0-9a-f]{16}\.css)">/g;
const INLINE = /<template shadowroot(?:mode)?="open"[^>]*><style>([\s\S]*?)<\/style>/g;
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

describe('docs build: element stylesheets inline up to a budget, the heaviest linked past it', () => {
  test('the example site: an operation page carries its sheets and the themes inline, nothing linked or preloaded', async () => {
    const out = join(tmp, 'example');
    const built = await buildSite('examples/docs/docs.json', { ...options, out });
    const slug = slugOf(out, /[A-Z]+ \//);
    const html = readFileSync(join(out, slug, 'index.html'), 'utf8');
    const inline = [...html.matchAll(INLINE)];
    assert.ok(inline.length >= 3, `${slug}: ${inline.length} shadow roots carry their sheet`);
    assert.doesNotMatch(html, /_site\/styles\//, `${slug} links or preloads a sheet`);
    // Nor does its head: the themes' tokens are inline too (src/cli/theme-styles.ts). Nothing holds the first paint.
    assert.doesNotMatch(html, /<link rel="stylesheet"/, `${slug} links a stylesheet`);
    assert.match(
      html.slice(0, html.indexOf('</head>')),
      /<style>\s*:root,\s*\[data-theme='light'\] \{\s*--api-accent:/,
    );
    assert.ok(!built.files.some((f) => f.startsWith(STYLES_DIR)), 'no sheet file written for a site of small pages');
  });

  test('wide operations, built in two threads: the field sheets linked and written once, the rest inline', async () => {
    const out = join(tmp, 'wide-out');
    const built = await buildSite(wideProject(join(tmp, 'wide'), 4, 40), { ...options, out, threads: 2 });
    assert.equal(built.threads, 2);
    const names = readdirSync(join(out, STYLES_DIR));
    const texts = new Set(names.map((n) => readFileSync(join(out, STYLES_DIR, n), 'utf8')));
    assert.equal(texts.size, names.length, 'one file per distinct sheet');
    for (const name of names) assert.ok(built.files.includes(`${STYLES_DIR}/${name}`), `${name} is listed`);

    const slug = slugOf(out, /GET \/reports\/0/);
    const html = readFileSync(join(out, slug, 'index.html'), 'utf8');
    const linked = new Set([...html.matchAll(LINK)].map((m) => m[1]!));
    assert.ok(linked.size >= 1 && [...html.matchAll(LINK)].length >= 40, `${slug}: the fields link their sheet`);
    const inline = [...html.matchAll(INLINE)].map((m) => m[1]!);
    assert.ok(inline.length >= 2, `${slug}: the frame's own sheets stay inline (${inline.length})`);
    const inlineChars = inline.reduce((sum, css) => sum + css.length, 0);
    assert.ok(inlineChars <= INLINE_STYLES_BUDGET, `${inlineChars} characters inline`);
    for (const name of linked) {
      const css = readFileSync(join(out, STYLES_DIR, name), 'utf8');
      assert.ok(!html.includes(css), `${name} is linked, not inline too`);
    }
    // Every sheet it links is preloaded once from the head, and nothing else is.
    const head = html.slice(0, html.indexOf('</head>'));
    const preloaded = [...head.matchAll(/<link rel="preload" as="style" href="\/docs\/_site\/styles\/([^"]+)" \/>/g)];
    assert.deepEqual(preloaded.map((m) => m[1]).sort(), [...linked].sort());
    const allInline = html
      .replace(/ {4}<link rel="preload" as="style" href="[^"]*" \/>\n/g, '')
      .replace(LINK, (_all, name: string) => `<style>${readFileSync(join(out, STYLES_DIR, name), 'utf8')}</style>`);
    const before = Buffer.byteLength(allInline);
    const afterBytes = Buffer.byteLength(html);
    console.log(`40 parameters, ${slug}: ${before} bytes with every sheet inline, ${afterBytes} as built`);
    assert.ok(afterBytes * 2 < before);
  });

  test('the sheets that weigh most are linked first, only as many as the budget needs', () => {
    const heavy = `:host{display:block}${'.a{}'.repeat(100)}`; // used three times
    const light = ':host{color:red}'; // once
    const root = (css: string) => `<x-a><template shadowrootmode="open"><style>${css}</style><p>x</p></template></x-a>`;
    const html = root(heavy) + root(light) + root(heavy) + root(heavy);
    assert.deepEqual(linkStylesOverBudget(html, '/', 10_000), { html, sheets: new Map() }, 'within the budget');
    const { html: out, sheets } = linkStylesOverBudget(html, '/', 100);
    assert.deepEqual([...sheets.values()], [heavy]);
    const [name] = [...sheets.keys()];
    const link = `<x-a><template shadowrootmode="open"><link rel="stylesheet" href="/_site/styles/${name}"><p>x</p></template></x-a>`;
    assert.equal(out, link + root(light) + link + link);
    assert.equal(linkStylesOverBudget(html, '/', 0).sheets.size, 2, 'a budget of nothing links every sheet');
  });

  test('only a shadow root’s leading <style> moves; text that looks like one stays', () => {
    const css = ':host{display:block}';
    const html = `<x-a><template shadowrootmode="open"><style>${css}</style><p>&lt;style&gt;</p><style>.b{}</style></template></x-a><style>.c{}</style>`;
    const { html: out, sheets } = linkStylesOverBudget(html, '/', 0);
    assert.equal(sheets.size, 1);
    const [name] = [...sheets.keys()];
    assert.equal(sheets.get(name!), css);
    assert.equal(
      out,
      `<x-a><template shadowrootmode="open"><link rel="stylesheet" href="/_site/styles/${name}"><p>&lt;style&gt;</p><style>.b{}</style></template></x-a><style>.c{}</style>`,
    );
  });
});
