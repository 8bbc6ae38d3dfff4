/** <api-docs> with hostile MDX pages and broken docs.json files: nothing runs, every problem is listed with its place, the rest renders. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/param-field/param-field.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import type { ApiSpecErrorEvent } from '../../components/shared/events.js';
import { deepQueryAll, watchUncaught } from '../fixtures/endpoint/deep-query.js';
import { BASE, FIX, q, qa, resetLocation, sidebarSlugs, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const pwned = (): unknown => (window as unknown as { __pwned?: unknown }).__pwned;

/** The site in `file`; with the problems panel (`show-diagnostics`) unless `panel` is false. */
async function site(file: string, panel = true): Promise<{ el: ApiDocs; event: ApiSpecErrorEvent | undefined }> {
  let event: ApiSpecErrorEvent | undefined;
  const listen = (e: Event): void => {
    event = e as ApiSpecErrorEvent;
  };
  document.addEventListener('api-spec-error', listen);
  const el = await fixture<ApiDocs>(
    html`<api-docs src=${`${FIX}/${file}`} base=${BASE} ?show-diagnostics=${panel}></api-docs>`,
  );
  await el.updateComplete;
  document.removeEventListener('api-spec-error', listen);
  return { el, event };
}

/** The panel's rows as `code @ place`. */
function panelRows(el: ApiDocs): string[] {
  return qa(el, '[part="diagnostics"] .diagnostic').map(
    (li) => `${li.getAttribute('data-code')} @ ${li.querySelector('.place')?.textContent}`,
  );
}

describe('<api-docs> problems are for authors', () => {
  it('readers see no problems panel by default; api-spec-error and diagnostics still carry the findings', async () => {
    const { el, event } = await site('docs-bad.json', false);
    expect(el.hasAttribute('show-diagnostics')).to.equal(false);
    // Booleans, not elements: a failure message then stays short.
    expect(q(el, '[part="diagnostics"]') !== null, 'a problems panel').to.equal(false);
    expect(q(el, '[part="dismiss"]') !== null, 'a dismiss button').to.equal(false);
    expect(/problem/i.test(el.shadowRoot!.textContent ?? ''), 'the word "problem"').to.equal(false);
    const codes = (event?.diagnostics ?? []).map((d) => d.code);
    expect(codes).to.include.members(['config/type', 'navigation/unknown-operation']);
    expect(el.diagnostics.map((d) => d.code)).to.include.members(codes);
    // The page renders what it can.
    expect(q(el, '.page-title')?.textContent).to.equal('Quickstart');
    await expect(el).to.be.accessible();
  });

  it('show-diagnostics shows the panel with the same findings', async () => {
    const { el, event } = await site('docs-bad.json');
    expect(el.showDiagnostics).to.equal(true);
    const panel = q(el, '[part="diagnostics"]')!;
    expect(panel).to.not.equal(null);
    expect(panel.getBoundingClientRect().height).to.be.greaterThan(0);
    const shown = qa(el, '[part="diagnostics"] .diagnostic').map((li) => li.getAttribute('data-code'));
    expect(shown).to.deep.equal(event!.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.code));
  });
});

describe('<api-docs> hostile MDX', () => {
  it('runs nothing from the body and reports each payload with its line', async () => {
    const uncaught = watchUncaught();
    const { el, event } = await site('docs-hostile.json');
    await visit(el, 'hostile/body');
    // Give any injected handler its chance: hover and click everything, load images.
    for (const node of deepQueryAll(q(el, 'main')!, '*')) {
      node.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      // Links are left alone: following one would leave the test page.
      if (node.closest('a') === null) node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
    await Promise.all(deepQueryAll<HTMLImageElement>(el, 'img').map((img) => img.decode().catch(() => undefined)));
    uncaught.stop();
    expect(pwned(), 'no payload ran').to.equal(undefined);
    expect(deepQueryAll(el, 'script')).to.have.length(0);
    const attributes = deepQueryAll(el, '*').flatMap((n) => [...n.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((a) => /^on/i.test(a))).to.deep.equal([]);
    expect(attributes.filter((a) => /javascript:/i.test(a))).to.deep.equal([]);
    expect(q(el, 'param-field[body="name"]')?.textContent).to.contain('Safe text.');
    const rows = panelRows(el);
    for (const expected of [
      // The remote import is the snippet reader's finding: never loaded, what it names is not run.
      'mdx/import @ hostile/body.mdx:4:1',
      'mdx/expression @ hostile/body.mdx:7:9',
      'mdx/unsafe @ hostile/body.mdx:9:1',
      'mdx/unsafe @ hostile/body.mdx:11:1',
      'mdx/unsafe @ hostile/body.mdx:13:1',
      'mdx/unknown-component @ hostile/body.mdx:17:1',
      'mdx/unsafe @ hostile/body.mdx:19:1',
    ]) {
      expect(
        rows.some((r) => r.startsWith(expected.split(':').slice(0, 2).join(':'))),
        expected,
      ).to.equal(true);
    }
    expect(event?.diagnostics.some((d) => d.code === 'mdx/expression')).to.equal(true);
    expect(uncaught.errors).to.deep.equal([]);
  });

  it('ignores hostile frontmatter (tags, aliases), reports it, and still renders the body', async () => {
    const { el } = await site('docs-hostile.json');
    await visit(el, 'hostile/frontmatter');
    expect(pwned()).to.equal(undefined);
    expect(q(el, '.mdx-body')?.textContent).to.contain('Body after hostile frontmatter.');
    // The unresolved `!!js/function` tag leaves a plain string: shown as text, never run.
    const title = q(el, '.page-title')!;
    expect(title.children).to.have.length(0);
    expect(title.textContent).to.contain("window.__pwned = 'frontmatter'");
    const rows = panelRows(el);
    expect(rows.some((r) => r.startsWith('frontmatter/tag @ hostile/frontmatter.mdx:2'))).to.equal(true);
  });
});

describe('<api-docs> bad docs.json', () => {
  it('malformed JSON: the parse error with its line and column, and a page that is not blank', async () => {
    const { el, event } = await site('docs-bad-json.json');
    const rows = panelRows(el);
    expect(
      rows.some((r) => /^parse\/json @ .*docs-bad-json\.json:4:\d+$/.test(r)),
      rows.join('\n'),
    ).to.equal(true);
    expect(event?.diagnostics[0]?.code).to.equal('parse/json');
    expect(q(el, 'main')?.textContent?.trim()).to.not.equal('');
  });

  it('wrong types, unknown page, unknown operation, relative api without server, key auth without name: each placed; the rest renders', async () => {
    const { el } = await site('docs-bad.json');
    const rows = panelRows(el);
    const file = `${FIX}/docs-bad.json`;
    for (const expected of [
      `config/type @ ${file}:2:3`, // name: 42
      `config/unknown-field @ ${file}:3:3`, // colour
      `config/required @ ${file}:5:14`, // key without name
      `config/enum @ ${file}:6:21`, // display: sometimes
      `config/type @ ${file}:12:9`, // group: 7
      `config/type @ ${file}:13:33`, // pages: "…"
      `navigation/unknown-page @ ${file}:10:50`,
      `navigation/unknown-operation @ ${file}:11:82`,
      'mdx/server-required @ endpoints/create-user.mdx:4:1',
    ]) {
      expect(rows, expected).to.include(expected);
    }
    const unknownOp = el.diagnostics.find((d) => d.code === 'navigation/unknown-operation');
    expect(unknownOp?.message).to.contain('Did you mean "GET /pets"');
    // The good parts still render.
    expect(sidebarSlugs(el)).to.include.members([
      'quickstart',
      'endpoints/create-user',
      'api-reference/pets/list-pets',
    ]);
    expect(q(el, '.page-title')?.textContent).to.equal('Quickstart');
    await visit(el, 'api-reference/pets/list-pets');
    expect(q(el, 'api-endpoint')?.getAttribute('operation')).to.equal('GET /pets');
    // The relative-api page shows its body without an endpoint that could send anywhere.
    await visit(el, 'endpoints/create-user');
    expect(q(el, 'api-endpoint')).to.equal(null);
    expect(q(el, 'param-field[body="user"]')).to.not.equal(null);
  });

  it('the diagnostics panel can be dismissed', async () => {
    const { el } = await site('docs-bad.json');
    (q(el, '[part="dismiss"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(q(el, '[part="diagnostics"]')).to.equal(null);
  });

  it('a docs.json that cannot be fetched shows an error panel and fires api-spec-error', async () => {
    setTimeout(() => undefined);
    const el = await fixture<ApiDocs>(html`<api-docs base=${BASE}></api-docs>`);
    const fired = oneEvent(el, 'api-spec-error');
    el.src = `${FIX}/no-such-docs.json`;
    const event = (await fired) as unknown as ApiSpecErrorEvent;
    await el.updateComplete;
    expect(event.diagnostics[0]?.code).to.equal('network/http');
    expect(q(el, '[part="error"]')?.textContent).to.contain('no-such-docs.json');
  });

  it('is accessible with the diagnostics panel open', async () => {
    const { el } = await site('docs-bad.json');
    await expect(el).to.be.accessible();
  });
});
