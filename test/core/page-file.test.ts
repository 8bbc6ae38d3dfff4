/** The file of a page path (src/navigation/page-file.ts): `.mdx`, else `.md`; the `.mdx` file wins where both exist. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  isPageFile,
  normalisePagePath,
  pageFileCandidates,
  pageFilesByPath,
  pageFilesToTry,
  pagePathOf,
  preferredPageFile,
} from '../../src/navigation/index.js';

test('a page path is read from <path>.mdx, then <path>.md', () => {
  assert.deepEqual(pageFileCandidates('guides/auth'), ['guides/auth.mdx', 'guides/auth.md']);
});

test('both extensions are page files and name the same page path; other files are not', () => {
  for (const file of ['guides/auth.mdx', 'guides/auth.md', 'guides/AUTH.MD'])
    assert.equal(isPageFile(file), true, file);
  for (const file of ['guides/auth.markdown', 'guides/auth.mdxx', 'openapi.json', 'guides/md'])
    assert.equal(isPageFile(file), false, file);
  assert.equal(pagePathOf('guides/auth.md'), 'guides/auth');
  assert.equal(pagePathOf('guides/auth.mdx'), 'guides/auth');
  assert.equal(pagePathOf('openapi.json'), 'openapi.json');
  // A navigation entry written with either extension names the same page.
  assert.equal(normalisePagePath('./guides/auth.md'), 'guides/auth');
  assert.equal(normalisePagePath('/guides/auth.mdx'), 'guides/auth');
});

test('where a path has both files the .mdx one is the page, in either order, and the .md one is shadowed', () => {
  assert.equal(preferredPageFile('a.md', 'a.mdx'), 'a.mdx');
  assert.equal(preferredPageFile('a.mdx', 'a.md'), 'a.mdx');
  for (const files of [
    ['a.md', 'a.mdx', 'b.md'],
    ['a.mdx', 'b.md', 'a.md'],
  ]) {
    const { byPath, shadowed } = pageFilesByPath(files);
    assert.deepEqual(
      [...byPath].sort(),
      [
        ['a', 'a.mdx'],
        ['b', 'b.md'],
      ],
      files.join(),
    );
    assert.deepEqual(shadowed, [{ file: 'a.md', by: 'a.mdx' }]);
  }
});

test('files that are not pages are left out of the list; a file listed twice is one page', () => {
  const { byPath, shadowed } = pageFilesByPath(['x.mdx', 'x.mdx', 'openapi.yaml', 'README']);
  assert.deepEqual([...byPath], [['x', 'x.mdx']]);
  assert.deepEqual(shadowed, []);
});

test('which files to try: the listed one, else every candidate in order (no list, or a list that missed it)', () => {
  const { byPath } = pageFilesByPath(['guides/plain.md', 'guides/rich.mdx']);
  assert.deepEqual(pageFilesToTry('guides/plain', byPath), ['guides/plain.md']);
  assert.deepEqual(pageFilesToTry('guides/rich', byPath), ['guides/rich.mdx']);
  assert.deepEqual(pageFilesToTry('guides/missing', byPath), ['guides/missing.mdx', 'guides/missing.md']);
  assert.deepEqual(pageFilesToTry('guides/plain', undefined), ['guides/plain.mdx', 'guides/plain.md']);
});
