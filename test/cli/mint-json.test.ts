/**
 * A mint.json project (Mintlify's earlier format): `docs validate`, `build` read it converted in
 * memory with one warning naming `docs upgrade`; `docs upgrade` writes the equivalent docs.json,
 * refuses to replace one unless --force, and lists what it could not carry over.
 */
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cli } from './helpers.js';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mint-json-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'mint.json'),
    JSON.stringify({
      name: 'Old Site',
      colors: { primary: '#0D9373', anchors: { from: '#000', to: '#fff' } },
      topbarCtaButton: { name: 'Dashboard', url: 'https://app.example.test' },
      feedback: { thumbsRating: true },
      tabs: [{ name: 'Guides', url: 'guides' }],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'Guides', pages: ['guides/one'] },
      ],
    }),
  );
  mkdirSync(join(dir, 'guides'));
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome.\n');
  writeFileSync(join(dir, 'guides', 'one.mdx'), '---\ntitle: One\n---\n\nA guide.\n');
  return dir;
}

interface Report {
  summary: { errors: number };
  diagnostics: { rule: string; severity: string; message: string }[];
}

test('docs validate reads a folder with only mint.json and says once that it is the old format', async () => {
  const dir = project();
  const run = await cli('validate', dir, '--format', 'json');
  const report = JSON.parse(run.out) as Report;
  assert.equal(run.code, 0, run.out);
  const old = report.diagnostics.filter((d) => d.rule === 'config/mint-json');
  assert.equal(old.length, 1);
  assert.equal(old[0]!.severity, 'warning');
  assert.match(old[0]!.message, /docs upgrade/);
  assert.ok(!report.diagnostics.some((d) => d.rule === 'config/unknown-field' || d.rule === 'config/not-supported'));
});

test('docs upgrade writes docs.json, lists what it left, and refuses to overwrite without --force', async () => {
  const dir = project();
  const first = await cli('upgrade', dir);
  assert.equal(first.code, 0, first.err);
  assert.match(first.out, /colors\.anchors: /);
  assert.match(first.out, /feedback: /);
  const written = JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')) as Record<string, unknown>;
  assert.deepEqual(written['navigation'], {
    tabs: [
      { tab: 'Documentation', groups: [{ group: 'Start', pages: ['index'] }] },
      { tab: 'Guides', groups: [{ group: 'Guides', pages: ['guides/one'] }] },
    ],
  });
  assert.deepEqual(written['navbar'], {
    primary: { type: 'button', label: 'Dashboard', href: 'https://app.example.test' },
  });

  writeFileSync(join(dir, 'docs.json'), '{"name":"mine"}');
  const again = await cli('upgrade', dir);
  assert.equal(again.code, 1);
  assert.match(again.err, /exists already/);
  assert.equal(readFileSync(join(dir, 'docs.json'), 'utf8'), '{"name":"mine"}');
  const forced = await cli('upgrade', dir, '--force');
  assert.equal(forced.code, 0);
  assert.notEqual(readFileSync(join(dir, 'docs.json'), 'utf8'), '{"name":"mine"}');

  // The docs.json it wrote validates, without the old-format warning, to the same findings otherwise.
  const run = await cli('validate', dir, '--format', 'json');
  const report = JSON.parse(run.out) as Report;
  assert.equal(run.code, 0, run.out);
  assert.ok(!report.diagnostics.some((d) => d.rule === 'config/mint-json'));
});

test('docs upgrade on a folder without mint.json is a usage error', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mint-json-none-'));
  dirs.push(dir);
  const run = await cli('upgrade', dir);
  assert.equal(run.code, 2);
  assert.match(run.err, /no mint\.json/);
});

test('docs build on a mint.json project writes its pages and the converted docs.json the site reads', async () => {
  const dir = project();
  const out = join(dir, '..', `${dir.split('/').pop()}-site`);
  dirs.push(out);
  const run = await cli('build', dir, '--out', out);
  assert.equal(run.code, 0, run.err);
  assert.ok(existsSync(join(out, 'guides', 'one', 'index.html')));
  const docs = JSON.parse(readFileSync(join(out, 'docs.json'), 'utf8')) as { name: string; navigation: object };
  assert.equal(docs.name, 'Old Site');
  assert.ok('tabs' in docs.navigation);
});
