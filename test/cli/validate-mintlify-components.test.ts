import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { cli } from './helpers.js';

// Issue 16: Mintlify's content components are known components, so `docs validate` is quiet about them.
test('validate: a page using every Mintlify content component has no findings', async () => {
  const { code, out } = await cli('validate', '--strict', 'test/fixtures/site-mintlify');
  assert.doesNotMatch(out, /unknown-component|mdx\/expression|mdx\/attribute/);
  assert.equal(code, 0, out);
});

// The content page of the Chromium tests: code meta, math, mermaid, media, fields and more components.
test('validate: code meta, math, diagrams, media, fields and the other components are quiet', async () => {
  const { out } = await cli('validate', 'test/fixtures/site-content');
  assert.doesNotMatch(out, /unknown-component|mdx\/expression|mdx\/attribute|mdx\/unsafe/);
});

// The real projects (MINTLIFY_CORPUS=/tmp/mintlify-corpus): no component Mintlify documents is unknown.
// What stays unknown is not a content component Mintlify documents: a project's own <Diagram>, <Success>,
// a lower-case <warning>; and <Snippet file>, Mintlify's older way to include a snippet (snippets are
// their own part of issue 16).
const corpus = process.env['MINTLIFY_CORPUS'];
const NOT_MINTLIFY = new Set(['Diagram', 'Success', 'warning', 'Snippet']);
test(
  'validate: the corpus has no unknown component that Mintlify documents',
  { skip: corpus === undefined },
  async () => {
    const { readdirSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const projects = readdirSync(corpus!).filter((p) => statSync(join(corpus!, p)).isDirectory());
    assert.ok(projects.length >= 6, projects.join(', '));
    for (const project of projects) {
      const { out } = await cli('validate', join(corpus!, project));
      const unknown = [...out.matchAll(/<([\w.]+)> is not a component this library knows/g)].map((m) => m[1]!);
      assert.deepEqual(
        unknown.filter((name) => !NOT_MINTLIFY.has(name)),
        [],
        `${project}: ${unknown.join(', ')}`,
      );
    }
  },
);
