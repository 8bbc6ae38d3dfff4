// The one table of tags (components/tags.ts) is what register-all.ts, the script-tag bundle's entry, package.json
// `sideEffects` and the define() calls say; and the check fails when any of them disagrees with it.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { elementTags } from '../../components/tags.js';
import { tagTableProblems, type TagSources } from '../support/tag-table-check.js';

function readSources(): TagSources {
  const modules = new Map<string, string>();
  for (const file of readdirSync('components', { recursive: true }).map(String))
    if (file.endsWith('.ts')) modules.set(file.slice(0, -'.ts'.length), readFileSync(`components/${file}`, 'utf8'));
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { sideEffects: string[] };
  return {
    registerAll: modules.get('register-all')!,
    cdnEntry: modules.get('cdn-entry')!,
    sideEffects: pkg.sideEffects,
    modules,
  };
}

const sources = readSources();

test('register-all, the CDN entry, sideEffects and every define() agree with the table of tags', () => {
  assert.deepEqual(tagTableProblems(elementTags, sources), []);
});

test('a table missing a tag fails on each list that names it', () => {
  const withoutSchema = elementTags.filter((row) => row.tag !== 'api-schema');
  assert.deepEqual(tagTableProblems(withoutSchema, sources), [
    'components/api-schema/api-schema.ts defines <api-schema>, which the table lacks',
    'register-all.ts imports: has api-schema/api-schema beyond the table',
    'cdn-entry.ts lazyTags: has api-schema → api-schema/api-schema beyond the table',
    'package.json sideEffects (element modules): has ./components/api-schema/api-schema.ts, ./dist/components/api-schema/api-schema.js beyond the table',
  ]);
});

test('a tag registered outside its table module, or loaded eagerly against the table, fails', () => {
  const modules = new Map(sources.modules);
  modules.set(
    'api-docs/page-actions.element',
    `${modules.get('api-docs/page-actions.element')}\ndefine('api-page-actions', X);`,
  );
  assert.deepEqual(tagTableProblems(elementTags, { ...sources, modules }), [
    'components/api-docs/page-actions.element.ts defines <api-page-actions>, which the table registers in api-docs/page-actions',
  ]);
  const eagerSchema = elementTags.map((row) => (row.tag === 'api-schema' ? { ...row, cdn: 'eager' as const } : row));
  assert.deepEqual(tagTableProblems(eagerSchema, sources), [
    'cdn-entry.ts imports: lacks api-schema/api-schema',
    'cdn-entry.ts lazyTags: has api-schema → api-schema/api-schema beyond the table',
  ]);
});

test('a module that stops defining its tag fails', () => {
  const modules = new Map(sources.modules);
  modules.set('api-docs/page-actions', '');
  assert.deepEqual(tagTableProblems(elementTags, { ...sources, modules }), [
    '<api-page-actions>: components/api-docs/page-actions.ts does not define it',
  ]);
});
