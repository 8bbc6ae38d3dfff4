import { ContextProvider } from '@lit/context';
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { apiSettingsContext, userContext } from '../../components/shared/contexts.js';
import { defaultApiSettings } from '../../src/config/api-settings.js';
import { describe, it } from '../fixtures/endpoint/mocha.js';
import { fieldInput, q } from '../fixtures/playground/drive.js';
import { until } from '../fixtures/playground/helpers.js';

/** x-mint-enum: `scope` has `internal` for groups admin/staff; the body's `role` has `superuser` for admin. */
const SPEC = '/test/fixtures/openapi/mint-enum.yaml';

class EnumSiteProvider extends LitElement {
  readonly settings = new ContextProvider(this, { context: apiSettingsContext });
  readonly user = new ContextProvider(this, { context: userContext });
  override createRenderRoot(): HTMLElement {
    return this;
  }
}
customElements.define('enum-site-provider', EnumSiteProvider);

async function endpoint(user: { groups: string[] } | null): Promise<ApiEndpoint> {
  const site = await fixture<EnumSiteProvider>(html`<enum-site-provider></enum-site-provider>`);
  site.settings.setValue({ ...defaultApiSettings, playground: { display: 'interactive', layout: 'inline' } as never });
  site.user.setValue(user);
  const el = document.createElement('api-endpoint');
  el.spec = SPEC;
  el.operation = 'createUser';
  el.playgroundLayout = 'inline';
  site.append(el);
  await until(() => el.shadowRoot?.querySelector('[part~="params"]') != null, 'the reference');
  return el;
}

/** Every "Allowed value(s)" row of the reference (fields in shadow roots, the playground left out), by field name. */
function allowedValues(root: ShadowRoot): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.localName === 'api-playground' || !el.shadowRoot) continue;
    for (const row of el.shadowRoot.querySelectorAll('[part=details] .row'))
      if (row.querySelector('dt')!.textContent!.startsWith('Allowed'))
        out.push(row.querySelector('dd')!.textContent!.replace(/\s+/g, ' ').trim());
    out.push(...allowedValues(el.shadowRoot));
  }
  return out;
}

async function playgroundOptions(el: ApiEndpoint, name: string): Promise<string[]> {
  await until(() => customElements.get('api-playground') !== undefined, 'the playground module');
  const pg = q<ApiPlayground>(el, 'api-playground');
  await until(() => pg.resolvedOperation !== undefined, 'the operation');
  await pg.updateComplete;
  const select = fieldInput<HTMLSelectElement>(pg, name);
  return [...select.options].map((o) => o.textContent!.trim()).filter((t) => !t.startsWith('Choose'));
}

/** The request snippet's code (cURL by default), once it shows the body. */
async function snippet(el: ApiEndpoint): Promise<string> {
  const code = (): string => {
    const snippets = el.shadowRoot!.querySelector('api-snippets');
    return snippets?.shadowRoot?.querySelector('[part="code"]')?.textContent ?? '';
  };
  await until(() => code().includes('role'), 'the request snippet with its body');
  return code();
}

describe('x-mint-enum: enum values by reader group', () => {
  it('an anonymous reader sees only the unrestricted values, in the reference and the playground', async () => {
    const el = await endpoint(null);
    await until(() => allowedValues(el.shadowRoot!).length === 2, 'both enum fields');
    expect(allowedValues(el.shadowRoot!).sort()).to.deep.equal(['"public"', '"viewer" "editor"']);
    expect(await playgroundOptions(el, 'scope')).to.deep.equal(['public']);
    const code = await snippet(el);
    expect(code, 'the example body uses a visible value').to.contain('viewer').and.not.contain('superuser');
    expect(code).to.not.contain('internal');
    await expect(el).to.be.accessible();
  });

  it('a reader in "admin" sees the restricted values too; one in another group does not', async () => {
    const admin = await endpoint({ groups: ['admin'] });
    await until(() => allowedValues(admin.shadowRoot!).length === 2, 'both enum fields');
    expect(allowedValues(admin.shadowRoot!).sort()).to.deep.equal([
      '"internal" "public"',
      '"superuser" "viewer" "editor"',
    ]);
    expect(await playgroundOptions(admin, 'scope')).to.deep.equal(['internal', 'public']);
    expect(await snippet(admin), 'the first value is visible to an admin').to.contain('superuser');
    await expect(admin).to.be.accessible();

    const staff = await endpoint({ groups: ['staff'] });
    await until(() => allowedValues(staff.shadowRoot!).length === 2, 'both enum fields');
    expect(allowedValues(staff.shadowRoot!).sort()).to.deep.equal(['"internal" "public"', '"viewer" "editor"']);
  });
});
