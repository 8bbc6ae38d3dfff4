import { ContextConsumer } from '@lit/context';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { LitElement } from 'lit';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/docs-config/docs-config.js';
import type { DocsConfig } from '../../components/docs-config/docs-config.element.js';
import { apiSettingsContext } from '../../components/shared/contexts.js';
import type { ApiConfigLoadEvent, ApiSpecErrorEvent } from '../../components/shared/events.js';
import { defaultApiSettings, parseApiSettings } from '../../src/config/api-settings.js';
import { readApiSettingsFromText } from '../../src/config/api-settings-text.js';
import { watchUncaught } from '../fixtures/endpoint/deep-query.js';
import { until } from '../fixtures/playground/helpers.js';

const DOCS = '/test/fixtures/docs';

/** Records every settings value it receives from the nearest provider. */
class SettingsProbe extends LitElement {
  readonly consumer = new ContextConsumer(this, { context: apiSettingsContext, subscribe: true });
}
customElements.define('settings-probe', SettingsProbe);

describe('api settings (src/config/api-settings.ts)', () => {
  it('reads every field', () => {
    const { settings, diagnostics } = parseApiSettings({
      mdx: { server: ['https://a.example.com', 'https://b.example.com'], auth: { method: 'key', name: 'x-api-key' } },
      playground: { display: 'none', url: 'full' },
      examples: { languages: ['curl'], defaults: 'all', prefill: true },
    });
    expect(diagnostics).to.deep.equal([]);
    expect(settings).to.deep.equal({
      mdx: { servers: ['https://a.example.com', 'https://b.example.com'], auth: { method: 'key', name: 'x-api-key' } },
      playground: { display: 'none', url: 'full' },
      examples: { languages: ['curl'], defaults: 'all', prefill: true },
    });
  });

  it('uses defaults when api is absent', () => {
    expect(parseApiSettings(undefined).settings).to.equal(defaultApiSettings);
    expect(defaultApiSettings.playground.display).to.equal('interactive');
    expect(defaultApiSettings.playground.url).to.equal(undefined);
  });

  it('names the JSON path of each bad value and falls back to defaults', () => {
    const { settings, diagnostics } = parseApiSettings(
      {
        mdx: { server: 42, auth: { method: 'magic' } },
        playground: { display: 'sometimes', url: 'partial' },
        examples: { prefill: 'yes' },
      },
      'docs.json',
    );
    const pointers = diagnostics.map((d) => d.pointer);
    expect(pointers).to.include.members([
      '/api/mdx/server',
      '/api/mdx/auth/method',
      '/api/playground/display',
      '/api/playground/url',
      '/api/examples/prefill',
    ]);
    expect(diagnostics.find((d) => d.pointer === '/api/playground/display')?.message).to.contain(
      'api.playground.display',
    );
    expect(diagnostics.every((d) => d.file === 'docs.json')).to.equal(true);
    expect(settings.playground.display).to.equal('interactive');
    expect(settings.examples.prefill).to.equal(false);
  });

  it('accepts api.playground.examples as an alias, with an info diagnostic', () => {
    const { settings, diagnostics } = parseApiSettings({
      playground: { examples: { languages: ['python'], prefill: true } },
    });
    expect(settings.examples.languages).to.deep.equal(['python']);
    expect(settings.examples.prefill).to.equal(true);
    expect(diagnostics).to.have.length(1);
    expect(diagnostics[0]).to.include({ severity: 'info', pointer: '/api/playground/examples' });
  });

  it('prefers api.examples over the alias and says so', () => {
    const { settings, diagnostics } = parseApiSettings({
      examples: { languages: ['curl'] },
      playground: { examples: { languages: ['go'] } },
    });
    expect(settings.examples.languages).to.deep.equal(['curl']);
    expect(diagnostics[0]).to.include({ severity: 'warning', pointer: '/api/playground/examples' });
  });

  it('reports a JSON syntax error with its line and column', () => {
    const result = readApiSettingsFromText('{\n  "api": {\n    "mdx": }\n}', 'docs.json');
    expect(result.ok).to.equal(false);
    expect(result.diagnostics[0]).to.include({ code: 'parse/json', file: 'docs.json', line: 3 });
  });
});

describe('docs-config', () => {
  let uncaught: ReturnType<typeof watchUncaught>;
  beforeEach(() => {
    uncaught = watchUncaught();
  });
  afterEach(() => {
    uncaught.stop();
    expect(uncaught.errors).to.deep.equal([]);
  });

  it('provides the api settings of its docs.json to elements inside', async () => {
    const el = await fixture<DocsConfig>(
      html`<docs-config src=${`${DOCS}/docs.json`}><settings-probe></settings-probe></docs-config>`,
    );
    await el.updateComplete;
    const probe = el.querySelector<SettingsProbe>('settings-probe')!;
    expect(probe.consumer.value?.playground).to.deep.equal({ display: 'simple', url: 'full' });
    expect(probe.consumer.value?.mdx.servers).to.deep.equal(['https://api.example.com/v2']);
    expect(el.settings?.examples.languages).to.deep.equal(['curl', 'python']);
    expect(el.shadowRoot?.querySelector('[part="error"]')).to.equal(null);
  });

  it('answers elements that upgraded before their <docs-config> was defined (script order does not matter)', async () => {
    // A provider tag defined only after the consumer inside it has connected and asked.
    const tag = `late-docs-config-${Math.random().toString(36).slice(2)}`;
    const host = await fixture<HTMLElement>(html`<div></div>`);
    host.innerHTML = `<${tag} src="${DOCS}/docs.json"><settings-probe></settings-probe></${tag}>`;
    const probe = host.querySelector<SettingsProbe>('settings-probe')!;
    await probe.updateComplete;
    expect(probe.consumer.value, 'no provider yet').to.equal(undefined);
    const { DocsConfig: Config } = await import('../../components/docs-config/docs-config.js');
    customElements.define(tag, class extends Config {});
    const provider = host.querySelector<DocsConfig>(tag)!;
    await provider.updateComplete;
    await until(() => probe.consumer.value !== undefined, 'the late provider to answer');
    expect(probe.consumer.value?.playground).to.deep.equal({ display: 'simple', url: 'full' });
  });

  it('accepts a config object and replaces the provided value when it changes', async () => {
    const el = await fixture<DocsConfig>(
      html`<docs-config .config=${{ api: { playground: { url: 'full' } } }}
        ><settings-probe></settings-probe
      ></docs-config>`,
    );
    await el.updateComplete;
    const probe = el.querySelector<SettingsProbe>('settings-probe')!;
    const first = probe.consumer.value;
    expect(first?.playground.url).to.equal('full');
    el.config = { api: { playground: { display: 'none' } } };
    await el.updateComplete;
    expect(probe.consumer.value?.playground).to.deep.equal({ display: 'none' });
    expect(probe.consumer.value).to.not.equal(first);
  });

  it('fires api-config-load', async () => {
    const el = document.createElement('docs-config');
    el.src = `${DOCS}/docs.json`;
    const event = oneEvent(el, 'api-config-load') as Promise<ApiConfigLoadEvent>;
    document.body.append(el);
    const loaded = await event;
    expect(loaded.settings.playground.url).to.equal('full');
    el.remove();
  });

  it('shows bad values as a collapsed warning note and keeps providing settings', async () => {
    const el = await fixture<DocsConfig>(
      html`<docs-config src=${`${DOCS}/docs-bad-values.json`}><settings-probe></settings-probe></docs-config>`,
    );
    await el.updateComplete;
    const note = el.shadowRoot?.querySelector('[part="warnings"]');
    expect(note?.textContent).to.contain('api.playground.display');
    expect(note?.textContent).to.match(/docs-bad-values\.json:5:\d+/);
    expect(el.querySelector<SettingsProbe>('settings-probe')!.consumer.value?.playground.url).to.equal('full');
    await expect(el).to.be.accessible();
  });

  const broken: { name: string; src: string; expect: RegExp; place: RegExp }[] = [
    {
      name: 'invalid JSON',
      src: `${DOCS}/docs-invalid.json`,
      expect: /not valid JSON/,
      place: /docs-invalid\.json:\d+:\d+/,
    },
    { name: 'a 404', src: `${DOCS}/nope.json`, expect: /404/, place: /nope\.json/ },
    { name: 'a closed port', src: 'http://127.0.0.1:9/docs.json', expect: /could not load/i, place: /127\.0\.0\.1:9/ },
  ];
  for (const c of broken) {
    it(`shows an error panel and fires api-spec-error for ${c.name}`, async () => {
      const el = document.createElement('docs-config');
      el.src = c.src;
      const event = oneEvent(el, 'api-spec-error') as Promise<ApiSpecErrorEvent>;
      document.body.append(el);
      const { diagnostics } = await event;
      await el.updateComplete;
      expect(diagnostics.length).to.equal(1);
      const panel = el.shadowRoot?.querySelector('[part="error"]');
      expect(panel?.getAttribute('role')).to.equal('alert');
      const text = panel?.textContent?.replace(/\s+/g, ' ') ?? '';
      expect(text).to.match(c.expect);
      expect(text).to.match(c.place);
      await expect(el).to.be.accessible();
      el.remove();
    });
  }
});
