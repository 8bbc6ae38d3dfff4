/** The writing direction of a language (src/i18n/direction.ts) and the page's language by precedence. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { directionOf } from '../../src/i18n/direction.js';
import { frameLanguage } from '../../src/i18n/frame-language.js';
import { chooseLanguage, navigationLanguage } from '../../src/i18n/page-language.js';
import { loadProject } from '../../src/node/project.js';

test('Arabic, Hebrew, Persian and Urdu, with their regional tags, are right to left', () => {
  for (const tag of ['ar', 'ar-EG', 'ar_SA', 'he', 'he-IL', 'iw', 'fa', 'fa-IR', 'ur', 'ur-PK', 'AR', ' he '])
    assert.equal(directionOf(tag), 'rtl', tag);
});

test('every other language, an Arabic-script tag excepted, is left to right', () => {
  for (const tag of ['en', 'en-US', 'fr', 'de', 'ja', 'zh-Hant-TW', 'ru', 'hi', 'pt-BR', 'tr', 'ko'])
    assert.equal(directionOf(tag), 'ltr', tag);
  assert.equal(directionOf('az-Arab'), 'rtl');
  assert.equal(directionOf('ku-Latn'), 'ltr');
});

test('an empty, absent or malformed tag is left to right', () => {
  for (const tag of [undefined, '', '   ', '!!', 'not a tag']) assert.equal(directionOf(tag), 'ltr', String(tag));
});

test('Intl answers for right-to-left languages the list lacks; without its text info the list still decides', () => {
  // Syriac and Kashmiri are not on the list; Intl knows them.
  if ('textInfo' in new Intl.Locale('syr')) assert.equal(directionOf('syr'), 'rtl');
  const { Locale } = Intl;
  const intl = Intl as { Locale: typeof Intl.Locale };
  // A runtime without `textInfo` / `getTextInfo` (Firefox, older Node): the list decides.
  intl.Locale = class extends Locale {
    get textInfo(): undefined {
      return undefined;
    }
  } as typeof Intl.Locale;
  try {
    assert.equal(directionOf('ar-EG'), 'rtl');
    assert.equal(directionOf('ur'), 'rtl');
    assert.equal(directionOf('en'), 'ltr');
    assert.equal(directionOf('az-Arab'), 'rtl');
  } finally {
    intl.Locale = Locale;
  }
});

test('the page language: navigation first, then the element, the document, English', async () => {
  assert.equal(chooseLanguage(undefined, 'he', 'fr'), 'he');
  assert.equal(chooseLanguage(undefined, '', 'fr'), 'fr');
  assert.equal(chooseLanguage('ar', 'he', 'fr'), 'ar');
  assert.equal(chooseLanguage(undefined, null, undefined), 'en');
  const project = await loadProject('test/fixtures/site-rtl/docs.json');
  const tree = project.navigation.tree;
  assert.equal(navigationLanguage(tree, 'ar/api/get-pet'), 'ar');
  assert.equal(navigationLanguage(tree, 'api/get-pet'), 'en');
  // Not a page: the default language's.
  assert.equal(navigationLanguage(tree, 'nowhere'), 'en');
  const plain = await loadProject('test/fixtures/site/docs.json');
  assert.equal(navigationLanguage(plain.navigation.tree, 'quickstart'), undefined);
});

test("the frame's own lang and dir: the navigation language, else the element's lang; the element's dir wins", () => {
  assert.deepEqual(frameLanguage({ navigation: 'ar', lang: 'en' }), { lang: 'ar', dir: 'rtl' });
  assert.deepEqual(frameLanguage({ lang: 'he-IL' }), { lang: 'he-IL', dir: 'rtl' });
  assert.deepEqual(frameLanguage({ navigation: 'en', lang: 'ar' }), { lang: 'en', dir: 'ltr' });
  assert.deepEqual(frameLanguage({ navigation: ' ', lang: 'fr' }), { lang: 'fr', dir: 'ltr' });
  // The author's dir is never overridden; the language is still stated.
  assert.deepEqual(frameLanguage({ navigation: 'ar', dir: 'ltr' }), { lang: 'ar' });
  // Nothing known: nothing stated, so the host page's lang and dir apply.
  assert.deepEqual(frameLanguage({}), {});
  assert.deepEqual(frameLanguage({ lang: '', dir: 'rtl' }), {});
});
