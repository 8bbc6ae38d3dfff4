// The UI catalogue (issue 28) in real Chromium: an endpoint with `lang="de"`, `"ja"` or `"ar"` draws its frame
// strings from that locale's lazy catalogue (Try it, the inline playground's Send, the section titles), a page's
// `<html lang>` is the fallback and the element's own `lang` wins over it, `<api-docs>` shows "On this page" in the
// language of its `lang`; counts take the plural form of the locale (English one/other, Arabic's six), numbers are
// the locale's; axe-core finds nothing in the translated, right-to-left states.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import 'axe-core/axe.min.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/api-docs/api-docs.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { resultCount } from '../../components/api-docs/search-panel.js';
import { activeLocale, localeSettled, requestLanguage, withdrawLanguage } from '../../components/shared/localize.js';
import { formatBytes } from '../../components/shared/intl-format.js';
import { deepElements, deepQuery } from '../fixtures/endpoint/deep-query.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { axeClean } from '../support/layout.js';

const SPEC = '/test/fixtures/endpoint/petstore-3.0.json';
const root = document.documentElement;

afterEach(() => root.removeAttribute('lang'));

const text = (el: Element | undefined): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function endpoint(lang: string | undefined, layout: 'panel' | 'inline' = 'inline'): Promise<ApiEndpoint> {
  const el = await fixture<ApiEndpoint>(
    html`<api-endpoint lang=${lang ?? ''} spec=${SPEC} operation="findPetsByStatus" playground-layout=${layout}></api-endpoint>`,
  );
  if (lang === undefined) el.removeAttribute('lang');
  await waitUntil(() => el.shadowRoot?.querySelector('[part="title"]'), 'the operation drawn', { timeout: 10_000 });
  await localeSettled();
  for (const child of [el, ...deepElements(el)]) await (child as { updateComplete?: Promise<unknown> }).updateComplete;
  return el;
}

/** The inline playground's Send button, once the playground chunk has loaded (after the page is idle). */
async function sendButton(el: ApiEndpoint): Promise<HTMLButtonElement> {
  await waitUntil(() => deepQuery(el, 'button[part="send"]'), 'the Send button', { timeout: 15_000 });
  return deepQuery<HTMLButtonElement>(el, 'button[part="send"]')!;
}

const sectionTitles = (el: Element): string[] =>
  [...el.shadowRoot!.querySelectorAll('[part="section-title"]')].map((h) => text(h));

describe('the UI catalogue in an endpoint', () => {
  it('lang="de": Try it, Send and the section titles are German; the panel button too', async function () {
    this.timeout(40_000);
    const el = await endpoint('de');
    expect(activeLocale()).to.equal('de');
    expect(sectionTitles(el)).to.include.members(['Ausprobieren', 'Antworten', 'Query-Parameter']);
    const send = await sendButton(el);
    await waitUntil(() => text(send) === 'Senden', `Send in German, got “${text(send)}”`);
    await axeClean(el, 'a German endpoint');
    const panel = await endpoint('de', 'panel');
    expect(text(panel.shadowRoot!.querySelector('[part~="try-it"]')!)).to.equal('Ausprobieren');
  });

  it('lang="ja": Try it and Send are Japanese', async function () {
    this.timeout(40_000);
    const el = await endpoint('ja');
    expect(sectionTitles(el)).to.include('試してみる');
    const send = await sendButton(el);
    await waitUntil(() => text(send) === '送信', `Send in Japanese, got “${text(send)}”`);
  });

  it('lang="ar": Arabic strings in the sections and on Send, axe-core clean', async function () {
    this.timeout(40_000);
    const el = await endpoint('ar');
    expect(sectionTitles(el)).to.include('جرّبه');
    const send = await sendButton(el);
    await waitUntil(() => text(send) === 'إرسال', `Send in Arabic, got “${text(send)}”`);
    await axeClean(el, 'an Arabic endpoint');
  });

  it('<html lang="de"> is the fallback; the element’s own lang wins; a region or script tag finds its catalogue', async function () {
    this.timeout(40_000);
    root.lang = 'de-AT';
    const page = await endpoint(undefined);
    expect(activeLocale(), 'de-AT on the page → de').to.equal('de');
    expect(sectionTitles(page)).to.include('Ausprobieren');
    page.remove();
    const own = await endpoint('zh-Hant-TW');
    expect(activeLocale(), 'the element’s zh-Hant-TW over the page’s de-AT').to.equal('zh-TW');
    expect(sectionTitles(own)).to.include('試用');
  });

  it('English stays the source: no lang anywhere is English', async () => {
    const el = await endpoint(undefined);
    expect(activeLocale()).to.equal('en');
    expect(sectionTitles(el)).to.include.members(['Try it', 'Responses']);
  });
});

describe('<api-docs> in the reader’s language', () => {
  it('lang="ja" on the element: "On this page" and the search button are Japanese', async function () {
    this.timeout(40_000);
    const el = await fixture<ApiDocs>(
      html`<api-docs lang="ja" src="/examples/docs/docs.json" base="/l10n"></api-docs>`,
    );
    el.navigate('guides/authentication');
    await el.updateComplete;
    await localeSettled();
    await waitUntil(
      () => text(el.shadowRoot!.querySelector('#toc-title') ?? undefined) === 'このページの内容',
      'the TOC title in Japanese',
      {
        timeout: 15_000,
      },
    );
    expect(text(el.shadowRoot!.querySelector('.search-label') ?? undefined)).to.equal('検索…');
    history.replaceState(null, '', '/');
  });
});

describe('the search results count on screen', () => {
  /** Opens search on the example site in `lang`, types `query`, waits for the results, returns the count shown. */
  async function countShown(lang: string, query: string): Promise<{ el: ApiDocs; shown: string; hits: number }> {
    const el = await fixture<ApiDocs>(
      html`<api-docs lang=${lang} src="/examples/docs/docs.json" base="/l10n"></api-docs>`,
    );
    await el.updateComplete;
    await localeSettled();
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, composed: true, cancelable: true }),
    );
    await el.updateComplete;
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('dialog input')!;
    input.value = query;
    input.dispatchEvent(new Event('input'));
    // Done when the count is there and the index is no longer loading (titles alone may have found one page).
    await waitUntil(
      () => el.shadowRoot!.querySelector('.search-count') && !el.shadowRoot!.querySelector('.search-empty'),
      'the results count of the whole index',
      { timeout: 15_000 },
    );
    const hits = el.shadowRoot!.querySelectorAll('[role="option"]').length;
    return { el, shown: text(el.shadowRoot!.querySelector('.search-count') ?? undefined), hits };
  }

  afterEach(() => history.replaceState(null, '', '/'));

  it('English: "N results" in a live status; Arabic: the form Arabic uses for that count', async function () {
    this.timeout(60_000);
    const en = await countShown('en', 'user');
    expect(en.hits, 'several hits').to.be.greaterThan(1);
    expect(en.shown).to.equal(`${en.hits} results`);
    expect(en.el.shadowRoot!.querySelector('.search-count')!.getAttribute('role')).to.equal('status');
    en.el.remove();
    const ar = await countShown('ar', 'user');
    expect(ar.shown, 'the same function drew it').to.equal(resultCount(ar.hits));
    expect(ar.shown).to.match(/نتيجة|نتائج|نتيجتان/);
  });
});

describe('plural forms and numbers through Intl', () => {
  const owner = {};
  afterEach(async () => {
    withdrawLanguage(owner);
    await localeSettled();
  });

  async function inLocale(tag: string): Promise<void> {
    requestLanguage(owner, tag, 'navigation');
    await localeSettled();
  }

  it('English: "1 result", "2 results"', async () => {
    await inLocale('en');
    expect([0, 1, 2, 1234].map(resultCount)).to.deep.equal(['0 results', '1 result', '2 results', '1,234 results']);
  });

  it('German: one and other, German digits grouping', async () => {
    await inLocale('de');
    expect([1, 2, 1234].map(resultCount)).to.deep.equal(['1 Ergebnis', '2 Ergebnisse', '1.234 Ergebnisse']);
    expect(formatBytes(1234)).to.equal('1,2 kB');
  });

  it('Arabic: zero, one, two, few, many and other are six different forms', async () => {
    await inLocale('ar');
    const shown = [0, 1, 2, 3, 11, 100].map(resultCount);
    expect(new Set(shown).size, shown.join(' | ')).to.equal(6);
    expect(shown[3]).to.contain('نتائج');
    expect(shown[4]).to.contain('نتيجةً');
  });

  it('Russian: 1, 3 and 5 take one, few and many (21 is one again)', async () => {
    await inLocale('ru');
    expect([1, 3, 5, 21].map(resultCount)).to.deep.equal([
      '1 результат',
      '3 результата',
      '5 результатов',
      '21 результат',
    ]);
  });

  it('Japanese: one form for every count', async () => {
    await inLocale('ja');
    expect([1, 2].map(resultCount)).to.deep.equal(['1 件の結果', '2 件の結果']);
  });
});
