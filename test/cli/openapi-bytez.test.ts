/**
 * A real project whose docs.json names no OpenAPI file: Bytez-com-docs-docs (../shared/mintlify) has 37 spec files
 * and pages that say `openapi: post /models/v2/...` with no file. `docs build` finds the specs and every such page of
 * the navigation is built with its operation (API pages without an operation: 0).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { SHARED } from '../support/shared-dir.js';
import { tempDir } from '../support/temp-project.js';
import { cli } from './helpers.js';

const PROJECT = join(SHARED, 'mintlify', 'Bytez-com-docs-docs');
const skip = existsSync(join(PROJECT, 'docs.json')) ? false : `no Bytez project at ${PROJECT}`;

test('Bytez: docs build shows the operation of every `openapi:` page', { skip, timeout: 10 * 60_000 }, async () => {
  const out = tempDir('bytez-build-');
  const run = await cli('build', join(PROJECT, 'docs.json'), '--out', out);
  assert.equal(run.code, 0, run.err.slice(-3000));
  const manifest = JSON.parse(readFileSync(join(out, '_site', 'manifest.json'), 'utf8')) as {
    pages: [string, { mdx?: string; operation?: { spec: string; id: string } }][];
  };
  // The pages whose MDX says `openapi:`, as the build parsed them (the site's own page files).
  const apiPages = manifest.pages.filter(([, page]) => {
    if (page.mdx === undefined) return false;
    const parsed = JSON.parse(readFileSync(join(out, page.mdx), 'utf8')) as { frontmatter: { openapi?: unknown } };
    return parsed.frontmatter.openapi !== undefined;
  });
  const without = apiPages.filter(([, page]) => page.operation === undefined).map(([slug]) => slug);
  const unrendered = apiPages
    .filter(([slug]) => !readFileSync(join(out, slug, 'index.html'), 'utf8').includes('data-operation-slice'))
    .map(([slug]) => slug);
  console.log(`Bytez: ${apiPages.length} API pages, ${without.length} without an operation`);
  assert.ok(apiPages.length >= 45, `45 pages or more say openapi:, found ${apiPages.length}`);
  assert.deepEqual(without, [], 'API pages without an operation');
  assert.deepEqual(unrendered, [], 'API pages whose HTML holds no operation');
  // Each found spec is one of the project's own files; the one with a template path loses to the exact one.
  const specs = new Set(apiPages.map(([, page]) => page.operation!.spec));
  assert.ok(specs.size >= 30, `${specs.size} spec files`);
  const vit = apiPages.find(([slug]) => slug.endsWith('image-classification/image-classification'));
  assert.equal(vit?.[1].operation?.spec, 'http-reference/examples/open-source/image-classification/openapi.json');
});
