// AsyncAPI in the documentation site: a group with `asyncapi` gets one page per channel, an MDX page
// with `asyncapi:` shows its body above the channel, the channel's playground works against the
// real WebSocket server of the test setup, and entries that name no channel are reported.
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-docs/api-docs.js';
import type { ApiChannel } from '../../components/api-channel/api-channel.element.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { click, deepText, playgroundOf, shadow, waitForEntry, waitForState } from '../fixtures/channel/helpers.js';
import {
  BASE,
  FIX,
  q,
  qa,
  resetLocation,
  sidebarGroup,
  sidebarLinks,
  until,
  visit,
} from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const SRC = `${FIX}/docs-more.json`;

async function site(config?: Record<string, unknown>): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(html`<api-docs src=${SRC} base=${BASE} .config=${config}></api-docs>`);
  await el.updateComplete;
  return el;
}

function channelOf(el: ApiDocs): ApiChannel {
  const channel = q<ApiChannel>(el, 'api-channel');
  expect(channel, 'an <api-channel> on the page').to.not.equal(null);
  return channel!;
}

describe('<api-docs> AsyncAPI pages', () => {
  it('a group with asyncapi and no pages lists every channel, with a channel badge, and nothing is reported', async () => {
    const el = await site();
    expect(el.diagnostics.filter((d) => d.severity !== 'info')).to.deep.equal([]);
    const links = sidebarLinks(sidebarGroup(el, 'Realtime')!);
    expect(links.map((a) => a.dataset['slug'])).to.deep.equal(['api-reference/channels/room']);
    expect(links[0]!.querySelector('[part="nav-method"]')?.textContent).to.equal('CHAN');
    expect(links[0]!.querySelector('.nav-title')?.textContent, 'titled like the channel: its address').to.equal(
      'rooms/{roomId}',
    );
  });

  it('a channel page renders the channel: address, parameters and the messages sent and received', async () => {
    const el = await site();
    await visit(el, 'api-reference/channels/room');
    expect(q(el, '.page')?.getAttribute('data-kind')).to.equal('asyncapi');
    expect(document.title).to.equal('rooms/{roomId} — More docs');
    const channel = channelOf(el);
    expect(channel.getAttribute('spec')).to.match(/\/__ws\/spec\/echo-3\.0\.yaml$/);
    expect(shadow(channel, '[part~="error"]')).to.equal(null);
    expect(shadow(channel, '[part~="address"]')?.textContent?.trim()).to.equal('rooms/{roomId}');
    expect(shadow(channel, '[part~="params"] param-field[path="roomId"]')).to.not.equal(null);
    const names = (part: string): (string | null)[] =>
      [...channel.shadowRoot!.querySelectorAll(`[part~="${part}"] [part~="message"]`)].map((m) =>
        m.getAttribute('data-message'),
      );
    expect(names('send')).to.deep.equal(['chatMessage', 'command']);
    expect(names('receive')).to.deep.equal(['chatMessage', 'notice']);
  });

  it('the channel playground on a site page connects to the real server and shows the echo', async () => {
    const el = await site();
    await visit(el, 'api-reference/channels/room');
    const p = await playgroundOf(channelOf(el));
    await click(p, 'connect');
    await waitForState(p, 'open');
    await waitForEntry(p, (e) => e.direction === 'received' && e.text.includes('welcome'), 'the welcome push');
    await click(p, 'send');
    const echo = await waitForEntry(p, (e) => e.direction === 'received' && e.text.includes('"hello"'), 'the echo');
    expect(JSON.parse(echo.text)).to.deep.equal({ text: 'hello', author: { name: 'ana' } });
    await click(p, 'connect'); // now "Disconnect"
    await waitForState(p, 'closed');
  });

  it('an MDX page with asyncapi: the channel of its group, titled and described by the page, then its body', async () => {
    const el = await site();
    await visit(el, 'more/room');
    const body = q(el, '.mdx-body')!;
    const channel = channelOf(el);
    expect(body.textContent).to.contain('Written above the channel.');
    expect(body.parentElement).to.equal(channel);
    expect(q(el, '.page-description')).to.equal(null);
    expect(shadow(channel, '[part~="description"]')?.textContent?.trim()).to.equal('Chat with everyone in a room.');
    expect(channel.getAttribute('channel')).to.equal('room');
    expect(shadow(channel, '[part~="title"]')?.textContent?.trim()).to.equal('The room');
    expect(deepText(shadow(channel, '[part~="receive"]')!)).to.contain('notice');
  });

  it('the page playground setting reaches the channel: none leaves the playground out', async () => {
    const config = await (await fetch(SRC)).json();
    const el = await site({ ...config, api: { playground: { display: 'none' } } });
    await visit(el, 'api-reference/channels/room');
    const channel = channelOf(el);
    expect(channel.getAttribute('playground')).to.equal('none');
    expect(shadow(channel, 'api-channel-playground')).to.equal(null);
    expect(shadow(channel, '[part~="send"]')).to.not.equal(null);
  });

  it('entries and frontmatter that name no channel are reported with their place and the nearest channel', async () => {
    const config = {
      name: 'Bad channels',
      navigation: {
        groups: [
          { group: 'Chosen', asyncapi: '/__ws/spec/echo-3.0.yaml', pages: ['channel rom', 'channel room'] },
          { group: 'Loose', pages: ['channel room'] },
        ],
      },
    };
    const el = await site(config);
    el.showDiagnostics = true;
    await el.updateComplete;
    const problems = qa(el, '[part="diagnostics"] .diagnostic').map((d) => ({
      code: d.getAttribute('data-code'),
      message: d.querySelector('.message')?.textContent,
      place: d.querySelector('.place')?.textContent,
    }));
    expect(problems).to.have.length(2);
    expect(problems[0]!.code).to.equal('navigation/unknown-channel');
    expect(problems[0]!.message).to.contain('"rom" matches no channel').and.contain('Did you mean "room"?');
    expect(problems[0]!.place).to.contain('/navigation/groups/0/pages/0');
    expect(problems[1]!.code).to.equal('navigation/no-asyncapi');
    // The rest of the site still renders: the listed channel has its page.
    expect(sidebarLinks(sidebarGroup(el, 'Chosen')!).map((a) => a.dataset['slug'])).to.deep.equal([
      'api-reference/channels/room',
    ]);
  });

  it('the quick filter finds a channel by its address', async () => {
    const el = await site();
    (q(el, '[part="search-button"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const input = q(el, 'dialog input') as HTMLInputElement;
    input.value = 'rooms/{roomId}';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    // Results come with the lazily loaded index, grouped by page under the page's title and method.
    await until(() => q(el, '.search-group'));
    const options = qa(el, '[role="option"]');
    expect(options[0]!.getAttribute('data-slug')).to.equal('api-reference/channels/room');
    expect(q(el, '.search-group-title .nav-method')?.textContent).to.equal('CHANNEL');
  });

  it('is accessible on a channel page', async () => {
    const el = await site();
    await visit(el, 'api-reference/channels/room');
    await playgroundOf(channelOf(el));
    await expect(el).to.be.accessible();
  });
});
