/**
 * Geometry and accessibility helpers for the browser tests of a page element's layout (the endpoint,
 * channel, snippets and site frame tests): parts found in a shadow root and measured, axe-core with colour
 * contrast, and the "Try it" panel's dialog. Import 'axe-core/axe.min.js' in the test that calls axeClean.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { until } from '../fixtures/playground/helpers.js';

/** The first match of `selector` in `el`'s shadow root; throws when there is none. */
export function sr(el: Element, selector: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No ${selector} in <${el.localName}>`);
  return found;
}

/** Where that part is on screen. */
export const box = (el: Element, selector: string): DOMRect => sr(el, selector).getBoundingClientRect();

/** The element's focused control (focus inside its shadow root). */
export const focused = (el: Element): Element | null => el.shadowRoot!.activeElement;

interface AxeNode {
  target: unknown;
  any?: { data?: unknown }[];
}
interface AxeResult {
  violations: { id: string; nodes: AxeNode[] }[];
  passes: { id: string; nodes: unknown[] }[];
}

/**
 * axe-core on `el` with colour contrast on: no violation, and the contrast rule checked more than
 * `contrastChecked` nodes (so a test cannot pass by checking nothing).
 */
export async function axeClean(el: Element, label: string, contrastChecked = 5): Promise<void> {
  const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<AxeResult> } }).axe;
  const result = await axe.run(el, { rules: { 'color-contrast': { enabled: true } } });
  const violations = result.violations.map(
    (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, n.any?.[0]?.data]))}`,
  );
  expect(violations, label).to.deep.equal([]);
  expect(result.passes.find((p) => p.id === 'color-contrast')?.nodes.length ?? 0, label).to.be.greaterThan(
    contrastChecked,
  );
}

/** The "Try it" panel's dialog (inside `<api-playground-panel>`, in the page element's `try-panel` part). */
export function tryItPanel(el: Element): HTMLDialogElement {
  return sr(sr(el, '[part~="try-panel"]'), 'dialog') as HTMLDialogElement;
}

/** The "Try it" panel is defined and open. */
export const tryItOpen = (el: Element): boolean =>
  customElements.get('api-playground-panel') !== undefined && tryItPanel(el).open;

/** Opens the "Try it" panel with a real mouse click in the middle of its button. */
export async function clickTryIt(el: Element): Promise<void> {
  const button = box(el, '[part~="try-it"]');
  await sendMouse({
    type: 'click',
    position: [Math.round(button.x + button.width / 2), Math.round(button.y + button.height / 2)],
  });
  await until(() => tryItOpen(el), 'the panel, after one click');
}

/** Escape closes the "Try it" panel, and focus is back on its button. */
export async function escapeTryIt(el: Element): Promise<void> {
  await sendKeys({ press: 'Escape' });
  await until(() => !tryItPanel(el).open, 'the panel to close');
  expect(focused(el), 'focus back on Try it').to.equal(sr(el, '[part~="try-it"]'));
}

/** Nothing wider than the screen: the page does not scroll sideways. */
export function expectNoSideScroll(label = 'no horizontal scrolling'): void {
  const root = document.documentElement;
  expect(root.scrollWidth, label).to.be.at.most(root.clientWidth);
}

/** On a phone the open "Try it" panel fills the screen (`width`×`height`), and `content` fits across it. */
export function expectPanelFillsScreen(el: Element, content: Element, width: number, height: number): void {
  const dialog = tryItPanel(el).getBoundingClientRect();
  expect(dialog.width, 'full width').to.equal(width);
  expect(dialog.height, 'full height').to.equal(height);
  expect(content.scrollWidth, 'the content fits').to.be.at.most(content.clientWidth + 1);
}
