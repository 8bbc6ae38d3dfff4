// Which UI catalogue a language tag gets (src/i18n/catalogue-locale.ts): exact tags, regions and scripts fall back
// to the best catalogue, anything else to English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogueLocale, TARGET_LOCALES } from '../../src/i18n/catalogue-locale.js';

test('every catalogue of issue 28 is a target, English is not', () => {
  assert.equal(TARGET_LOCALES.length, 17);
  assert.ok(!(TARGET_LOCALES as readonly string[]).includes('en'));
  for (const locale of TARGET_LOCALES) assert.equal(catalogueLocale(locale), locale);
});

test('regions, scripts, case and underscores find the best catalogue', () => {
  const cases: [string, string][] = [
    ['de-AT', 'de'],
    ['DE_ch', 'de'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['iw', 'he'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
    ['fa', 'en'],
    ['', 'en'],
    ['not a tag', 'en'],
  ];
  for (const [tag, locale] of cases) assert.equal(catalogueLocale(tag), locale, tag);
  assert.equal(catalogueLocale(undefined), 'en');
  assert.equal(catalogueLocale(null), 'en');
});
