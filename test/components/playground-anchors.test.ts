// Spec 2.7 in the playground: every parameter input has a link button that copies
// `{page}#<parameter-name>`, the same link its reference field has; a link opened on a page with no
// reference field for it goes to the playground's input.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/api-playground/api-playground.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import type { ParamField } from '../../components/param-field/param-field.js';
import type { ApiAnchorCopyEvent } from '../../components/shared/events.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { fieldInput, q } from '../fixtures/playground/drive.js';
import { until } from '../fixtures/playground/helpers.js';
import { recordClipboard } from '../fixtures/clipboard.js';

const SPEC = '/test/fixtures/playground/playground.json';
const pageUrl = (): string => location.href.split('#')[0]!;

/** The playground field (`.field[data-name]`) of a parameter. */
function playgroundField(pg: ApiPlayground, name: string): HTMLElement {
  const field = [...pg.shadowRoot!.querySelectorAll<HTMLElement>('.field[data-name]')].find(
    (f) => f.dataset['name'] === name,
  );
  if (!field) throw new Error(`no playground field ${name}`);
  return field;
}

function centre(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

describe('playground parameter anchors', () => {
  afterEach(async () => {
    history.replaceState(null, '', pageUrl());
    await resetMouse();
  });

  it('copies the same link as the reference field, revealed on hover', async () => {
    const el = await fixture<ApiEndpoint>(
      html`<api-endpoint spec=${SPEC} operation="GET /pets/{petId}"></api-endpoint>`,
    );
    await el.updateComplete;
    await el.openPlayground(); // the playground is in the "Try it" panel
    const pg = q<ApiPlayground>(el, 'api-playground');
    await until(
      () => customElements.get('api-playground') !== undefined && pg.resolvedOperation !== undefined,
      'the playground',
    );
    await pg.updateComplete;
    const all = [...el.shadowRoot!.querySelectorAll<ParamField>('param-field')];
    const reference = all.find((f) => f.anchorId === 'limit');
    expect(reference, 'the reference field of limit holds #limit').to.exist;

    const field = playgroundField(pg, 'limit');
    const button = field.querySelector<HTMLButtonElement>('button.anchor')!;
    expect(button.getAttribute('aria-label')).to.equal('Copy link to limit');
    expect(getComputedStyle(button).opacity, 'hidden until hovered').to.equal('0');
    field.scrollIntoView({ block: 'center' });
    await sendMouse({ type: 'move', position: centre(field.querySelector('.name')!) });
    await until(() => getComputedStyle(button).opacity === '1', 'the link shown on hover');

    const clipboard = recordClipboard();
    try {
      const copied = oneEvent(pg, 'api-anchor-copy') as Promise<ApiAnchorCopyEvent>;
      button.click();
      const event = await copied;
      expect(event.anchor).to.equal('limit');
      expect(event.url).to.equal(`${pageUrl()}#limit`);
      expect(clipboard.written).to.deep.equal([`${pageUrl()}#limit`]);
      expect(location.hash).to.equal('#limit');
      await pg.updateComplete;
      expect(pg.shadowRoot!.querySelector('[role="status"]')!.textContent).to.include('Link to limit copied');
    } finally {
      clipboard.restore();
    }
    // Every parameter has its link, path and header ones included.
    for (const name of ['petId', 'tags', 'status', 'X-Trace', 'session'])
      expect(playgroundField(pg, name).querySelector('button.anchor'), name).to.exist;
  });

  it('a playground alone focuses the input a link names, when the page opens with it and on hashchange', async () => {
    history.replaceState(null, '', `${pageUrl()}#count`);
    const pg = await fixture<ApiPlayground>(
      html`<api-playground spec=${SPEC} operation="POST /forms"></api-playground>`,
    );
    await until(() => pg.shadowRoot!.querySelector('.field[data-name="count"]') !== null, 'the form fields');
    await until(() => pg.shadowRoot!.activeElement === fieldInput(pg, 'count'), 'count focused from the opening hash');
    expect(playgroundField(pg, 'count').classList.contains('target')).to.equal(true);

    location.hash = '#name';
    await until(() => pg.shadowRoot!.activeElement === fieldInput(pg, 'name'), 'name focused on hashchange');
    expect(playgroundField(pg, 'name').querySelector('button.anchor')).to.exist;
    // A hash that names nothing here leaves the focus alone.
    location.hash = '#nothing-here';
    await new Promise((r) => setTimeout(r, 50));
    expect(pg.shadowRoot!.activeElement).to.equal(fieldInput(pg, 'name'));
  });

  it('never puts a credential into the link', async () => {
    const pg = await fixture<ApiPlayground>(
      html`<api-playground spec=${SPEC} operation="GET /pets/{petId}"></api-playground>`,
    );
    await until(() => pg.shadowRoot!.querySelector('.field[data-name="limit"]') !== null, 'the fields');
    const clipboard = recordClipboard();
    try {
      const copied = oneEvent(pg, 'api-anchor-copy') as Promise<ApiAnchorCopyEvent>;
      playgroundField(pg, 'limit').querySelector<HTMLButtonElement>('button.anchor')!.click();
      const { url } = await copied;
      expect(url).to.equal(`${pageUrl()}#limit`);
      expect(url).not.to.match(/token|password|@/i);
    } finally {
      clipboard.restore();
    }
  });
});
