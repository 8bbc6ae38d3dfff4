// <api-schema> on its own: a schema of an OpenAPI file as fields, its error panels, accessible in every state.
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-schema/api-schema.js';
import type { ApiSchema } from '../../components/api-schema/api-schema.element.js';
import { describe, it } from '../fixtures/endpoint/mocha.js';
import { until } from '../fixtures/site-element/helpers.js';

const SPEC = '/test/fixtures/site-snippets/openapi.yaml';

async function schema(spec: string, name: string): Promise<ApiSchema> {
  const el = await fixture<ApiSchema>(html`<api-schema spec=${spec} schema=${name}></api-schema>`);
  await until(() => el.shadowRoot!.querySelector('response-field, [part="error"]'));
  await el.updateComplete;
  return el;
}

describe('<api-schema>', () => {
  it('lists the schema fields with their types and descriptions, and is accessible', async () => {
    const el = await schema(SPEC, 'Owner');
    const fields = [...el.shadowRoot!.querySelectorAll('response-field')];
    expect(fields.map((f) => f.getAttribute('name'))).to.deep.equal(['email']);
    expect(fields[0]!.getAttribute('type')).to.contain('string');
    expect(fields[0]!.textContent).to.contain('Where to write.');
    await expect(el).to.be.accessible();
  });

  it('a spec that cannot be read shows an error panel', async () => {
    const el = await schema('/test/fixtures/site-snippets/missing.yaml', 'Pet');
    const panel = el.shadowRoot!.querySelector('[part="error"]')!;
    expect(panel.getAttribute('role')).to.equal('alert');
    expect(panel.textContent).to.contain('could not be read');
    await expect(el).to.be.accessible();
  });

  it('a name the spec lacks says so', async () => {
    const el = await schema(SPEC, 'Cat');
    expect(el.shadowRoot!.querySelector('[part="error"]')!.textContent).to.contain('No schema named Cat');
    await expect(el).to.be.accessible();
  });
});
