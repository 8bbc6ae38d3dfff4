import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/api-response/api-response.js';
import type { ApiResponse } from '../../components/api-response/api-response.element.js';
import { describe, it } from '../fixtures/endpoint/mocha.js';
import { metadataLoaded, releaseGate, testServers, until } from '../fixtures/playground/helpers.js';

async function show(path: string, attrs: { limit?: number } = {}): Promise<ApiResponse> {
  const { cors } = await testServers();
  const el = await fixture<ApiResponse>(html`<api-response display-limit=${attrs.limit ?? 100_000}></api-response>`);
  const loaded = oneEvent(el, 'load');
  el.response = await fetch(`${cors}${path}`);
  await loaded;
  await el.updateComplete;
  return el;
}

const $ = <E extends Element = Element>(el: Element, selector: string): E | null =>
  el.shadowRoot!.querySelector<E>(selector);

/** Waits until the highlighted block replaced the plain one. */
async function highlighted(el: ApiResponse): Promise<Element> {
  await until(() => $(el, '.highlighted .shiki') !== null, 'highlighted code');
  return $(el, '.highlighted')!;
}

describe('api-response', () => {
  it('shows a PNG inline that decodes', async () => {
    const el = await show('/media/png');
    const img = $<HTMLImageElement>(el, 'img[part="image"]')!;
    expect(img.src).to.match(/^blob:/);
    await img.decode();
    expect(img.naturalWidth).to.equal(4);
    expect(img.naturalHeight).to.equal(3);
    expect(el.kind).to.equal('image');
    await expect(el).to.be.accessible();
  });

  it('plays WAV audio whose metadata loads', async () => {
    const el = await show('/media/wav');
    const audio = $<HTMLAudioElement>(el, 'audio[part="audio"]')!;
    expect(audio.controls).to.equal(true);
    await metadataLoaded(audio);
    expect(audio.duration).to.be.closeTo(0.5, 0.01);
  });

  for (const type of ['mp4', 'webm']) {
    it(`plays a ${type.toUpperCase()} video whose metadata loads`, async () => {
      const el = await show(`/media/${type}`);
      const video = $<HTMLVideoElement>(el, 'video[part="video"]')!;
      await metadataLoaded(video);
      expect(Number.isFinite(video.duration), 'a finite duration').to.equal(true);
      expect(video.duration).to.be.greaterThan(0);
      expect(video.videoWidth).to.equal(32);
      await expect(el).to.be.accessible({ ignoredRules: ['video-caption'] });
    });
  }

  it('revokes the blob URL when the body is replaced', async () => {
    const el = await show('/media/png');
    const first = $<HTMLImageElement>(el, 'img')!.src;
    const loaded = oneEvent(el, 'load');
    el.response = await fetch(`${(await testServers()).cors}/json`);
    await loaded;
    // A revoked blob URL no longer resolves.
    let failed = false;
    try {
      await fetch(first);
    } catch {
      failed = true;
    }
    expect(failed, 'old blob URL revoked').to.equal(true);
  });

  it('pretty-prints and highlights JSON', async () => {
    const el = await show('/json');
    const block = await highlighted(el);
    expect(block.textContent).to.equal(JSON.stringify({ hello: 'world', list: [1, 2] }, null, 2));
    expect(block.querySelectorAll('span[style*="--api-code-"]').length).to.be.greaterThan(2);
    await expect(el).to.be.accessible();
  });

  it('shows text and XML as highlighted code, and HTML as code, never live', async () => {
    const text = await show('/text');
    expect((await highlighted(text)).textContent).to.equal('plain words\nsecond line');
    const xml = await show('/xml');
    expect((await highlighted(xml)).querySelectorAll('span[style*="--api-code-"]').length).to.be.greaterThan(2);
    const page = await show('/html');
    const block = await highlighted(page);
    expect(block.textContent).to.contain('<script>window.__pwned=1</script>');
    expect(page.shadowRoot!.querySelector('#live, script, img')).to.equal(null);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('offers a binary body as a download named from Content-Disposition', async () => {
    const el = await show('/binary');
    const link = $<HTMLAnchorElement>(el, 'a[part="download"]')!;
    expect(link.download).to.equal('report 1.bin');
    expect(link.href).to.match(/^blob:/);
    const bytes = new Uint8Array(await (await fetch(link.href)).arrayBuffer());
    expect([...bytes]).to.deep.equal([0, 1, 2, 3, 254, 255, 0, 7]);
    expect(el.size).to.equal(8);
    await expect(el).to.be.accessible();
  });

  it('cuts a large body with "Show all"', async () => {
    const el = await show('/large', { limit: 1000 });
    expect(el.size).to.equal(13 * 30000);
    const shown = () => $(el, '[part="code"]')!.textContent!.length;
    expect(shown()).to.equal(1000);
    const button = $<HTMLButtonElement>(el, '[part="truncated"] button')!;
    expect(button.textContent).to.equal('Show all');
    button.click();
    await el.updateComplete;
    expect(shown()).to.equal(13 * 30000);
    expect($(el, '[part="truncated"]')).to.equal(null);
  });

  it('shows server-sent events one by one as they arrive', async () => {
    const { cors } = await testServers();
    const el = await fixture<ApiResponse>(html`<api-response></api-response>`);
    const gate = `sse-${Math.random()}`;
    el.response = await fetch(`${cors}/sse?gate=${gate}`);
    const items = () => Array.from(el.shadowRoot!.querySelectorAll('[part="event"]'));
    await until(() => items().length === 1, 'the first event');
    // The server holds the stream open: the first event is on the page before the second exists.
    expect(items()[0]!.textContent).to.contain('greeting').and.contain('first event');
    expect($(el, '[part="status"]')!.textContent).to.contain('Receiving');
    await expect(el).to.be.accessible();
    const loaded = oneEvent(el, 'load');
    await releaseGate(gate);
    await loaded;
    await el.updateComplete;
    expect(items().map((i) => i.querySelector('.event-data')!.textContent)).to.deep.equal([
      'first event',
      'second event',
    ]);
    expect($(el, '[part="status"]')!.textContent).to.contain('Stream ended after 2 events');
  });

  it('shows NDJSON line by line', async () => {
    const el = await show('/ndjson');
    const lines = Array.from(el.shadowRoot!.querySelectorAll('[part="lines"] li')).map((li) =>
      li.textContent!.replace(/\s+/g, ''),
    );
    expect(lines).to.deep.equal(['{"n":1}', '{"n":2}', '{"n":3}']);
  });

  it('shows a Blob given with content-type', async () => {
    const el = await fixture<ApiResponse>(html`<api-response content-type="application/json"></api-response>`);
    const loaded = oneEvent(el, 'load');
    el.body = new Blob(['{"a":1}']);
    await loaded;
    expect((await highlighted(el)).textContent).to.equal('{\n  "a": 1\n}');
  });
});
