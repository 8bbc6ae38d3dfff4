import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-playground/api-playground.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import type { ApiResponseCheckEvent } from '../../components/api-playground/response-check-event.js';
import { beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { fieldInput, q, qMaybe, type } from '../fixtures/playground/drive.js';
import { until } from '../fixtures/playground/helpers.js';
import { defaultApiSettings, type ApiSettings } from '../../src/config/api-settings.js';
import { checkReceived, checkServers, clearCheckReceived, releaseCheckGate } from '../fixtures/check/servers.js';

const SPEC = '/test/fixtures/check/checked-api.yaml';

async function playground(operation: string): Promise<ApiPlayground> {
  const { api } = await checkServers();
  const el = await fixture<ApiPlayground>(
    html`<api-playground spec=${SPEC} operation=${operation} server=${api} timeout="10000"></api-playground>`,
  );
  await until(() => el.resolvedOperation !== undefined, 'the operation');
  await el.updateComplete;
  return el;
}

/** Sends and resolves with the check event (the body read and checked). */
async function sendChecked(el: ApiPlayground): Promise<ApiResponseCheckEvent> {
  const checked = new Promise<ApiResponseCheckEvent>((resolve) =>
    document.addEventListener('api-response-check', (e) => resolve(e), { once: true }),
  );
  q<HTMLButtonElement>(el, '[part="send"]').click();
  const event = await checked;
  await el.updateComplete;
  return event;
}

function rows(el: ApiPlayground): { pointer: string; keyword: string; text: string }[] {
  return [...el.shadowRoot!.querySelectorAll('[part="check"] tbody tr')].map((tr) => ({
    pointer: tr.getAttribute('data-pointer')!,
    keyword: tr.getAttribute('data-keyword')!,
    text: tr.textContent!.replace(/\s+/g, ' ').trim(),
  }));
}

async function petCase(name: string): Promise<{ el: ApiPlayground; event: ApiResponseCheckEvent }> {
  const el = await playground('getPet');
  await type(el, fieldInput(el, 'case'), name);
  const event = await sendChecked(el);
  return { el, event };
}

describe('api-playground checks responses against the spec', () => {
  beforeEach(clearCheckReceived);

  it('a conforming body with its required header: "Matches the schema", no mismatch', async () => {
    const { el, event } = await petCase('good');
    expect(event.ok).to.equal(true);
    expect(event.check.documentedStatus).to.equal('200');
    expect(event.check.body).to.deep.equal([]);
    const check = q(el, '[part="check"]');
    expect(check.getAttribute('data-ok')).to.equal('true');
    expect(check.textContent).to.contain('Matches the schema');
    expect(rows(el)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('a non-conforming body and header: each mismatch at its pointer, expected and actual', async () => {
    const { el, event } = await petCase('bad');
    expect(event.ok).to.equal(false);
    const found = rows(el);
    expect(found.map((r) => r.pointer).sort()).to.deep.equal(
      ['/id', '/kind', '/name', '/password', '/tag', 'header:X-Rate-Limit'].sort(),
    );
    const id = found.find((r) => r.pointer === '/id')!;
    expect(id.text).to.contain('type integer').and.contain('string "one"');
    expect(found.find((r) => r.pointer === '/name')!.text).to.contain('missing');
    expect(found.find((r) => r.pointer === 'header:X-Rate-Limit')!.text).to.contain('"lots"');
    expect(q(el, '[part="check"]').textContent).to.contain('Does not match the schema: 6 mismatches');
    // The check sits beside the response, which still shows the body as it came.
    expect(qMaybe(el, 'api-response')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('a required header missing is reported', async () => {
    const { el, event } = await petCase('noheader');
    expect(event.check.headers.map((h) => [h.header, h.actual])).to.deep.equal([['X-Rate-Limit', 'missing']]);
    expect(rows(el).map((r) => r.pointer)).to.deep.equal(['header:X-Rate-Limit']);
  });

  it('a status matched by its 4XX range conforms; an undocumented status and media type are reported', async () => {
    const range = await petCase('missing');
    expect(range.event.ok).to.equal(true);
    expect(range.event.check.documentedStatus).to.equal('4XX');
    expect(q(range.el, '[part="check"]').textContent).to.contain('Matches the schema').and.contain('4XX');

    const teapot = await petCase('teapot');
    expect(teapot.event.ok).to.equal(false);
    expect(q(teapot.el, '[part="check"]').textContent)
      .to.contain('Status code not documented')
      .and.contain('500 is not documented');
    await expect(teapot.el).to.be.accessible();

    const media = await petCase('html');
    expect(media.event.ok).to.equal(false);
    expect(q(media.el, '[part="check"]').textContent).to.contain('Media type not documented').and.contain('text/html');
  });
});

describe('api-playground checks stream items against itemSchema as they arrive', () => {
  it('marks the one bad event among good ones, with a live count, and reports it when the stream ends', async () => {
    const el = await playground('streamEvents');
    await type(el, fieldInput(el, 'bad'), '1');
    const gate = `check-${Math.random()}`;
    // The gate holds the stream open after two events.
    const op = el.resolvedOperation!;
    expect(op.path).to.equal('/events');
    const checked = new Promise<ApiResponseCheckEvent>((resolve) =>
      document.addEventListener('api-response-check', (e) => resolve(e), { once: true }),
    );
    await type(el, fieldInput(el, 'gate'), gate);
    q<HTMLButtonElement>(el, '[part="send"]').click();
    await until(() => qMaybe(el, 'api-response') !== null, 'the stream');
    const response = q(el, 'api-response');
    const events = () => [...response.shadowRoot!.querySelectorAll('[part="event"]')];
    await until(() => events().length === 2, 'two events');
    // Checked as it arrived: the stream is still open, and the second event is already marked.
    expect(events().map((e) => e.getAttribute('data-mismatch'))).to.deep.equal(['false', 'true']);
    expect(events()[1]!.querySelector('[part="item-mismatches"]')!.textContent).to.contain('/data/n');
    // Marked where a reader sees it: a coloured bar on the bad event only.
    expect(events().map((e) => getComputedStyle(e).borderInlineStartWidth)).to.deep.equal(['0px', '3px']);
    const count = q(response, '[part="stream-count"]');
    expect(count.textContent!.replace(/\s+/g, ' ').trim()).to.equal('2 events, 1 mismatch');
    expect(q(response, '[part="status"]').textContent).to.contain('Receiving');
    await expect(el).to.be.accessible();
    await releaseCheckGate(gate);
    const event = await checked;
    expect(event.items).to.deep.equal({ items: 3, mismatches: 1 });
    expect(event.ok).to.equal(false);
    await until(() => events().length === 3, 'the third event');
    expect(events().map((e) => e.getAttribute('data-mismatch'))).to.deep.equal(['false', 'true', 'false']);
    expect(q(response, '[part="stream-count"]').textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      '3 events, 1 mismatch',
    );
    await el.updateComplete;
    expect(q(el, '[part="check-items"]').textContent).to.contain('3 items received, 1 mismatch');
    await expect(el).to.be.accessible();
  });
});

describe('api-playground checks JSON lines, with Pause and Clear', () => {
  it('marks the bad line, holds new lines while paused, clears the list and the count', async () => {
    const el = await playground('streamLines');
    const gate = `lines-${Math.random()}`;
    await type(el, fieldInput(el, 'gate'), gate);
    const checked = new Promise<ApiResponseCheckEvent>((resolve) =>
      document.addEventListener('api-response-check', (e) => resolve(e), { once: true }),
    );
    q<HTMLButtonElement>(el, '[part="send"]').click();
    await until(() => qMaybe(el, 'api-response') !== null, 'the stream');
    const response = q(el, 'api-response');
    const lines = () => [...response.shadowRoot!.querySelectorAll('[part="line"]')];
    const count = () => q(response, '[part="stream-count"]').textContent!.replace(/\s+/g, ' ').trim();
    await until(() => lines().length === 2, 'two lines');
    expect(lines().map((l) => l.getAttribute('data-mismatch'))).to.deep.equal(['false', 'true']);
    expect(lines()[1]!.textContent).to.contain('/n').and.contain('minimum');
    const pause = q<HTMLButtonElement>(response, '[part="stream-pause"]');
    pause.click();
    await (response as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(pause.getAttribute('aria-pressed')).to.equal('true');
    await releaseCheckGate(gate);
    const event = await checked;
    expect(event.items).to.deep.equal({ items: 3, mismatches: 1 });
    await until(() => count().startsWith('3 lines'), 'the third line counted');
    // Paused: counted but held back from the list.
    expect(lines().length).to.equal(2);
    expect(count()).to.equal('3 lines, 1 mismatch (1 held while paused)');
    await expect(el).to.be.accessible();
    pause.click();
    await until(() => lines().length === 3, 'the held line shown on Resume');
    q<HTMLButtonElement>(response, '[part="stream-clear"]').click();
    await until(() => lines().length === 0, 'the list cleared');
    expect(count()).to.equal('0 lines, 0 mismatches');
  });
});

describe('api-playground checks a stream that comes through the playground proxy', () => {
  beforeEach(clearCheckReceived);

  it('marks the bad event and counts right, the proxy passing the stream on as it comes', async () => {
    const { api, proxy } = await checkServers();
    const settings: ApiSettings = {
      ...defaultApiSettings,
      playground: { ...defaultApiSettings.playground, proxy },
    };
    const el = await fixture<ApiPlayground>(
      html`<api-playground spec=${SPEC} operation="streamEvents" server=${api} timeout="10000" .settings=${settings}></api-playground>`,
    );
    await until(() => el.resolvedOperation !== undefined, 'the operation');
    await el.updateComplete;
    await type(el, fieldInput(el, 'bad'), '1');
    const gate = `proxy-${Math.random()}`;
    await type(el, fieldInput(el, 'gate'), gate);
    const checked = new Promise<ApiResponseCheckEvent>((resolve) =>
      document.addEventListener('api-response-check', (e) => resolve(e), { once: true }),
    );
    q<HTMLButtonElement>(el, '[part="send"]').click();
    await until(() => qMaybe(el, 'api-response') !== null, 'the stream');
    const response = q(el, 'api-response');
    const events = () => [...response.shadowRoot!.querySelectorAll('[part="event"]')];
    // Two events on the page while the upstream holds the stream open: the proxy did not buffer it.
    await until(() => events().length === 2, 'two events through the proxy');
    expect(events().map((e) => e.getAttribute('data-mismatch'))).to.deep.equal(['false', 'true']);
    await releaseCheckGate(gate);
    const event = await checked;
    expect(event.items).to.deep.equal({ items: 3, mismatches: 1 });
    expect(event.url).to.equal(`${api}/events?bad=1&gate=${gate}`);
    const got = await checkReceived('api');
    expect(got.map((r) => r.rawPath)).to.deep.equal(['/events']);
    // Sent by the proxy, not the page: a browser always sends Origin cross-origin; the proxy drops it.
    expect(got[0]!.headers.origin).to.equal(undefined);
  });
});
