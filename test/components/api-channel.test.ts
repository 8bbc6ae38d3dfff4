import { ContextProvider } from '@lit/context';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { apiSettingsContext } from '../../components/shared/contexts.js';
import type { ApiSettings } from '../../src/config/api-settings.js';
import '../../components/api-channel/api-channel.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiChannel } from '../../components/api-channel/api-channel.element.js';
import type { ApiSpecErrorEvent, ApiSpecLoadEvent } from '../../components/shared/events.js';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { watchUncaught } from '../fixtures/endpoint/deep-query.js';
import {
  click,
  control,
  deepText,
  logEntries,
  playgroundOf,
  shadow,
  statusOf,
  typeInto,
  waitForEntry,
  waitForState,
} from '../fixtures/channel/helpers.js';

/** A stand-in for <docs-config>: provides the `api` settings a test sets. */
class TestSettingsProvider extends LitElement {
  readonly provider = new ContextProvider(this, { context: apiSettingsContext });
  override createRenderRoot(): HTMLElement {
    return this;
  }
}
customElements.define('test-channel-settings', TestSettingsProvider);

const SPEC3 = '/__ws/spec/echo-3.0.yaml';
const SPEC2 = '/__ws/spec/echo-2.6.yaml';
const CHANNEL = 'rooms/{roomId}';

async function channelPage(
  spec: string,
  attrs: { server?: string; playground?: string; channel?: string } = {},
): Promise<ApiChannel> {
  const el = await fixture<ApiChannel>(
    html`<api-channel
      spec=${spec}
      channel=${attrs.channel ?? CHANNEL}
      server=${attrs.server ?? 'open'}
      playground=${attrs.playground ?? 'interactive'}
    ></api-channel>`,
  );
  await el.updateComplete;
  return el;
}

describe('api-channel', () => {
  let uncaught: ReturnType<typeof watchUncaught>;
  let host = '';
  beforeEach(async () => {
    uncaught = watchUncaught();
    host = ((await (await fetch('/__ws.json')).json()) as { host: string }).host;
  });
  afterEach(() => {
    uncaught.stop();
    expect(uncaught.errors, 'no uncaught errors').to.deep.equal([]);
  });

  describe('renders the reference', () => {
    it('shows title, description, address with parameters, servers and both message directions', async () => {
      const el = await channelPage(SPEC3);
      expect(shadow(el, '[part~="error"]')).to.equal(null);
      expect(shadow(el, '[part~="title"]')?.textContent?.trim()).to.equal(CHANNEL);
      expect(shadow(el, '[part~="address"]')?.textContent?.trim()).to.equal(CHANNEL);
      expect(shadow(el, '[part~="description"] code')?.textContent).to.equal('command');
      const param = shadow(el, '[part~="params"] param-field[path="roomId"]');
      expect(param, 'roomId as a path param-field').to.not.equal(null);
      const options = Array.from(el.shadowRoot!.querySelectorAll('[part~="server-picker"] option')).map((o) =>
        o.textContent?.trim(),
      );
      expect(options).to.have.length(4);
      expect(options[3]).to.contain('not testable in a browser');
      const sent = Array.from(el.shadowRoot!.querySelectorAll('[part~="send"] [part~="message"]')).map((m) =>
        m.getAttribute('data-message'),
      );
      const received = Array.from(el.shadowRoot!.querySelectorAll('[part~="receive"] [part~="message"]')).map((m) =>
        m.getAttribute('data-message'),
      );
      expect(sent).to.deep.equal(['chatMessage', 'command']);
      expect(received).to.deep.equal(['chatMessage', 'notice']);
      const text = el.shadowRoot!.querySelector('[part~="send"] param-field[body="text"]') as HTMLElement & {
        anchorId?: string;
      };
      expect(text?.anchorId, 'payload field anchored under its message').to.equal('chatMessage.text');
      const header = el.shadowRoot!.querySelector('[part~="send"] param-field[header="correlationId"]');
      expect(header, 'message headers as fields').to.not.equal(null);
      const received1 = el.shadowRoot!.querySelector('[part~="receive"] response-field[name="text"]') as HTMLElement & {
        anchorId?: string;
      };
      expect(received1?.anchorId).to.equal('response-chatMessage.text');
      expect(el.shadowRoot!.querySelector('[part~="handshake"] param-field[query="client"]')).to.not.equal(null);
      // The examples sit in the examples column, a tab per message, as an endpoint's responses do.
      expect(deepText(shadow(el, '[part~="send-examples"] [part~="example"]')!)).to.contain('"text": "hello"');
      expect(shadow(el, '[part~="send"] [part~="example"]'), 'no example under the fields').to.equal(null);
    });

    it('a 2.x and a 3.x document describing the same API render the same sections', async () => {
      const sections = ['header', 'description', 'params', 'handshake', 'servers', 'send', 'receive', 'examples'];
      const read = async (spec: string) => {
        const el = await channelPage(spec, { playground: 'none' });
        for (const f of el.shadowRoot!.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown> }>(
          'param-field, response-field',
        ))
          await f.updateComplete;
        // Examples show plain text first and highlighted code when the grammar has loaded; compare settled pages.
        await waitUntil(
          () =>
            [...el.shadowRoot!.querySelectorAll('[part~="example"] .code')].every((c) =>
              c.classList.contains('highlighted'),
            ),
          'examples highlighted',
        );
        const out: Record<string, string> = {};
        for (const part of sections)
          out[part] = deepText(shadow(el, `[part~="${part}"]`) ?? document.createElement('i'));
        el.remove();
        return out;
      };
      const v3 = await read(SPEC3);
      const v2 = await read(SPEC2);
      for (const part of sections) {
        expect(v3[part], `${part} is rendered`).to.not.equal('');
        expect(v2[part], `${part}: 2.6 as 3.0`).to.equal(v3[part]);
      }
    });
  });

  describe('WebSocket playground', () => {
    it('connects, shows a server push, sends a message and sees the echo', async () => {
      const el = await channelPage(SPEC3);
      const p = await playgroundOf(el);
      expect(control(p, '[part~="url"]').textContent).to.equal(`ws://${host}/rooms/general?client=docs`);
      await typeInto(p, 'select[name="param-roomId"]', 'random');
      await click(p, 'connect');
      await waitForState(p, 'open');
      const welcome = await waitForEntry(
        p,
        (e) => e.direction === 'received' && e.text.includes('welcome'),
        'the welcome push',
      );
      expect(JSON.parse(welcome.text)).to.deep.include({ path: '/rooms/random', query: { client: 'docs' } });
      expect(welcome.text, 'JSON pretty-printed').to.contain('\n  "event": "welcome"');
      expect(Number.isNaN(Date.parse(welcome.time))).to.equal(false);
      const composed = control<HTMLTextAreaElement>(p, '[part~="composer-text"]').value;
      expect(JSON.parse(composed)).to.deep.equal({ text: 'hello', author: { name: 'ana' } });
      await click(p, 'send');
      await waitForEntry(p, (e) => e.direction === 'sent' && e.text.includes('hello'), 'the sent frame');
      const echo = await waitForEntry(p, (e) => e.direction === 'received' && e.text.includes('"hello"'), 'the echo');
      expect(JSON.parse(echo.text)).to.deep.equal({ text: 'hello', author: { name: 'ana' } });
    });

    it('checks the composed frame against the message schema before sending', async () => {
      const el = await channelPage(SPEC3);
      const p = await playgroundOf(el);
      await click(p, 'connect');
      await waitForState(p, 'open');
      await typeInto(p, '[part~="composer-text"]', '{"author": {"name": 3}}');
      await click(p, 'send');
      const problems = control(p, '[part~="problems"]').textContent ?? '';
      expect(problems).to.contain('text');
      expect(logEntries(p).filter((e) => e.direction === 'sent')).to.have.length(0);
      await typeInto(p, '[part~="composer-text"]', 'not json');
      await click(p, 'send');
      expect(control(p, '[part~="problems"]').textContent).to.contain('not valid JSON');
    });

    it('shows binary frames by size with a hex preview, explains a server close, and reconnects', async () => {
      const el = await channelPage(SPEC3);
      const p = await playgroundOf(el);
      await click(p, 'connect');
      await waitForState(p, 'open');
      await typeInto(p, 'select[name="message"]', '1'); // the "Command" message
      expect(JSON.parse(control<HTMLTextAreaElement>(p, '[part~="composer-text"]').value)).to.deep.equal({
        command: 'push',
        text: 'pushed by the server',
      });
      await click(p, 'send');
      await waitForEntry(p, (e) => e.direction === 'received' && e.text.includes('"notice"'), 'the pushed notice');
      await typeInto(p, '[part~="composer-text"]', '{"command": "binary", "size": 80}');
      await click(p, 'send');
      const binary = await waitForEntry(p, (e) => e.kind === 'binary', 'a binary frame');
      expect(binary.text).to.contain('Binary frame, 80 bytes');
      expect(binary.text).to.contain('de ad be ef 00 01 02');
      expect(binary.text.trim().endsWith('…'), 'more than 64 bytes: preview cut').to.equal(true);
      await typeInto(p, '[part~="composer-text"]', '{"command": "close", "code": 4001, "reason": "bye"}');
      await click(p, 'send');
      await waitForState(p, 'closed');
      expect(statusOf(p).code).to.equal('4001');
      expect(statusOf(p).text).to.contain('application code');
      expect(statusOf(p).text).to.contain('bye');
      await typeInto(p, '[part~="composer-text"]', '{"command": "close", "code": 1011}');
      const before = logEntries(p).filter((e) => e.text.includes('welcome')).length;
      await click(p, 'reconnect');
      await waitForState(p, 'open');
      await waitForEntry(
        p,
        () => logEntries(p).filter((e) => e.text.includes('welcome')).length === before + 1,
        'a second welcome',
      );
      await click(p, 'send');
      await waitForState(p, 'closed');
      expect(statusOf(p).text).to.contain('1011 server error');
      await click(p, 'clear');
      expect(logEntries(p)).to.have.length(0);
    });

    it('query key: a wrong key is refused (1006 explained), the right one is accepted', async () => {
      const el = await channelPage(SPEC3, { server: 'guarded' });
      const p = await playgroundOf(el);
      expect(control<HTMLButtonElement>(p, '[part~="connect"]').disabled, 'no key typed yet').to.equal(true);
      await typeInto(p, 'input[name="apiKeyQuery"]', 'wrong');
      await click(p, 'connect');
      await waitForState(p, 'closed');
      expect(statusOf(p).code).to.equal('1006');
      expect(statusOf(p).text).to.contain('abnormal closure');
      await typeInto(p, 'input[name="apiKeyQuery"]', 'secret-key');
      await click(p, 'connect');
      await waitForState(p, 'open');
      const welcome = await waitForEntry(p, (e) => e.text.includes('welcome'), 'the welcome');
      expect(JSON.parse(welcome.text)).to.deep.include({ auth: 'query', path: '/secure/rooms/general' });
      const note = logEntries(p).find((e) => e.text.startsWith('Connecting'));
      expect(note?.text, 'the key is not written in the log').to.not.contain('secret-key');
    });

    it('subprotocol token: a wrong token is refused, the right one is accepted', async () => {
      const el = await channelPage(SPEC3, { server: 'guarded' });
      const p = await playgroundOf(el);
      await typeInto(p, '[part~="credentials"] select', '1'); // bearer
      await typeInto(p, 'input[name="bearer"]', 'wrong-token');
      await click(p, 'connect');
      await waitForState(p, 'closed');
      expect(statusOf(p).code).to.equal('1006');
      await typeInto(p, 'input[name="bearer"]', 'secret-token');
      await click(p, 'connect');
      await waitForState(p, 'open');
      const welcome = await waitForEntry(p, (e) => e.text.includes('welcome'), 'the welcome');
      expect(JSON.parse(welcome.text)).to.deep.include({ auth: 'subprotocol', protocols: 1 });
      expect(statusOf(p).text).to.contain('subprotocol credential accepted');
      expect(statusOf(p).text).to.not.contain('secret-token');
    });

    it('offers the subprotocols attribute before the credential', async () => {
      const el = await fixture<ApiChannel>(
        html`<api-channel spec=${SPEC3} channel=${CHANNEL} server="guarded" subprotocols="chat.v1"></api-channel>`,
      );
      await el.updateComplete;
      const p = await playgroundOf(el);
      await typeInto(p, '[part~="credentials"] select', '1');
      await typeInto(p, 'input[name="bearer"]', 'secret-token');
      await click(p, 'connect');
      await waitForState(p, 'open');
      const welcome = await waitForEntry(p, (e) => e.text.includes('welcome'), 'the welcome');
      expect(JSON.parse(welcome.text)).to.deep.include({ auth: 'subprotocol', protocols: 2 });
      expect(statusOf(p).text).to.contain('subprotocol chat.v1 accepted');
    });

    it('a token that cannot be a subprotocol is reported before connecting; a policy close is explained', async () => {
      const el = await channelPage(SPEC3, { server: 'guarded' });
      const p = await playgroundOf(el);
      await typeInto(p, '[part~="credentials"] select', '1');
      await typeInto(p, 'input[name="bearer"]', 'has space');
      expect(control<HTMLButtonElement>(p, '[part~="connect"]').disabled).to.equal(true);
      expect(p.shadowRoot!.querySelector('.connect-problems')?.textContent).to.contain('Sec-WebSocket-Protocol');
      el.server = 'policed';
      await el.updateComplete;
      await p.updateComplete;
      await typeInto(p, 'input[name="apiKeyQuery"]', 'nope');
      await click(p, 'connect');
      await waitForState(p, 'closed');
      expect(statusOf(p).code).to.equal('1008');
      expect(statusOf(p).text).to.contain('policy violation');
    });

    it('is accessible with the log filled', async () => {
      const el = await channelPage(SPEC3);
      const p = await playgroundOf(el);
      await click(p, 'connect');
      await waitForState(p, 'open');
      await click(p, 'send');
      await waitForEntry(p, (e) => e.direction === 'received' && e.text.includes('"hello"'), 'the echo');
      await typeInto(p, 'select[name="message"]', '1');
      await typeInto(p, '[part~="composer-text"]', '{"command": "binary", "size": 8}');
      await click(p, 'send');
      await waitForEntry(p, (e) => e.kind === 'binary', 'a binary frame');
      await expect(el).to.be.accessible();
    });
  });

  describe('display modes', () => {
    it('none shows no playground; simple shows the full address; auth follows the reader', async () => {
      const none = await channelPage(SPEC3, { playground: 'none' });
      expect(shadow(none, '[part~="playground"]')).to.equal(null);
      expect(shadow(none, '[part~="simple"]')).to.equal(null);
      const simple = await channelPage(SPEC3, { playground: 'simple' });
      expect(shadow(simple, '[part~="simple-url"]')?.textContent).to.equal(`ws://${host}/rooms/{roomId}`);
      expect(shadow(simple, '[part~="playground"]')).to.equal(null);
      const auth = await channelPage(SPEC3, { playground: 'auth' });
      expect(shadow(auth, '[part~="playground"]'), 'anonymous: none').to.equal(null);
      auth.user = { groups: ['staff'] };
      await auth.updateComplete;
      expect(shadow(auth, '[part~="playground"]'), 'signed in: interactive').to.not.equal(null);
      auth.setAttribute('groups', 'admins');
      await auth.updateComplete;
      expect(shadow(auth, '[part~="playground"]'), 'not in the page groups: none').to.equal(null);
    });

    it('follows api.playground.display from context when the page sets no mode', async () => {
      const wrapper = await fixture<TestSettingsProvider>(
        html`<test-channel-settings
          ><api-channel spec=${SPEC3} channel=${CHANNEL}></api-channel
        ></test-channel-settings>`,
      );
      wrapper.provider.setValue({ playground: { display: 'simple' } } as unknown as ApiSettings);
      const el = wrapper.querySelector('api-channel')!;
      await el.updateComplete;
      expect(shadow(el, '[part~="simple"]')).to.not.equal(null);
      el.playground = 'none';
      await el.updateComplete;
      expect(shadow(el, '[part~="simple"]'), 'the attribute wins').to.equal(null);
    });

    it('a non-testable server says so in the playground', async () => {
      const el = await channelPage(SPEC3, { server: 'broker' });
      const p = await playgroundOf(el);
      expect(statusOf(p).text).to.contain('cannot be reached from a browser');
    });
  });

  describe('error states', () => {
    it('an unknown channel shows an error panel with a suggestion and fires api-spec-error', async () => {
      const el = document.createElement('api-channel') as ApiChannel;
      el.spec = SPEC2;
      el.channel = 'romos/{roomId}';
      const event = oneEvent(el, 'api-spec-error') as Promise<ApiSpecErrorEvent>;
      document.body.append(el);
      const fired = await event;
      await el.updateComplete;
      expect(fired.diagnostics[0]?.code).to.equal('channel/unknown');
      const panel = shadow(el, '[part~="error"]');
      expect(panel?.textContent).to.contain('Did you mean "rooms/{roomId}"');
      await expect(el).to.be.accessible();
      el.remove();
    });

    it('an invalid document shows the parser findings and fires api-spec-error', async () => {
      const el = document.createElement('api-channel') as ApiChannel;
      el.spec = '/test/fixtures/channel/invalid.yaml';
      el.channel = 'x';
      const event = oneEvent(el, 'api-spec-error') as Promise<ApiSpecErrorEvent>;
      document.body.append(el);
      const fired = await event;
      await el.updateComplete;
      expect(fired.diagnostics.length).to.be.greaterThan(0);
      expect(shadow(el, '[part~="error"]')?.textContent).to.contain('could not be loaded');
      el.remove();
    });

    it('a reference to another origin is refused and said so', async () => {
      const el = document.createElement('api-channel') as ApiChannel;
      el.spec = '/test/fixtures/channel/external-ref.yaml';
      el.channel = 'news';
      const event = new Promise<ApiSpecErrorEvent | ApiSpecLoadEvent>((resolve) => {
        el.addEventListener('api-spec-error', resolve, { once: true });
        el.addEventListener('api-spec-load', resolve, { once: true });
      });
      document.body.append(el);
      const fired = await event;
      await el.updateComplete;
      expect(
        fired.diagnostics.map((d) => d.code),
        'the event carries the refusal',
      ).to.include('ref/refused');
      const refused = el.shadowRoot!.querySelector('[data-code="ref/refused"]');
      expect(refused, 'a ref/refused diagnostic is shown').to.not.equal(null);
      expect(refused?.textContent).to.contain('https://example.com/messages.yaml');
      el.remove();
    });
  });
});
