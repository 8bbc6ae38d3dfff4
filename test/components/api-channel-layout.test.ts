// The channel page's reading layout (issue 17), the endpoint page's in real Chromium at 1440×900 and
// 390×844, light and dark: the message examples in a column right of the reference and inside the first
// screen; "Try it" opening the WebSocket playground in the endpoint's panel by mouse and by keyboard,
// Escape returning focus to the button, the connection and log kept between openings; the playground
// connecting and sending inside the panel; nothing wider than a phone; axe-core with colour contrast.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import '../../components/api-channel/api-channel.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiChannel } from '../../components/api-channel/api-channel.element.js';
import type { ApiChannelPlayground } from '../../components/api-channel/api-channel-playground.element.js';
import { after, afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { until } from '../fixtures/playground/helpers.js';
import {
  axeClean,
  box,
  clickTryIt,
  escapeTryIt,
  expectNoSideScroll,
  expectPanelFillsScreen,
  tryItOpen as isOpen,
  tryItPanel as panel,
  sr,
} from '../support/layout.js';
import { click, control, waitForEntry, waitForState } from '../fixtures/channel/helpers.js';
import { whoami, whoamiPlayground } from '../fixtures/playground/whoami.js';

const SPEC = '/__ws/spec/echo-3.0.yaml';

afterEach(async () => {
  await emulateMedia({ colorScheme: 'light' });
  await resetMouse();
});
after(() => setViewport({ width: 800, height: 600 }));

async function page(theme: 'light' | 'dark' = 'light'): Promise<ApiChannel> {
  await emulateMedia({ colorScheme: theme });
  const el = await fixture<ApiChannel>(
    html`<api-channel spec=${SPEC} channel="rooms/{roomId}" server="open"></api-channel>`,
  );
  await el.updateComplete;
  for (const f of el.shadowRoot!.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown> }>(
    'param-field, response-field',
  ))
    await f.updateComplete;
  return el;
}

async function playgroundIn(el: ApiChannel): Promise<ApiChannelPlayground> {
  const pg = sr(el, '[part~="try-panel"] api-channel-playground') as ApiChannelPlayground;
  await until(
    () => customElements.get('api-channel-playground') !== undefined && pg.shadowRoot?.querySelector('.base') != null,
    'the channel playground',
  );
  await pg.updateComplete;
  return pg;
}

for (const theme of ['light', 'dark'] as const) {
  describe(`<api-channel> reading layout, ${theme}`, () => {
    it('at 1440×900: the message examples are right of the reference, in the first screen', async () => {
      await setViewport({ width: 1440, height: 900 });
      const el = await page(theme);
      window.scrollTo(0, 0);
      const params = box(el, '[part~="params"]');
      const reference = box(el, '[part~="reference"]');
      const sent = box(el, '[part~="send-examples"]');
      const received = box(el, '[part~="receive-examples"]');
      expect(sent.left, 'send examples right of the parameters').to.be.at.least(params.right);
      expect(sent.left, 'right of the whole reference column').to.be.at.least(reference.right);
      expect(received.left, 'receive examples right of the parameters').to.be.at.least(params.right);
      expect(sent.top, 'send examples in the first screen').to.be.within(0, 900 - 40);
      expect(received.top, 'receive examples under them').to.be.at.least(sent.bottom - 1);
      expect(sr(el, '[part~="send-examples"] [part~="example"]').textContent).to.contain('hello');
      expect(sr(el, '[part~="reference"]').querySelector('api-channel-playground'), 'no inline form').to.equal(null);
      await axeClean(el, `${theme} 1440 reading`);
    });

    it("the server select and its description look as the endpoint playground's server field does", async () => {
      await setViewport({ width: 1440, height: 900 });
      const el = await page(theme);
      // The playground's server field: a select of two servers, a variable with a description (its hint).
      const pg = await whoamiPlayground(
        whoami(
          [],
          [
            { url: 'https://{v}.one.example.test', variables: { v: { default: 'a', description: 'The tenant.' } } },
            { url: 'https://two.example.test', variables: {} },
          ],
        ),
      );
      const select = sr(el, '[part~="server-picker"]');
      const theirs = sr(pg, 'select#server');
      const props = [
        'borderTopStyle',
        'borderTopWidth',
        'borderTopColor',
        'borderRadius',
        'paddingTop',
        'paddingLeft',
        'backgroundColor',
        'color',
        'fontFamily',
        'fontSize',
      ] as const;
      const look = (e: Element) => props.map((p) => `${p}: ${getComputedStyle(e)[p]}`);
      expect(look(select), 'the select').to.deep.equal(look(theirs));
      const hint = sr(el, '.server-details .hint');
      expect(hint.textContent).to.contain('The test server');
      const theirHint = sr(pg, '.field[data-variable="v"] .hint');
      const text = (e: Element) => ['color', 'fontSize'].map((p) => getComputedStyle(e)[p as 'color']);
      expect(text(hint), 'the description as a hint').to.deep.equal(text(theirHint));
      const s = select.getBoundingClientRect();
      const title = box(el, '[part~="servers"] [part~="section-title"]');
      expect(s.left, 'the select at the column edge').to.be.closeTo(title.left, 0.5);
      expect(s.width, 'as wide as the column').to.be.closeTo(title.width, 0.5);
      const h = hint.querySelector('p')!.getBoundingClientRect();
      expect(h.left, 'the description aligned under the select').to.be.closeTo(s.left, 0.5);
      expect(h.top - s.bottom, 'just under it').to.be.within(0, 8);
    });

    it('"Try it" opens the panel with one click; the playground connects and sends inside; Escape returns focus', async () => {
      await setViewport({ width: 1440, height: 900 });
      const el = await page(theme);
      window.scrollTo(0, 0);
      await clickTryIt(el);
      expect(panel(el).matches(':modal'), 'a modal dialog').to.equal(true);
      expect(panel(el).getBoundingClientRect().width, 'a wide panel').to.be.greaterThan(1000);
      const pg = await playgroundIn(el);
      // The connection on one side, the composer and the log on the other.
      const [connection, talk] = Array.from(pg.shadowRoot!.querySelectorAll('.pane')).map((p) =>
        p.getBoundingClientRect(),
      );
      expect(talk!.left, 'composer right of the connection').to.be.at.least(connection!.right);
      // Flat sections, not a form in a form: no box around a fieldset, its legend a heading over a rule,
      // each field a row (name left of its control).
      const group = pg.shadowRoot!.querySelector('fieldset.group')!;
      expect(getComputedStyle(group).borderTopWidth, 'no box around the fieldset').to.equal('0px');
      const legend = group.querySelector('legend')!;
      expect(getComputedStyle(legend).borderBottomStyle, 'the legend as a heading over a rule').to.equal('solid');
      expect(legend.getBoundingClientRect().width, 'the legend as wide as its section').to.be.closeTo(
        group.getBoundingClientRect().width,
        1,
      );
      const field = group.querySelector('.field')!;
      const label = field.querySelector('.field-label')!.getBoundingClientRect();
      const input = field.querySelector('select, input')!.getBoundingClientRect();
      expect(input.left, 'the control right of its name').to.be.at.least(label.right);
      expect(input.top, 'on the same row').to.be.below(label.bottom);
      await click(pg, 'connect');
      await waitForState(pg, 'open');
      await waitForEntry(pg, (e) => e.direction === 'received' && e.text.includes('welcome'), 'the welcome push');
      await click(pg, 'send');
      await waitForEntry(pg, (e) => e.direction === 'received' && e.text.includes('"hello"'), 'the echo');
      await axeClean(el, `${theme} panel open, log filled`);
      await escapeTryIt(el);
      // Closed, the connection and its log stay: reopened, the reader is where they left off.
      await sendKeys({ press: 'Enter' });
      await until(() => isOpen(el), 'the panel, by Enter');
      expect(pg.connectionState).to.equal('open');
      expect(pg.shadowRoot!.querySelectorAll('[part~="log-entry"]').length).to.be.greaterThan(2);
      await click(pg, 'connect'); // Disconnect
      await waitForState(pg, 'closed');
      panel(el).close();
    });

    it('"Try it" opens with the keyboard (Space) and keeps the composed frame', async () => {
      await setViewport({ width: 1440, height: 900 });
      const el = await page(theme);
      sr(el, '[part~="try-it"]').focus();
      await sendKeys({ press: 'Space' });
      await until(() => isOpen(el), 'the panel, by Space');
      const pg = await playgroundIn(el);
      const text = control<HTMLTextAreaElement>(pg, '[part~="composer-text"]');
      text.focus();
      await sendKeys({ press: 'End' });
      await sendKeys({ type: ' ' });
      const typed = text.value;
      await escapeTryIt(el);
      await sendKeys({ press: 'Enter' });
      await until(() => isOpen(el), 'the panel, by Enter');
      expect(control<HTMLTextAreaElement>(pg, '[part~="composer-text"]').value, 'the frame kept').to.equal(typed);
      panel(el).close();
    });

    it('at 390×844: one column, nothing overflows, and the panel fills the screen', async () => {
      await setViewport({ width: 390, height: 844 });
      const el = await page(theme);
      expectNoSideScroll();
      const params = box(el, '[part~="params"]');
      const sent = box(el, '[part~="send-examples"]');
      expect(sent.bottom, 'examples above the reference').to.be.at.most(params.top);
      expect(sent.right, 'examples inside the screen').to.be.at.most(390);
      await axeClean(el, `${theme} 390 reading`);
      sr(el, '[part~="try-it"]').click();
      await until(() => isOpen(el), 'the panel');
      const pg = await playgroundIn(el);
      expectPanelFillsScreen(el, pg, 390, 844);
      expectNoSideScroll('no horizontal scrolling with the panel open');
      await axeClean(el, `${theme} 390 panel`);
      panel(el).close();
    });
  });
}

describe('<api-channel> playground modes in the reading layout', () => {
  it('simple and none: no Try it; playground-layout="inline": the form in the page, no panel', async () => {
    for (const mode of ['simple', 'none']) {
      const el = await fixture<ApiChannel>(
        html`<api-channel spec=${SPEC} channel="rooms/{roomId}" playground=${mode}></api-channel>`,
      );
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part~="try-it"]'), `${mode}: no Try it`).to.equal(null);
      expect(el.shadowRoot!.querySelector('[part~="try-panel"]'), `${mode}: no panel`).to.equal(null);
    }
    const inline = await fixture<ApiChannel>(
      html`<api-channel spec=${SPEC} channel="rooms/{roomId}" playground-layout="inline"></api-channel>`,
    );
    await inline.updateComplete;
    expect(inline.shadowRoot!.querySelector('[part~="try-it"]')).to.equal(null);
    expect(sr(inline, '[part~="reference"] [part~="playground"] api-channel-playground')).to.not.equal(null);
  });
});
