/**
 * The Mintlify corpus (issue 16): real public Mintlify projects, kept outside this repository in
 * shared/mintlify/ (or MINTLIFY_CORPUS), each with its provenance in INDEX.md. What must hold for
 * every one of them, whatever they contain: `docs validate` loads it and answers with findings
 * (exit 0 or 1), never a usage error (2) or a crash; and INDEX.md names every folder with the
 * commit it came from. How many findings each project has is `npm run report:mintlify`'s job, not a
 * test's: those numbers are meant to fall.
 */
import { strict as assert } from 'node:assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { cli } from './helpers.js';

const corpus = resolve(process.env.MINTLIFY_CORPUS ?? join('..', 'shared', 'mintlify'));
const present = existsSync(join(corpus, 'INDEX.md'));
const skip = present ? false : `no Mintlify corpus at ${corpus}`;

const folders = (): string[] =>
  readdirSync(corpus, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** docs.json when the project has one, else its mint.json (a folder is looked up by docs.json only). */
const configOf = (folder: string): string | undefined =>
  ['docs.json', 'mint.json'].map((f) => join(corpus, folder, f)).find((f) => existsSync(f));

describe('the Mintlify corpus', { skip }, () => {
  test('INDEX.md lists every project folder with the 40-hex commit it was taken from', () => {
    const index = readFileSync(join(corpus, 'INDEX.md'), 'utf8');
    const rows = new Map(
      [...index.matchAll(/^\|\s*([^|\s]+)\s*\|\s*([^|\s]+\/[^|\s]+)\s*\|\s*([^|\s]*)\s*\|/gm)].map((m) => [m[1], m[3]]),
    );
    assert.ok(folders().length >= 6, `six projects or more, found ${folders().join(', ')}`);
    for (const folder of folders()) {
      assert.ok(rows.has(folder), `INDEX.md has a row for ${folder}`);
      assert.match(rows.get(folder) ?? '', /^[0-9a-f]{40}$/, `${folder}'s commit`);
      assert.ok(configOf(folder), `${folder} holds a docs.json or a mint.json`);
    }
  });

  test('docs validate loads every project and answers with findings: exit 0 or 1, JSON with a summary', async () => {
    for (const folder of folders()) {
      const config = configOf(folder);
      if (!config) continue; // the INDEX test says which
      const run = await cli('validate', config, '--format', 'json');
      assert.ok(run.code === 0 || run.code === 1, `${folder}: exit ${run.code}\n${run.err}`);
      const report = JSON.parse(run.out) as { summary: { errors: number; warnings: number; files: number } };
      assert.equal(typeof report.summary.errors, 'number', folder);
      assert.equal(run.code === 1, report.summary.errors > 0, `${folder}: exit 1 exactly when there are errors`);
    }
  });
});
