// Highlighted code reads as one block: no rule between its lines (issue 14, item 5). The highlighter
// marks every line with `class="line"`; a response's own line-per-record lists must not style those.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/api-response/api-response.js';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiResponse } from '../../components/api-response/api-response.element.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import { deepQueryAll } from '../fixtures/endpoint/deep-query.js';
import { describe, it } from '../fixtures/endpoint/mocha.js';
import { testServers, until } from '../fixtures/playground/helpers.js';

function borders(lines: readonly Element[]): string[] {
  return lines.map((line) => {
    const style = getComputedStyle(line);
    return `${style.borderTopWidth} ${style.borderBottomWidth}`;
  });
}

describe('highlighted code lines', () => {
  it('a JSON response in <api-response> has no border under its lines', async () => {
    const { cors } = await testServers();
    const el = await fixture<ApiResponse>(html`<api-response></api-response>`);
    const loaded = oneEvent(el, 'load');
    el.response = await fetch(`${cors}/json`);
    await loaded;
    await until(() => el.shadowRoot!.querySelector('.highlighted .shiki .line') !== null, 'highlighted JSON');
    const lines = [...el.shadowRoot!.querySelectorAll('.highlighted .line')];
    expect(lines.length).to.be.greaterThan(3);
    expect([...new Set(borders(lines))]).to.deep.equal(['0px 0px']);
  });

  it('NDJSON records keep their separators', async () => {
    const { cors } = await testServers();
    const el = await fixture<ApiResponse>(html`<api-response></api-response>`);
    const loaded = oneEvent(el, 'load');
    el.response = await fetch(`${cors}/ndjson`);
    await loaded;
    await el.updateComplete;
    const records = [...el.shadowRoot!.querySelectorAll('[part="lines"] li')];
    expect(records.length).to.equal(3);
    expect(getComputedStyle(records[0]!).borderBottomWidth).to.equal('1px');
  });

  it('snippets and response examples of an endpoint have no border under their lines', async () => {
    const el = await fixture<ApiEndpoint>(
      html`<api-endpoint spec="/test/fixtures/endpoint/petstore-3.0.json" operation="addPet"></api-endpoint>`,
    );
    await el.updateComplete;
    await until(() => deepQueryAll(el, '.shiki .line').length > 10, 'highlighted snippets and examples');
    const lines = deepQueryAll(el, '.shiki .line');
    expect([...new Set(borders(lines))]).to.deep.equal(['0px 0px']);
  });
});
