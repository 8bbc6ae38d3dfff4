// Relative `src`/`spec` attributes resolve the way the page resolves its links: against
// document.baseURI, so a <base> element counts (the page's own location would not see it).
// An address that is not a URL at all is reported, named as written, rather than thrown.
import { expect, oneEvent } from '@open-wc/testing';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { watchUncaught } from '../fixtures/endpoint/deep-query.js';
import '../../components/docs-config/docs-config.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/api-channel/api-channel.js';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { resetLocation } from '../fixtures/site-element/helpers.js';
import type { DocsConfig } from '../../components/docs-config/docs-config.element.js';
import type {
  ApiConfigLoadEvent,
  ApiNavigateEvent,
  ApiSpecErrorEvent,
  ApiSpecLoadEvent,
} from '../../components/shared/events.js';

/**
 * Creates `tag` with `attrs` and waits for `event`, listening before the element connects; fails at
 * once when the element reports a load error instead.
 */
async function firstEvent<E extends Event>(tag: string, attrs: Record<string, string>, event: string): Promise<E> {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  const heard = Promise.race([oneEvent(el, event), oneEvent(el, 'api-spec-error')]) as unknown as Promise<E>;
  container.append(el);
  const got = await heard;
  const failed = got as Event as ApiSpecErrorEvent;
  expect(got.type, `${failed.url}: ${failed.diagnostics?.[0]?.message}`).to.equal(event);
  return got;
}

let container: HTMLElement;

describe('relative addresses in element attributes', () => {
  let uncaught: ReturnType<typeof watchUncaught>;
  let base: HTMLBaseElement | undefined;
  beforeEach(() => {
    uncaught = watchUncaught();
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    base?.remove();
    base = undefined;
    container.remove();
    resetLocation();
    uncaught.stop();
    expect(uncaught.errors).to.deep.equal([]);
  });

  const setBase = (href: string): void => {
    base = document.head.appendChild(document.createElement('base'));
    base.href = href;
  };

  it('<docs-config src> reads docs.json beside the <base>, not beside the page', async () => {
    setBase('/test/fixtures/docs/');
    const event = await firstEvent<ApiConfigLoadEvent>('docs-config', { src: 'docs.json' }, 'api-config-load');
    expect(event.url).to.equal(`${location.origin}/test/fixtures/docs/docs.json`);
    expect(event.settings.playground).to.deep.equal({ display: 'simple', url: 'full' });
  });

  it('<api-endpoint spec> and <api-channel spec> load the spec beside the <base>', async () => {
    setBase('/test/fixtures/endpoint/');
    const endpoint = await firstEvent<ApiSpecLoadEvent>(
      'api-endpoint',
      { spec: 'petstore-3.0.json', operation: 'POST /pet' },
      'api-spec-load',
    );
    expect(endpoint.url).to.equal(`${location.origin}/test/fixtures/endpoint/petstore-3.0.json`);
    base!.href = '/test/fixtures/channel/';
    const channel = await firstEvent<ApiSpecLoadEvent>(
      'api-channel',
      { spec: 'echo-3.0.yaml', channel: 'rooms/{roomId}' },
      'api-spec-load',
    );
    expect(channel.url).to.equal(`${location.origin}/test/fixtures/channel/echo-3.0.yaml`);
  });

  it('<api-docs src> reads docs.json beside the <base>, and its pages and specs beside that', async () => {
    setBase('/test/fixtures/site-element/');
    await firstEvent<ApiNavigateEvent>('api-docs', { src: 'docs.json', base: '/site-test' }, 'api-navigate');
    const el = container.querySelector<ApiDocs>('api-docs')!;
    await el.updateComplete;
    expect(el.site?.url).to.equal(`${location.origin}/test/fixtures/site-element/docs.json`);
    expect(el.diagnostics.filter((d) => d.severity !== 'info')).to.deep.equal([]);
    expect(el.shadowRoot?.querySelector('.page-title')?.textContent).to.equal('Quickstart');
  });

  it('a spec attribute of spaces names no spec: nothing is fetched and no error is shown', async () => {
    const errors: Event[] = [];
    const el = document.createElement('api-endpoint') as HTMLElement & { updateComplete: Promise<boolean> };
    el.setAttribute('spec', '   ');
    el.addEventListener('api-spec-error', (e) => errors.push(e));
    container.append(el);
    await el.updateComplete;
    await new Promise((done) => setTimeout(done, 300));
    expect(errors).to.deep.equal([]);
    expect(el.shadowRoot?.querySelector('[part="error"]')).to.equal(null);
  });

  it('an address that is not a URL is reported, named as written', async () => {
    const event = await firstEvent<ApiSpecErrorEvent>('docs-config', { src: 'http://[bad' }, 'api-spec-error');
    expect(event.url).to.equal('http://[bad');
    expect(event.diagnostics[0]?.file).to.equal('http://[bad');
    const el = container.querySelector<DocsConfig>('docs-config')!;
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part="error"]')).to.not.equal(null);
  });
});
