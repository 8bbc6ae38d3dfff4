import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ParamField } from '../../components/param-field/param-field.js';
import type { ResponseField } from '../../components/response-field/response-field.js';
import { anchorDirectory, endpointSlug } from '../../components/shared/anchor-controller.js';
import type { ApiAnchorCopyEvent } from '../../components/shared/events.js';
import { pet, user } from '../fixtures/fields/schemas.js';
import { describe, it, afterEach } from '../fixtures/fields/mocha.js';
import { recordClipboard } from '../fixtures/clipboard.js';

type Field = ParamField | ResponseField;
const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T =>
  el.shadowRoot!.querySelector<T>(selector)!;
const pageUrl = (): string => location.href.split('#')[0]!;
const clearHash = (): void => history.replaceState(null, '', pageUrl());

/** Depth-first search through shadow roots for the field holding `id`. */
function findField(root: ParentNode, id: string): Field | undefined {
  for (const el of root.querySelectorAll<Field>('*')) {
    if ((el.tagName === 'PARAM-FIELD' || el.tagName === 'RESPONSE-FIELD') && el.anchorId === id) return el;
    if (el.shadowRoot) {
      const found = findField(el.shadowRoot, id);
      if (found) return found;
    }
  }
  return undefined;
}

function inViewport(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
}

describe('field anchors', () => {
  afterEach(async () => {
    clearHash();
    await resetMouse();
  });

  it('reveals the link icon when the name is hovered or focused', async () => {
    const el = await fixture<ParamField>(html`<param-field query="limit" type="integer"></param-field>`);
    const anchor = $(el, '[part=anchor]');
    expect(anchor.tagName).to.equal('BUTTON');
    expect(anchor.getAttribute('aria-label')).to.equal('Copy link to limit');
    expect(anchor.querySelector('svg')).to.exist;
    expect(getComputedStyle(anchor).opacity).to.equal('0');
    const name = $(el, '[part=name]').getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(name.x + 5), Math.round(name.y + name.height / 2)] });
    expect(getComputedStyle(anchor).opacity).to.equal('1');
    await resetMouse();
    expect(getComputedStyle(anchor).opacity).to.equal('0');
    anchor.focus();
    expect(getComputedStyle(anchor).opacity).to.equal('1');
  });

  it('copies the exact URL, sets location.hash and fires api-anchor-copy', async () => {
    const clipboard = recordClipboard();
    try {
      const el = await fixture<ParamField>(html`<param-field query="limit" type="integer"></param-field>`);
      const event = oneEvent(el, 'api-anchor-copy') as Promise<ApiAnchorCopyEvent>;
      $(el, '[part=anchor]').click();
      const { anchor, url } = await event;
      expect(anchor).to.equal('limit');
      expect(url).to.equal(`${pageUrl()}#limit`);
      expect(clipboard.written).to.deep.equal([`${pageUrl()}#limit`]);
      expect(location.hash).to.equal('#limit');
      await el.updateComplete;
      expect($(el, '[role=status]').textContent).to.contain('copied');
    } finally {
      clipboard.restore();
    }
  });

  it('still sets the hash and says so when the clipboard refuses', async () => {
    const clipboard = recordClipboard(true);
    try {
      const el = await fixture<ResponseField>(html`<response-field name="id" type="string"></response-field>`);
      const event = oneEvent(el, 'api-anchor-copy') as Promise<ApiAnchorCopyEvent>;
      $(el, '[part=anchor]').click();
      const { url } = await event;
      expect(url).to.equal(`${pageUrl()}#response-id`);
      expect(location.hash).to.equal('#response-id');
      await el.updateComplete;
      expect($(el, '[role=status]').textContent).to.match(/copied|address bar/);
    } finally {
      clipboard.restore();
    }
  });

  it('gives nested fields ids with their parent path (schema and MDX style)', async () => {
    const wrapper = await fixture(
      html`<div>
        <param-field body="user" .schema=${user} expanded></param-field>
        <response-field name="data" .schema=${user} expanded></response-field>
        <param-field body="owner" type="object"
          ><param-field body="pets" type="array"><param-field body="name"></param-field></param-field
        ></param-field>
      </div>`,
    );
    const [body, response] = [
      wrapper.querySelector<ParamField>('param-field')!,
      wrapper.querySelector<ResponseField>('response-field')!,
    ];
    const address = findField(body.shadowRoot!, 'user.address')!;
    expect(address).to.exist;
    address.expanded = true;
    await address.updateComplete;
    expect(findField(address.shadowRoot!, 'user.address.city')).to.exist;
    // Array levels add nothing.
    const tags = findField(body.shadowRoot!, 'user.tags')!;
    tags.expanded = true;
    await tags.updateComplete;
    expect(findField(tags.shadowRoot!, 'user.tags.label')).to.exist;
    expect(response.anchorId).to.equal('response-data');
    expect(findField(response.shadowRoot!, 'response-data.id')).to.exist;
    expect(wrapper.querySelector<ParamField>('param-field[body=name]')!.anchorId).to.equal('owner.pets.name');
  });

  it('keeps ids unique: a collision takes the endpoint or location, then a number', async () => {
    const wrapper = await fixture(
      html`<div>
        <param-field query="limit"></param-field>
        <param-field header="limit"></param-field>
        <param-field header="limit"></param-field>
        <api-endpoint api="POST /users"><param-field body="limit"></param-field></api-endpoint>
      </div>`,
    );
    const ids = [...wrapper.querySelectorAll<ParamField>('param-field')].map((f) => f.anchorId);
    expect(ids).to.deep.equal(['limit', 'header-limit', 'header-limit-2', 'post-users-limit']);
    // Stable while re-rendering.
    const first = wrapper.querySelector<ParamField>('param-field')!;
    first.type = 'integer';
    await first.updateComplete;
    expect(first.anchorId).to.equal('limit');
  });

  it('opening a hash expands the collapsed parents and scrolls the field into view', async () => {
    location.hash = '#user.address.city';
    const wrapper = await fixture(
      html`<div>
        <div style="height: 3000px">spacer</div>
        <param-field body="user" .schema=${user}></param-field>
        <div style="height: 3000px">spacer</div>
      </div>`,
    );
    const body = wrapper.querySelector<ParamField>('param-field')!;
    await waitUntil(
      () => findField(document, 'user.address.city')?.hasAttribute('data-targeted'),
      'the target was not revealed',
    );
    const city = findField(document, 'user.address.city')!;
    expect(body.expanded).to.be.true;
    expect(findField(body.shadowRoot!, 'user.address')!.expanded).to.be.true;
    expect(inViewport(city)).to.be.true;
    expect(city.shadowRoot!.activeElement).to.equal($(city, '.header'));
  });

  it('follows hashchange to a response field inside a oneOf variant', async () => {
    const wrapper = await fixture(
      html`<div>
        <div style="height: 3000px"></div>
        <response-field name="pet" .schema=${pet}></response-field>
      </div>`,
    );
    const field = wrapper.querySelector<ResponseField>('response-field')!;
    location.hash = '#response-pet.meow';
    await waitUntil(
      () => findField(document, 'response-pet.meow')?.hasAttribute('data-targeted'),
      'the target was not revealed',
    );
    expect(field.expanded).to.be.true;
    expect($(field, '[role=tab][aria-selected=true]').textContent!.trim()).to.equal('Cat');
    expect(inViewport(findField(document, 'response-pet.meow')!)).to.be.true;
  });

  it('expands MDX-style parents of a light-DOM field', async () => {
    const wrapper = await fixture(
      html`<div>
        <div style="height: 3000px"></div>
        <param-field body="owner" type="object"
          ><param-field body="pets" type="array"
            ><param-field body="name">The pet’s name.</param-field></param-field
          ></param-field
        >
      </div>`,
    );
    const found = await anchorDirectory().reveal('owner.pets.name');
    expect(found).to.be.true;
    const target = wrapper.querySelector<ParamField>('param-field[body=name]')!;
    const [owner, pets] = [...wrapper.querySelectorAll<ParamField>('param-field')];
    expect(owner!.expanded && pets!.expanded).to.be.true;
    expect(target.assignedSlot).to.exist;
    expect(inViewport(target)).to.be.true;
    expect(target.hasAttribute('data-targeted')).to.be.true;
  });

  it('end to end: a hash opens a nested body field and a response field of a real <api-endpoint>', async () => {
    // Loaded here, so a problem in the endpoint fails this test only.
    await import('../../components/api-endpoint/api-endpoint.js');
    location.hash = '#category.name';
    const wrapper = await fixture(
      html`<div>
        <div style="height: 3000px"></div>
        <api-endpoint spec="/test/fixtures/endpoint/petstore-3.0.json" operation="POST /pet"></api-endpoint>
      </div>`,
    );
    await waitUntil(
      () => findField(document, 'category.name')?.hasAttribute('data-targeted'),
      'the body field was not revealed',
      { timeout: 10000 },
    );
    expect(inViewport(findField(document, 'category.name')!)).to.be.true;
    location.hash = '#response-category.id';
    await waitUntil(
      () => findField(document, 'response-category.id')?.hasAttribute('data-targeted'),
      'the response field was not revealed',
    );
    expect(inViewport(findField(document, 'response-category.id')!)).to.be.true;
    expect(wrapper.querySelector('api-endpoint')).to.exist;
  });

  it('reports an unknown anchor without expanding anything', async () => {
    const el = await fixture<ParamField>(html`<param-field body="user" .schema=${user}></param-field>`);
    expect(await anchorDirectory().reveal('user.nothing.here')).to.be.false;
    expect(await anchorDirectory().reveal('elsewhere')).to.be.false;
    // The parent opened while looking, but no variant or field was invented.
    expect(findField(document, 'user.nothing')).to.be.undefined;
    expect(el.anchorId).to.equal('user');
  });
});

describe('endpointSlug', () => {
  it('slugs ASCII and non-ASCII endpoint keys alike: letters and digits of any script kept, the rest one dash', () => {
    expect(endpointSlug('POST /users/{id}')).to.equal('post-users-id');
    expect(endpointSlug('GET /v1//items.json?x=1')).to.equal('get-v1-items-json-x-1');
    expect(endpointSlug('GET /café/Ünïcode/日本')).to.equal('get-café-ünïcode-日本');
    expect(endpointSlug('WEBHOOK  tab\there')).to.equal('webhook-tab-here');
  });
});
