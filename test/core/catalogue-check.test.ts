// The catalogue check of `npm run verify` (scripts/check-catalogue.mjs): on fixtures it passes a complete locale
// (placeholders reordered), fails one with a missing and an extra key and one with a wrong placeholder; on the real
// catalogue every locale of issue 28 is there and complete.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkCatalogue, compareLocale, readLocale, readSource } from '../../scripts/lib/catalogue.mjs';

const FIX = join('test', 'fixtures', 'catalogue', 'components');
const source = readSource([join(FIX, 'greeting.ts')]).messages;
const problemsOf = (locale: string): string[] =>
  compareLocale(locale, source, readLocale(join(FIX, 'locales', `${locale}.ts`)));

test('the source is read from msg() calls: id, text and placeholders', () => {
  assert.deepEqual(
    [...source].map(([id, m]) => [id, m.text, m.placeholders]),
    [
      ['fixture.send', 'Send', []],
      ['fixture.results', '${0} results', [0]],
      ['fixture.remove-item', 'Remove ${0} item ${1}', [0, 1]],
    ],
  );
});

test('a complete locale passes, its placeholders in another order', () => {
  assert.deepEqual(problemsOf('de'), []);
});

test('a missing key and an extra key fail', () => {
  const problems = problemsOf('fr');
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0]!, /^fr: missing fixture\.remove-item/);
  assert.match(problems[1]!, /^fr: extra fixture\.removed-item/);
});

test('a wrong placeholder fails', () => {
  const problems = problemsOf('ja');
  assert.deepEqual(problems, [
    'ja: fixture.results has placeholders {1}, the source {0}',
    'ja: fixture.remove-item has placeholders {1}, the source {0, 1}',
  ]);
});

test('the fixture catalogue as a whole fails, and the script exits non-zero on it', () => {
  const { problems, locales } = checkCatalogue({ componentsDir: FIX, localesDir: join(FIX, 'locales') });
  assert.deepEqual(locales.sort(), ['de', 'fr', 'ja']);
  assert.equal(problems.length, 4);
  const run = spawnSync(process.execPath, ['scripts/check-catalogue.mjs', FIX, join(FIX, 'locales')], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /fr: missing fixture\.remove-item/);
  assert.match(run.stderr, /The catalogue has 4 problem\(s\)\./);
});

test('the real catalogue: all 17 locales besides English, none with a problem', () => {
  const { problems, locales, messages } = checkCatalogue();
  assert.deepEqual(problems, []);
  assert.deepEqual(
    locales.sort(),
    [
      'ar',
      'de',
      'es',
      'fr',
      'he',
      'hi',
      'it',
      'ja',
      'ko',
      'nl',
      'pl',
      'pt-BR',
      'ru',
      'tr',
      'uk',
      'zh-CN',
      'zh-TW',
    ].sort(),
  );
  assert.ok(messages.size > 200, `${messages.size} messages`);
  const run = spawnSync(process.execPath, ['scripts/check-catalogue.mjs'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});
