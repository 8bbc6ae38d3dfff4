// `--project-components`: without it nothing of the project's code runs (a component that writes a file and sets a
// global does neither), its uses show their children, and validate lists the pages the flag would change; with it
// the component runs at build time (the same probe fires), its server HTML is in the built page, and the browser
// module is written under _islands/ and named only by pages that use it. Needs the bundle (`npm run build`).
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cli } from './helpers.js';

const PROJECT = 'test/fixtures/site-components';
const temp = mkdtempSync(join(tmpdir(), 'docs-project-components-'));
const probe = join(temp, 'probe.txt');
process.env['DOCS_PROBE_FILE'] = probe;
after(() => {
  delete process.env['DOCS_PROBE_FILE'];
  rmSync(temp, { recursive: true, force: true });
});

const ran = (): unknown => (globalThis as { __projectCodeRan?: unknown }).__projectCodeRan;

test('without the flag, validate and build run no project code, and validate lists the pages that would change', async () => {
  const validated = await cli('validate', PROJECT);
  assert.equal(validated.code, 0, validated.err + validated.out);
  const listing = (validated.out + validated.err).split('\n').find((l) => l.includes('[mdx/project-components]'));
  assert.match(listing ?? '', /warning {2}2 pages use the project's own React components/);
  assert.match(listing ?? '', /snippets\/counter\.jsx, snippets\/probe\.jsx/);
  assert.match(listing ?? '', /--project-components.*: index\.mdx, probe\.mdx\./);
  const out = join(temp, 'plain-site');
  const built = await cli('build', PROJECT, '--out', out);
  assert.equal(built.code, 0, built.err);
  assert.equal(existsSync(probe), false, 'the component wrote its file');
  assert.equal(ran(), undefined, 'the component set its global');
  assert.equal(existsSync(join(out, '_islands')), false);
  const index = readFileSync(join(out, 'index', 'index.html'), 'utf8');
  assert.match(index, /Count the <strong>clicks<\/strong>\./);
  assert.doesNotMatch(index, /Clicks: |data-island/);
});

test('with --project-components the component runs at build time; its HTML and its island module are in the site', async () => {
  const out = join(temp, 'island-site');
  const built = await cli('build', PROJECT, '--out', out, '--project-components');
  assert.equal(built.code, 0, built.err);
  assert.doesNotMatch(built.err, /project-components|custom-component/);
  assert.equal(readFileSync(probe, 'utf8'), 'the project code ran', 'the same probe fires once the flag is given');
  const modules = readdirSync(join(out, '_islands'));
  assert.equal(modules.length, 1);
  assert.match(modules[0]!, /^islands-[0-9a-f]{12}\.js$/);
  const index = readFileSync(join(out, 'index', 'index.html'), 'utf8');
  // The server render: the props given, the children passed in.
  assert.match(index, /<button type="button">Clicks<!-- -->: <!-- -->2<\/button>/);
  assert.match(index, /Count the <strong>clicks<\/strong>\./);
  assert.ok(index.includes(`/_islands/${modules[0]}`), 'the page names its island module');
  const plain = readFileSync(join(out, 'plain', 'index.html'), 'utf8');
  assert.ok(!plain.includes('_islands'), 'a page without components does not name the module');
  const body = readdirSync(out, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.json') && readFileSync(join(out, f), 'utf8').includes('"islands"'));
  assert.ok(body.length >= 1, 'the page body the live frame reads carries its islands');
});

test('docs dev --project-components serves the page body with its rendered island and the island module', async () => {
  const { startDevServer } = await import('../../src/cli/dev.js');
  const { mdxPageFile } = await import('../../src/site/manifest.js');
  const dev = await startDevServer(join(PROJECT, 'docs.json'), { port: 0, projectComponents: true });
  try {
    const page = (await (await fetch(`${dev.url}${mdxPageFile('index.mdx')}`)).json()) as {
      islands?: { rendered?: { html: string; client: string } }[];
    };
    const rendered = page.islands?.[0]?.rendered;
    assert.match(rendered?.html ?? '', /Clicks<!-- -->: <!-- -->2/);
    assert.match(rendered?.client ?? '', /^\/_islands\/islands-[0-9a-f]{12}\.js$/);
    const module = await fetch(new URL(rendered!.client, dev.url));
    assert.equal(module.status, 200);
    assert.match(module.headers.get('content-type') ?? '', /javascript/);
    assert.match(await module.text(), /hydrateRoot|hydrate/);
  } finally {
    await dev.close();
  }
});

test('a component that does not compile, or throws while rendering, stops the build with its file and line', async () => {
  const { cpSync, writeFileSync } = await import('node:fs');
  const broken = join(temp, 'broken');
  cpSync(PROJECT, broken, { recursive: true });
  writeFileSync(join(broken, 'snippets', 'probe.jsx'), 'export default function Probe() {\n  return <p>unclosed;\n}\n');
  const syntax = await cli('build', broken, '--out', join(temp, 'broken-out'), '--project-components');
  assert.equal(syntax.code, 1);
  assert.match(syntax.err, /snippets\/probe\.jsx:\d+:\d+ {2}error {2}The project component could not be compiled: /);

  writeFileSync(
    join(broken, 'snippets', 'probe.jsx'),
    "export default function Probe() {\n  throw new Error('no data');\n}\n",
  );
  const thrown = await cli('build', broken, '--out', join(temp, 'broken-out'), '--project-components');
  assert.equal(thrown.code, 1);
  assert.match(
    thrown.err,
    /probe\.mdx:7:1 {2}error {2}<Probe> \(snippets\/probe\.jsx\) failed while rendering: no data/,
  );
});

test('docs validate --project-components finds what build --project-components would stop on', async () => {
  const { cpSync, writeFileSync } = await import('node:fs');
  const broken = join(temp, 'broken-validate');
  cpSync(PROJECT, broken, { recursive: true });
  writeFileSync(
    join(broken, 'snippets', 'probe.jsx'),
    "export default function Probe() {\n  throw new Error('no data');\n}\n",
  );
  const plain = await cli('validate', broken);
  assert.equal(plain.code, 0, 'without the flag the component is not run');
  const run = await cli('validate', broken, '--project-components');
  assert.equal(run.code, 1);
  assert.match(run.out, /probe\.mdx:7:1 {2}error {2}<Probe> \(snippets\/probe\.jsx\) failed while rendering: no data/);
  assert.doesNotMatch(run.out, /\[mdx\/project-components\]/);
});
