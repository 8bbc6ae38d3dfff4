import { ContextProvider } from '@lit/context';
import { expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import { LitElement } from 'lit';
import '../../components/api-snippets/api-snippets.js';
import type { ApiSnippets } from '../../components/api-snippets/api-snippets.element.js';
import { LANGUAGE_STORAGE_KEY, resetLanguageStoreForTests } from '../../components/api-snippets/language-store.js';
import { apiSettingsContext } from '../../components/shared/contexts.js';
import type { ApiSnippetCopyEvent } from '../../components/shared/events.js';
import { defaultApiSettings, type ApiSettings } from '../../src/config/api-settings.js';
import { loadedHighlightGrammars } from '../../src/highlight/highlight.js';
import type { ResolvedOperation } from '../../src/openapi/types.js';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { createPet, operation, param, withSamples } from '../fixtures/snippets/operations.js';
import { recordClipboard } from '../fixtures/clipboard.js';

/** A stand-in for <docs-config>: provides whatever api settings a test sets. */
class TestSettingsProvider extends LitElement {
  readonly provider = new ContextProvider(this, { context: apiSettingsContext });
  override createRenderRoot(): HTMLElement {
    return this;
  }
}
customElements.define('test-settings-provider', TestSettingsProvider);

function tabs(el: ApiSnippets): HTMLElement[] {
  return Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]'));
}
function tabLabels(el: ApiSnippets): string[] {
  return tabs(el).map((t) => t.textContent!.trim());
}
function selectedLabel(el: ApiSnippets): string | undefined {
  return tabs(el)
    .find((t) => t.getAttribute('aria-selected') === 'true')
    ?.textContent?.trim();
}
function code(el: ApiSnippets): string {
  return el.shadowRoot!.querySelector('[part="code"] pre')!.textContent!;
}

async function snippets(
  op: ResolvedOperation | undefined,
  attrs: { languages?: string; defaults?: string } = {},
): Promise<ApiSnippets> {
  const el = await fixture<ApiSnippets>(
    html`<api-snippets
      .operation=${op}
      languages=${attrs.languages ?? 'curl,python,javascript'}
      defaults=${attrs.defaults ?? 'all'}
    ></api-snippets>`,
  );
  await el.updateComplete;
  return el;
}

describe('<api-snippets>', () => {
  beforeEach(() => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    resetLanguageStoreForTests();
  });
  afterEach(() => fixtureCleanup());

  // First, before any other test loads a grammar.
  it('loads only the shown tab’s grammar, and the next one when its tab is shown', async () => {
    expect(loadedHighlightGrammars()).to.deep.equal([]);
    const el = await snippets(createPet, { languages: 'curl,python,go,rust' });
    // Shell is highlighted at once by the built-in tokenizer (src/highlight/light.ts): no grammar loaded for it.
    expect(loadedHighlightGrammars()).to.deep.equal([]);
    expect(
      el.shadowRoot!.querySelector('[part="code"] pre.shiki:not(.plain) span.line span[style]'),
      'highlighted',
    ).to.not.equal(null);
    tabs(el)[2]!.click();
    await el.updateComplete;
    expect(loadedHighlightGrammars()).to.deep.equal(['go']);
    expect(code(el)).to.contain('http.NewRequest');
  });

  it('shows tabs in the configured order, resolving aliases and collapsing duplicates', async () => {
    const el = await snippets(createPet, { languages: 'go, sh, py, js, c#, rb, bash, ts, kotlin' });
    expect(tabLabels(el)).to.deep.equal(['Go', 'cURL', 'Python', 'JavaScript', 'C#', 'Ruby', 'TypeScript', 'Kotlin']);
    expect(el.shadowRoot!.querySelector('[part="diagnostics"]')).to.equal(null);
  });

  it('defaults to curl, python and javascript; docs.json languages apply unless the attribute overrides them', async () => {
    const plain = await fixture<ApiSnippets>(html`<api-snippets .operation=${createPet}></api-snippets>`);
    await plain.updateComplete;
    expect(tabLabels(plain)).to.deep.equal(['cURL', 'Python', 'JavaScript']);

    const settings: ApiSettings = {
      ...defaultApiSettings,
      examples: { languages: ['php', 'rust'], defaults: 'required', prefill: false },
    };
    const host = await fixture<TestSettingsProvider>(
      html`<test-settings-provider
        ><api-snippets .operation=${createPet}></api-snippets
        ><api-snippets .operation=${createPet} languages="dart"></api-snippets
      ></test-settings-provider>`,
    );
    host.provider.setValue(settings);
    const [fromSettings, overridden] = Array.from(host.querySelectorAll('api-snippets'));
    await fromSettings!.updateComplete;
    await overridden!.updateComplete;
    expect(tabLabels(fromSettings!)).to.deep.equal(['PHP', 'Rust']);
    expect(code(fromSettings!)).to.not.contain('limit=10'); // defaults: required from settings
    expect(tabLabels(overridden!)).to.deep.equal(['Dart']);
  });

  it('shows an unknown language as a visible note, never as a tab', async () => {
    const el = await snippets(createPet, { languages: 'curl,cobol,python' });
    expect(tabLabels(el)).to.deep.equal(['cURL', 'Python']);
    const note = el.shadowRoot!.querySelector('[part="diagnostics"]')!;
    expect(note.textContent).to.contain('"cobol"');
    await expect(el).to.be.accessible();
  });

  it('defaults="required" leaves optional parameters out; "all" puts them in', async () => {
    const required = await snippets(createPet, { languages: 'curl', defaults: 'required' });
    expect(code(required)).to.contain('/pets/42?verbose=true');
    expect(code(required)).to.not.contain('limit=10');
    expect(code(required)).to.not.contain('X-Trace');
    const all = await snippets(createPet, { languages: 'curl', defaults: 'all' });
    expect(code(all)).to.contain('limit=10');
    expect(code(all)).to.contain('X-Trace: trace-1');
    expect(code(all)).to.contain('good-dog');
  });

  it('shows x-codeSamples first, with their labels, the first one open; generated languages follow', async () => {
    const el = await snippets(withSamples, { languages: 'curl,python,go' });
    expect(tabLabels(el)).to.deep.equal(['CLI', 'Python SDK', 'cURL', 'Go']);
    expect(code(el)).to.equal('pets create --id 42');
    tabs(el)[1]!.click();
    await el.updateComplete;
    expect(code(el)).to.equal('client.pets.create(42, name="Rex")');
    tabs(el)[2]!.click();
    await el.updateComplete;
    expect(code(el)).to.contain('curl');
  });

  it('follows inputs as they change, with placeholders until a credential is typed', async () => {
    const el = await snippets(createPet, { languages: 'curl' });
    expect(code(el)).to.contain('Bearer <ACCESS_TOKEN>');
    expect(code(el)).to.contain('/pets/42');
    el.inputs = { params: { path: { petId: 'abc' } }, body: { name: 'Fido' } };
    await el.updateComplete;
    expect(code(el)).to.contain('/pets/abc');
    expect(code(el)).to.contain('Fido');
    el.inputs = {
      ...el.inputs,
      credentials: [{ scheme: { kind: 'bearer', id: 'bearerAuth' }, token: 'sk_live_1234567890abcdef' }],
    };
    await el.updateComplete;
    expect(code(el)).to.contain('Bearer sk_l********cdef');
    expect(code(el)).to.not.contain('1234567890');
  });

  it('copies the exact shown code and fires api-snippet-copy; a typed secret only when revealed', async () => {
    const clipboard = recordClipboard();
    try {
      const el = await snippets(createPet, { languages: 'curl,python' });
      el.inputs = {
        credentials: [{ scheme: { kind: 'bearer', id: 'bearerAuth' }, token: 'sk_live_1234567890abcdef' }],
      };
      await el.updateComplete;
      const copy = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="copy-button"]')!;
      let event = oneEvent(el, 'api-snippet-copy') as Promise<ApiSnippetCopyEvent>;
      copy.click();
      let fired = await event;
      expect(fired.language).to.equal('curl');
      expect(fired.secret).to.equal(false);
      expect(fired.bubbles && fired.composed).to.equal(true);
      expect(clipboard.written).to.deep.equal([code(el)]);
      expect(clipboard.written[0]).to.contain('sk_l********cdef');

      const reveal = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="reveal-button"]')!;
      expect(reveal.getAttribute('aria-pressed')).to.equal('false');
      reveal.click();
      await el.updateComplete;
      expect(code(el)).to.contain('sk_live_1234567890abcdef');
      event = oneEvent(el, 'api-snippet-copy') as Promise<ApiSnippetCopyEvent>;
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="copy-button"]')!.click();
      fired = await event;
      expect(fired.secret).to.equal(true);
      expect(clipboard.written[1]).to.equal(code(el));
      expect(clipboard.written[1]).to.contain('Bearer sk_live_1234567890abcdef');
    } finally {
      clipboard.restore();
    }
  });

  it('shares the chosen language across elements, remembers it, and restores it after a reload', async () => {
    const host = await fixture(
      html`<div>
        <api-snippets .operation=${createPet} languages="curl,python,go"></api-snippets>
        <api-snippets .operation=${withSamples} languages="go,python"></api-snippets>
      </div>`,
    );
    const [a, b] = Array.from(host.querySelectorAll('api-snippets'));
    await a!.updateComplete;
    await b!.updateComplete;
    expect(selectedLabel(a!)).to.equal('cURL');
    expect(selectedLabel(b!)).to.equal('CLI'); // hand-written samples come first
    tabs(a!)[1]!.click();
    await a!.updateComplete;
    await b!.updateComplete;
    expect(selectedLabel(a!)).to.equal('Python');
    expect(selectedLabel(b!)).to.equal('Python SDK'); // the sample takes python's place
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).to.equal('python');

    // Keyboard: arrows move and select, and the other element follows.
    tabs(a!)[1]!.focus();
    tabs(a!)[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await a!.updateComplete;
    await b!.updateComplete;
    expect(selectedLabel(a!)).to.equal('Go');
    expect(a!.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Go');
    expect(selectedLabel(b!)).to.equal('Go');
    tabs(a!)[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await a!.updateComplete;
    expect(selectedLabel(a!)).to.equal('cURL'); // wraps around

    // A reload: the store forgets, new elements read localStorage.
    tabs(a!)[1]!.click();
    await a!.updateComplete;
    fixtureCleanup();
    resetLanguageStoreForTests();
    const again = await fixture<ApiSnippets>(
      html`<api-snippets .operation=${createPet} languages="curl,python"></api-snippets>`,
    );
    await again.updateComplete;
    expect(selectedLabel(again)).to.equal('Python');
  });

  it('loads a spec and operation standalone', async () => {
    const el = await fixture<ApiSnippets>(
      html`<api-snippets
        spec="/test/fixtures/snippets/pets.json"
        operation="createPet"
        languages="curl,rb"
      ></api-snippets>`,
    );
    await el.updateComplete;
    expect(tabLabels(el), el.shadowRoot!.textContent!).to.deep.equal(['Ruby SDK', 'cURL']);
    expect(code(el)).to.equal("Pets.create(name: 'Rex')");
    tabs(el)[1]!.click();
    await el.updateComplete;
    // The relative server resolves against the page; the key is a placeholder; the $ref'd body is filled.
    expect(code(el)).to.contain(`--url '${location.origin}/v1/pets?dryRun=true&api_key=<API_KEY>'`);
    expect(code(el)).to.contain('"name": "Rex"');
    await expect(el).to.be.accessible();
  });

  it('renders hostile parameter names and examples as text', async () => {
    const vectors = (await (await fetch('/__shared/corpus/xss/payloads/core-vectors.json')).json()) as {
      payload: string;
    }[];
    const payloads = vectors.map((v) => v.payload);
    const alerts: unknown[] = [];
    const originalAlert = window.alert;
    window.alert = (message?: unknown) => void alerts.push(message);
    try {
      const hostile = operation({
        method: 'post',
        path: '/items/{id}',
        parameters: [
          param({ name: 'id', in: 'path', example: payloads[0] }),
          ...payloads
            .slice(0, 30)
            .map((p, i) => param({ name: p, in: 'query', example: payloads[(i + 7) % payloads.length] })),
        ],
        requestBody: {
          required: true,
          content: [
            {
              mediaType: 'application/json',
              examples: [
                { value: Object.fromEntries(payloads.map((p, i) => [p, payloads[(i + 3) % payloads.length]])) },
              ],
            },
          ],
        },
        extensions: { 'x-codeSamples': [{ lang: payloads[2], label: payloads[4], source: payloads.join('\n') }] },
      });
      const all =
        'curl,python,javascript,node,typescript,go,java,kotlin,csharp,php,ruby,rust,swift,dart,powershell,c,http';
      const el = await snippets(hostile, { languages: all });
      for (let i = 0; i < tabs(el).length; i++) {
        tabs(el)[i]!.click();
        await el.updateComplete;
        const root = el.shadowRoot!;
        const injected = root.querySelectorAll(
          'script, img, iframe, video, audio, input, details, body, object, embed, a, form, math, style:not(:first-child)',
        );
        expect(injected.length, `tab ${i}: injected elements`).to.equal(0);
        const withHandlers = Array.from(root.querySelectorAll('*')).filter((n) =>
          Array.from(n.attributes).some((a) => a.name.startsWith('on')),
        );
        expect(withHandlers.length, `tab ${i}: event handler attributes`).to.equal(0);
      }
      // The sample's source is shown as it was written (hand-written samples come first).
      // HTML drops NUL characters from what is shown; the copied code keeps them.
      tabs(el)[0]!.click();
      await el.updateComplete;
      expect(code(el) === payloads.join('\n').replace(/\0/g, ''), 'the sample shown as written').to.equal(true);
      expect(tabLabels(el)[0]).to.equal(payloads[4]);
      tabs(el)[tabLabels(el).indexOf('Python')]!.click(); // python: the body keys appear inside string literals
      await el.updateComplete;
      expect(code(el)).to.contain('"<script>alert(1)</script>"');
      await new Promise(requestAnimationFrame);
      expect(alerts).to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      window.alert = originalAlert;
    }
  });

  it('is accessible with a typed credential and the reveal button', async () => {
    const el = await snippets(createPet);
    el.inputs = { credentials: [{ scheme: { kind: 'bearer', id: 'bearerAuth' }, token: 'sk_live_1234567890abcdef' }] };
    await el.updateComplete;
    await expect(el).to.be.accessible();
    const empty = await fixture<ApiSnippets>(html`<api-snippets></api-snippets>`);
    await expect(empty).to.be.accessible();
  });
});
