// A page built by `docs build` carries each element stylesheet at most once: every declarative shadow root links its
// element's sheet from `_site/styles/<hash>.css` (written once per build) instead of repeating it inline, and the
// page's head preloads each sheet it links. Printed: the bytes of the example site's first operation page and of a
// page of a generated 300-operation spec, before (the sheets put back inline, as the build wrote them until now)
// and after. Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { buildSite } from '../../src/cli/build.js';
import { shareShadowStyles, STYLES_DIR } from '../../src/cli/shadow-styles.js';
import { makeHugeProject } from '../../scripts/make-huge-spec.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'docs-shadow-styles-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const LINK = /<link rel="stylesheet" href="\/docs\/_site\/styles\/([0-9a-f]{16}\.css)">/g;

/** The page as it was before: each linked sheet back inline, no preloads. */
function inlined(out: string, html: string): string {
  return html
    .replace(/ {4}<link rel="preload" as="style" href="[^"]*" \/>\n/g, '')
    .replace(LINK, (_all, name: string) => `<style>${readFileSync(join(out, STYLES_DIR, name), 'utf8')}</style>`);
}

/** Checks one built page and gives its bytes before and after. */
function checkPage(out: string, slug: string): { before: number; after: number } {
  const html = readFileSync(join(out, slug, 'index.html'), 'utf8');
  const linked = [...html.matchAll(LINK)].map((m) => m[1]!);
  assert.ok(linked.length >= 3, `${slug}: its shadow roots link their sheets (${linked.length} links)`);
  const sheets = new Set(linked);
  for (const name of sheets) {
    const css = readFileSync(join(out, STYLES_DIR, name), 'utf8');
    assert.ok(css.length > 100, `${name} holds a stylesheet`);
    // At most once: neither inline nor a second file under another name.
    assert.ok(!html.includes(css), `${slug}: the sheet ${name} is still inline`);
  }
  assert.doesNotMatch(
    html,
    /<template shadowroot(mode)?="open"[^>]*><style>/,
    `${slug}: a shadow root kept its <style>`,
  );
  // Every sheet it links is preloaded once from the head, and nothing else is.
  const head = html.slice(0, html.indexOf('</head>'));
  const preloaded = [...head.matchAll(/<link rel="preload" as="style" href="\/docs\/_site\/styles\/([^"]+)" \/>/g)];
  assert.deepEqual(preloaded.map((m) => m[1]).sort(), [...sheets].sort());
  const before = Buffer.byteLength(inlined(out, html));
  const after = Buffer.byteLength(html);
  assert.ok(after * 3 < before, `${slug}: ${after} bytes, ${before} with the sheets inline`);
  return { before, after };
}

/** The sheets written, each distinct (content names them). */
function sheetFiles(out: string): string[] {
  const names = readdirSync(join(out, STYLES_DIR));
  const texts = new Set(names.map((n) => readFileSync(join(out, STYLES_DIR, n), 'utf8')));
  assert.equal(texts.size, names.length, 'one file per distinct sheet');
  return names;
}

describe('docs build: one copy of each element stylesheet', () => {
  const options = { base: '/docs/', siteUrl: 'https://docs.example.test' };

  test('the example site: each operation page links its sheets, every sheet is written once', async () => {
    const out = join(tmp, 'example');
    const built = await buildSite('examples/docs/docs.json', { ...options, out });
    assert.ok(built.pages > 0);
    const names = sheetFiles(out);
    assert.ok(names.length >= 3, `${names.length} sheets`);
    for (const name of names) assert.ok(built.files.includes(`${STYLES_DIR}/${name}`), `${name} is listed`);
    const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
    const first = /^- \[[^\]]*\]\(https:\/\/docs\.example\.test\/docs\/([^)]+)\.md\): [A-Z]+ \//m.exec(llms)?.[1];
    assert.ok(first !== undefined && existsSync(join(out, first, 'index.html')), 'an operation page');
    const { before, after } = checkPage(out, first);
    console.log(`example ${first}: ${before} bytes before, ${after} after`);
  });

  test('a 300-operation spec in two threads: the same sheets, each page links them', async () => {
    const project = makeHugeProject({ dir: join(tmp, 'huge'), operations: 300 });
    const out = join(tmp, 'huge-out');
    const built = await buildSite(join(project, 'docs.json'), { ...options, out, threads: 2 });
    assert.equal(built.threads, 2);
    const names = sheetFiles(out);
    const slug = /^- \[[^\]]*\]\(https:\/\/docs\.example\.test\/docs\/([^)]+)\.md\)/m.exec(
      readFileSync(join(out, 'llms.txt'), 'utf8'),
    )?.[1];
    assert.ok(slug !== undefined);
    const { before, after } = checkPage(out, slug);
    console.log(`300 operations ${slug}: ${before} bytes before, ${after} after; ${names.length} sheets`);
  });

  test('only a shadow root’s leading <style> moves; text that looks like one stays', () => {
    const css = ':host{display:block}';
    const html = `<x-a><template shadowrootmode="open"><style>${css}</style><p>&lt;style&gt;</p><style>.b{}</style></template></x-a><style>.c{}</style>`;
    const { html: out, sheets } = shareShadowStyles(html, '/');
    assert.equal(sheets.size, 1);
    const [name] = [...sheets.keys()];
    assert.equal(sheets.get(name!), css);
    assert.equal(
      out,
      `<x-a><template shadowrootmode="open"><link rel="stylesheet" href="/_site/styles/${name}"><p>&lt;style&gt;</p><style>.b{}</style></template></x-a><style>.c{}</style>`,
    );
  });
});
