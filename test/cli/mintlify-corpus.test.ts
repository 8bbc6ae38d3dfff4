/**
 * The Mintlify corpus (issue 16): real public Mintlify projects, kept outside this repository in
 * shared/mintlify/ (or MINTLIFY_CORPUS), each with its provenance in INDEX.md. What must hold for
 * every one of them: INDEX.md names the folder with the commit it came from; `docs validate` on
 * the folder (docs.json, or mint.json read as its docs.json) finds no error, no unknown component that Mintlify documents
 * and no unknown field; and `docs build` writes a page for every page of its navigation.
 * `npm run report:mintlify` prints the figures (pages, warnings left by rule) per project.
 */
import { strict as assert } from 'node:assert';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { loadProject } from '../../src/node/project.js';
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

  interface Finding {
    rule: string;
    severity: string;
    file?: string;
    line?: number;
    message: string;
  }
  const list = (found: Finding[]): string =>
    found
      .slice(0, 15)
      .map((d) => `  ${d.file ?? ''}:${d.line ?? ''} ${d.rule} ${d.message.slice(0, 160)}`)
      .join('\n') + (found.length > 15 ? `\n  … and ${found.length - 15} more` : '');

  /**
   * Names in the corpus that Mintlify does not document either, so they stay unknown components: `<Success>` (not
   * one of Mintlify's callouts: Note, Warning, Info, Tip, Check, Danger, Callout) and `<Diagram>` (formalco's own
   * component, used without an import, so nothing defines it). A documented component reported unknown fails.
   */
  const NOT_MINTLIFY = new Set(['Success', 'Diagram']);
  const tagName = (d: Finding): string => /^<([^>\s]+)>/.exec(d.message)?.[1] ?? d.message;

  for (const folder of present ? folders() : []) {
    describe(folder, () => {
      test('docs validate: no error, no unknown component Mintlify documents, no unknown field', async () => {
        const run = await cli('validate', join(corpus, folder), '--format', 'json');
        assert.ok(run.code === 0 || run.code === 1, `exit ${run.code}\n${run.err}`);
        const report = JSON.parse(run.out) as { summary: { errors: number }; diagnostics: Finding[] };
        const errors = report.diagnostics.filter((d) => d.severity === 'error');
        const components = report.diagnostics.filter(
          (d) => d.rule === 'mdx/unknown-component' && !NOT_MINTLIFY.has(tagName(d)),
        );
        const fields = report.diagnostics.filter((d) => d.rule === 'config/unknown-field');
        assert.equal(errors.length, 0, `${errors.length} errors:\n${list(errors)}`);
        assert.equal(components.length, 0, `${components.length} unknown components:\n${list(components)}`);
        assert.equal(fields.length, 0, `${fields.length} unknown fields:\n${list(fields)}`);
        assert.equal(run.code, 0);
      });

      test('a mint.json project: docs upgrade writes a docs.json with the same navigation pages', async (t) => {
        if (!existsSync(join(corpus, folder, 'mint.json')) || existsSync(join(corpus, folder, 'docs.json')))
          return t.skip('not a mint.json project');
        const copy = mkdtempSync(join(tmpdir(), `corpus-upgrade-${folder}-`));
        try {
          cpSync(join(corpus, folder), copy, { recursive: true });
          const run = await cli('upgrade', copy);
          assert.equal(run.code, 0, run.err);
          const before = await loadProject(join(copy, 'mint.json'));
          const after = await loadProject(join(copy, 'docs.json'));
          assert.ok(before.navigation.pages.size > 0);
          assert.deepEqual([...after.navigation.pages.keys()], [...before.navigation.pages.keys()]);
          const errors = after.diagnostics.filter((d) => d.severity === 'error').length;
          assert.equal(errors, before.diagnostics.filter((d) => d.severity === 'error').length);
        } finally {
          rmSync(copy, { recursive: true, force: true });
        }
      });

      test('docs build writes every page of the navigation', async () => {
        const out = mkdtempSync(join(tmpdir(), `corpus-${folder}-`));
        try {
          const run = await cli('build', join(corpus, folder), '--out', out);
          assert.equal(run.code, 0, run.err.slice(-3000));
          const manifest = JSON.parse(readFileSync(join(out, '_site', 'manifest.json'), 'utf8')) as {
            pages: [string, unknown][];
          };
          const slugs = manifest.pages.map(([slug]) => slug);
          assert.ok(slugs.length > 0, 'the navigation has pages');
          const missing = slugs.filter((slug) => !existsSync(join(out, ...slug.split('/'), 'index.html')));
          assert.deepEqual(missing, [], `${missing.length} of ${slugs.length} navigation pages not written`);
        } finally {
          rmSync(out, { recursive: true, force: true });
        }
      });
    });
  }
});
