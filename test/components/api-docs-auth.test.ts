/**
 * Section 4.3 (playground modes) and section 5 rule 3 (who sees which page), asserted on the
 * rendered DOM. Each test gives <api-docs> a docs.json object through `.config` (paths resolve
 * against `src`), so only the global settings differ.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/param-field/param-field.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import type { DocsUser } from '../../src/config/index.js';
import { BASE, FIX, q, qa, resetLocation, sidebarSlugs, until, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const PAGES = ['default', 'interactive', 'simple', 'none', 'signed-in', 'beta-playground', 'members', 'private'].map(
  (p) => `auth/${p}`,
);

function docs(display: string, auth: Record<string, unknown> | null = { provider: 'host' }): Record<string, unknown> {
  return {
    name: 'Auth site',
    api: { mdx: { server: 'https://api.example.test' }, playground: { display } },
    ...(auth === null ? {} : { auth }),
    navigation: { groups: [{ group: 'Auth', pages: PAGES }] },
  };
}

async function site(config: Record<string, unknown>, user?: DocsUser | null): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(
    html`<api-docs src=${`${FIX}/docs.json`} base=${BASE} .config=${config} .user=${user}></api-docs>`,
  );
  await el.updateComplete;
  return el;
}

/** The playground display each page renders for this reader: the endpoint's `playground` attribute, or `hidden page`. */
async function displays(el: ApiDocs, slugs: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const slug of slugs) {
    await visit(el, slug);
    const endpoint = q(el, 'api-endpoint');
    out[slug.replace('auth/', '')] = endpoint === null ? 'hidden page' : endpoint.getAttribute('playground')!;
    if (endpoint?.getAttribute('playground') === 'none') {
      // "Not rendered at all": no playground element anywhere in the endpoint.
      expect(endpoint.shadowRoot?.querySelector('api-playground'), `${slug}: no playground`).to.equal(null);
    }
  }
  return out;
}

const TABLE = ['default', 'interactive', 'simple', 'none', 'signed-in', 'beta-playground'].map((p) => `auth/${p}`);

describe('<api-docs> section 4.3: playground modes per page', () => {
  it('anonymous reader: interactive, simple and none as written; auth behaves as none (rule 1)', async () => {
    const el = await site(docs('interactive'), null);
    expect(await displays(el, TABLE)).to.deep.equal({
      default: 'interactive',
      interactive: 'interactive',
      simple: 'simple',
      none: 'none',
      'signed-in': 'none',
      'beta-playground': 'none',
    });
  });

  it('signed-in reader outside the groups: auth without groups is interactive (rule 3), with groups none (rule 2)', async () => {
    const el = await site(docs('interactive'), { groups: ['other'] });
    expect(await displays(el, TABLE)).to.deep.include({ 'signed-in': 'interactive', 'beta-playground': 'none' });
  });

  it('signed-in reader in a listed group sees the playground (rule 2)', async () => {
    const el = await site(docs('interactive'), { groups: ['beta'] });
    expect(await displays(el, TABLE)).to.deep.include({ 'signed-in': 'interactive', 'beta-playground': 'interactive' });
  });

  it('a page value overrides the global display (rule 4): global auth, none and simple', async () => {
    let el = await site(docs('auth'), null);
    expect(await displays(el, TABLE)).to.deep.equal({
      default: 'none',
      interactive: 'interactive',
      simple: 'simple',
      none: 'none',
      'signed-in': 'none',
      'beta-playground': 'none',
    });
    el = await site(docs('auth'), { groups: [] });
    expect((await displays(el, ['auth/default']))['default']).to.equal('interactive');
    el = await site(docs('none'), null);
    expect(await displays(el, ['auth/default', 'auth/interactive'])).to.deep.equal({
      default: 'none',
      interactive: 'interactive',
    });
    el = await site(docs('simple'), null);
    expect((await displays(el, ['auth/default']))['default']).to.equal('simple');
  });

  // Mintlify accepts this config, so it is a warning (docs validate --strict fails on it); the playground stays hidden.
  it('display auth without a site `auth` section is a warning diagnostic, and the playground stays hidden', async () => {
    const el = await site(docs('auth', null), { groups: ['beta'] });
    const problem = el.diagnostics.find(
      (d) => d.code === 'config/auth-required' && d.pointer === '/api/playground/display',
    );
    expect(problem?.severity).to.equal('warning');
    el.showDiagnostics = true;
    await el.updateComplete;
    expect(qa(el, '.diagnostic[data-code="config/auth-required"]').length).to.be.greaterThan(0);
    expect(await displays(el, ['auth/default', 'auth/signed-in'])).to.deep.equal({
      default: 'none',
      'signed-in': 'none',
    });
  });

  it('the reader can change: setting `.user` re-renders the page with the playground', async () => {
    const el = await site(docs('interactive'), null);
    await visit(el, 'auth/signed-in');
    expect(q(el, 'api-endpoint')!.getAttribute('playground')).to.equal('none');
    el.user = { groups: [] };
    await el.updateComplete;
    expect(q(el, 'api-endpoint')!.getAttribute('playground')).to.equal('interactive');
  });
});

describe('<api-docs> who may see which page (section 4.3, section 5 rule 3)', () => {
  it('with site auth, anonymous readers see only public pages; others are left out of the sidebar and not rendered', async () => {
    const el = await site(docs('interactive'), null);
    const listed = sidebarSlugs(el);
    expect(listed).to.include.members(TABLE);
    expect(listed).to.not.include('auth/members');
    expect(listed).to.not.include('auth/private');
    await visit(el, 'auth/private');
    expect(q(el, '[part="restricted"]')?.textContent).to.contain('Sign in');
    expect(q(el, 'api-endpoint')).to.equal(null);
    expect(el.shadowRoot!.textContent).to.not.contain('How many.');
  });

  it('signed-in readers see non-public pages; a page with groups (without playground auth) only members', async () => {
    let el = await site(docs('interactive'), { groups: ['other'] });
    expect(sidebarSlugs(el)).to.include('auth/private');
    expect(sidebarSlugs(el)).to.not.include('auth/members');
    await visit(el, 'auth/members');
    expect(q(el, '[part="restricted"]')).to.not.equal(null);
    expect(q(el, 'api-endpoint')).to.equal(null);
    el = await site(docs('interactive'), { groups: ['admin'] });
    expect(sidebarSlugs(el)).to.include('auth/members');
    await visit(el, 'auth/members');
    expect(q(el, 'api-endpoint')).to.not.equal(null);
  });

  it('a page with playground auth and groups stays visible to every reader (groups decide the playground only)', async () => {
    const el = await site(docs('interactive'), { groups: ['other'] });
    expect(sidebarSlugs(el)).to.include('auth/beta-playground');
  });

  it('without site auth every page is public, and groups or public are reported as having no effect', async () => {
    const el = await site(docs('interactive', null), null);
    expect(sidebarSlugs(el)).to.include.members(PAGES);
    const noEffect = el.diagnostics.filter((d) => d.code === 'config/auth-required');
    expect(noEffect.map((d) => d.file)).to.include('auth/members.mdx');
    expect(noEffect.every((d) => d.line !== undefined)).to.equal(true);
  });

  it('the quick filter never offers a page the reader may not see', async () => {
    const el = await site(docs('interactive'), null);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="search-button"]')!.click();
    await el.updateComplete;
    const input = q<HTMLInputElement>(el, 'dialog input')!;
    input.value = 'auth';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    await until(() => q(el, '.search-group'));
    const options = qa(el, '[role="option"]').map((o) => o.getAttribute('data-slug'));
    expect(options).to.include('auth/default');
    expect(options).to.not.include('auth/private');
    expect(options).to.not.include('auth/members');
  });

  it('reads the reader from docs.json auth.userUrl', async () => {
    const el = await site(docs('interactive', { userUrl: 'me-beta.json' }));
    expect(el.effectiveUser).to.deep.equal({ groups: ['beta'] });
    expect(await displays(el, ['auth/beta-playground'])).to.deep.equal({ 'beta-playground': 'interactive' });
    expect(sidebarSlugs(el)).to.include('auth/private');
  });

  it('a userUrl answering 404 means an anonymous reader', async () => {
    const el = await site(docs('interactive', { userUrl: 'no-such-user.json' }));
    expect(el.effectiveUser).to.equal(null);
    expect(sidebarSlugs(el)).to.not.include('auth/private');
    expect(await displays(el, ['auth/signed-in'])).to.deep.equal({ 'signed-in': 'none' });
  });

  it('the host-given user wins over auth.userUrl', async () => {
    const el = await site(docs('interactive', { userUrl: 'me-beta.json' }), null);
    expect(el.effectiveUser).to.equal(null);
  });
});
