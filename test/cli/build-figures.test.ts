/**
 * The table `docs build` prints at its end: pages written, pages whose file has a warning, API pages whose
 * `openapi:` operation was not found, and icon dots (uses of icon names the bundled set cannot draw), on a small
 * project where each figure is known: three pages; warned.mdx and orphan-api.mdx have warnings; orphan-api.mdx
 * names an operation with no OpenAPI file in the project; one undrawn name is used twice (inline and in
 * frontmatter) and another once (a group icon); both are letter salad, since a name sharing any word with a real icon
 * is drawn as that icon.
 */
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cli, fixtures } from './helpers.js';

const out = mkdtempSync(join(tmpdir(), 'docs-build-figures-'));
after(() => rmSync(out, { recursive: true, force: true }));

/** The value printed after a label of the table, or undefined when the row is missing. */
const figure = (stdout: string, label: string): string | undefined =>
  new RegExp(`^ {2}${label} +(.+)$`, 'm').exec(stdout)?.[1];

test('docs build ends with the figures of what carried over', async () => {
  const { code, out: stdout, err } = await cli('build', `${fixtures}/build-figures`, '--out', out);
  assert.equal(code, 0, err);
  assert.equal(figure(stdout, 'pages written'), '3');
  assert.equal(figure(stdout, 'pages with warnings'), '2');
  assert.equal(figure(stdout, 'API pages without an operation'), '1');
  assert.equal(figure(stdout, 'icon dots'), '3 (2 names)');
});

test('a clean project prints zeros; a build stopped by errors writes no page and says so', async () => {
  const clean = await cli('build', 'examples/docs', '--out', join(out, 'clean'));
  assert.equal(clean.code, 0, clean.err);
  assert.equal(figure(clean.out, 'pages written'), '25');
  assert.equal(figure(clean.out, 'API pages without an operation'), '0');
  assert.equal(figure(clean.out, 'icon dots'), '0');
  const broken = await cli('build', `${fixtures}/navigation`, '--out', join(out, 'broken'));
  assert.equal(broken.code, 1);
  assert.equal(figure(broken.out, 'pages written'), '0');
});
