// <api-snippets picker="menu"> (issue 17): the compact language menu of the endpoint's request example,
// in real Chromium — opened by a real click and by real keys, choosing a language changes the code and is
// remembered, Escape returns focus to the button, axe-core (with colour contrast) clean in light and dark.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import '../../components/api-snippets/api-snippets.js';
import type { ApiSnippets } from '../../components/api-snippets/api-snippets.element.js';
import { LANGUAGE_STORAGE_KEY, resetLanguageStoreForTests } from '../../components/api-snippets/language-store.js';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { createPet } from '../fixtures/snippets/operations.js';
import { axeClean as axeCleanAt } from '../support/layout.js';

/** axe-core with colour contrast on; the contrast rule must have checked more than two nodes. */
const axeClean = (el: Element, label: string): Promise<void> => axeCleanAt(el, label, 2);

const q = <T extends Element = HTMLElement>(el: ApiSnippets, selector: string): T | null =>
  el.shadowRoot!.querySelector<T>(selector);
const button = (el: ApiSnippets): HTMLButtonElement => q<HTMLButtonElement>(el, '[part="language-button"]')!;
const listbox = (el: ApiSnippets): HTMLElement | null => q(el, '[role="listbox"]');
const code = (el: ApiSnippets): string => q(el, '[part="code"] pre')!.textContent!;
const options = (el: ApiSnippets): HTMLElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]'),
];

async function menu(languages = 'curl,python,javascript,go,rust', theme = 'light'): Promise<ApiSnippets> {
  const el = await fixture<ApiSnippets>(
    html`<api-snippets .operation=${createPet} picker="menu" languages=${languages} theme=${theme}></api-snippets>`,
  );
  await el.updateComplete;
  return el;
}

async function clickOn(target: Element): Promise<void> {
  const r = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
}

describe('<api-snippets picker="menu">', () => {
  beforeEach(() => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    resetLanguageStoreForTests();
  });
  afterEach(async () => {
    fixtureCleanup();
    await resetMouse();
  });

  it('shows a button naming the language instead of tabs; a click opens the listbox and choosing changes the code', async () => {
    const el = await menu();
    expect(el.shadowRoot!.querySelectorAll('[role="tab"]').length).to.equal(0);
    expect(button(el).textContent!.trim()).to.equal('cURL');
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    expect(listbox(el)).to.equal(null);
    expect(code(el)).to.contain('curl');

    await clickOn(button(el));
    await el.updateComplete;
    expect(button(el).getAttribute('aria-expanded')).to.equal('true');
    expect(options(el).map((o) => o.textContent!.trim())).to.deep.equal(['cURL', 'Python', 'JavaScript', 'Go', 'Rust']);
    expect(el.shadowRoot!.activeElement).to.equal(listbox(el));
    // The open listbox lies over the code, below the button, fully visible.
    const list = listbox(el)!.getBoundingClientRect();
    expect(list.top).to.be.at.least(button(el).getBoundingClientRect().bottom - 1);
    expect(list.height).to.be.greaterThan(50);

    await clickOn(options(el)[3]!);
    await el.updateComplete;
    expect(listbox(el)).to.equal(null);
    expect(button(el).textContent!.trim()).to.equal('Go');
    expect(code(el)).to.contain('http.NewRequest');
    expect(el.shadowRoot!.activeElement).to.equal(button(el));
  });

  it('opens by keyboard; arrows, Home/End and a letter move; Enter chooses; the choice is shared and remembered', async () => {
    const el = await menu();
    const other = await fixture<ApiSnippets>(
      html`<api-snippets .operation=${createPet} languages="curl,python,javascript,go,rust"></api-snippets>`,
    );
    button(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(listbox(el)).to.not.equal(null);
    const active = (): string | null => listbox(el)!.getAttribute('aria-activedescendant');
    expect(active()).to.match(/-option-0$/);
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(active()).to.match(/-option-1$/);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(active()).to.match(/-option-4$/);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(active()).to.match(/-option-0$/);
    await sendKeys({ press: 'j' }); // type-ahead: JavaScript
    await el.updateComplete;
    expect(active()).to.match(/-option-2$/);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(listbox(el)).to.equal(null);
    expect(button(el).textContent!.trim()).to.equal('JavaScript');
    expect(code(el)).to.contain('fetch(');
    expect(el.shadowRoot!.activeElement).to.equal(button(el));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).to.contain('javascript');
    await other.updateComplete;
    const otherSelected = other.shadowRoot!.querySelector('[role="tab"][aria-selected="true"]')!;
    expect(otherSelected.textContent!.trim(), 'the tabs variant follows the menu').to.equal('JavaScript');
  });

  it('Escape closes without choosing and returns focus to the button', async () => {
    const el = await menu();
    button(el).focus();
    await sendKeys({ press: 'Enter' }); // a native button: Enter clicks it
    await el.updateComplete;
    expect(listbox(el)).to.not.equal(null);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(listbox(el)).to.equal(null);
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.activeElement).to.equal(button(el));
    expect(button(el).textContent!.trim()).to.equal('cURL');
    expect(code(el)).to.contain('curl');
  });

  it('keeps copy and "Show credentials" next to the menu', async () => {
    const el = await menu();
    el.inputs = { credentials: [{ scheme: { kind: 'bearer', id: 'bearerAuth' }, token: 'sk_live_1234567890abcdef' }] };
    await el.updateComplete;
    expect(code(el)).to.contain('sk_l********cdef');
    const reveal = q<HTMLButtonElement>(el, '[part="reveal-button"]')!;
    const copy = q<HTMLButtonElement>(el, '[part="copy-button"]')!;
    const b = button(el).getBoundingClientRect();
    for (const control of [reveal, copy]) {
      const r = control.getBoundingClientRect();
      expect(r.left, 'right of the menu button').to.be.greaterThan(b.right);
      expect(Math.abs(r.top + r.height / 2 - (b.top + b.height / 2)), 'on the same line').to.be.lessThan(4);
    }
    await clickOn(reveal);
    await el.updateComplete;
    expect(code(el)).to.contain('sk_live_1234567890abcdef');
  });

  for (const theme of ['light', 'dark']) {
    it(`is axe-clean with colour contrast, closed and open (${theme})`, async () => {
      const el = await menu('curl,python,javascript,go,rust', theme);
      await axeClean(el, `${theme} closed`);
      await clickOn(button(el));
      await el.updateComplete;
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      await axeClean(el, `${theme} open`);
    });
  }
});
