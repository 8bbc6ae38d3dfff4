/**
 * Turns the sanitised MDX output of `<Tabs>`/`<Tab>` and `<CodeGroup>` (also `<RequestExample>`,
 * `<ResponseExample>`) into switchable tabs, following the WAI-ARIA tabs pattern: a `tablist` of
 * buttons, one `tabpanel` per child, arrow keys, Home and End move between tabs (a roving tabindex),
 * and the chosen panel is shown. The tab buttons are built with DOM APIs from the panels' plain text
 * titles after sanitising, so no markup from the page is ever parsed again, and the page itself
 * runs nothing: the behaviour lives here.
 *
 * Without JavaScript (the `docs build` fallback) the same markup shows every panel under its title.
 */
import { markSelectedTab, tabForKeydown } from '../shared/tablist.js';

let nextId = 0;

/** The boxes src/mdx writes, and which of their children are panels. */
const BOXES: readonly { readonly box: string; readonly panel: string; readonly label: string }[] = [
  { box: 'div.tabs', panel: 'section.tab', label: 'Tabs' },
  { box: 'div.code-group', panel: 'pre', label: 'Code examples' },
];

function panelTitle(panel: HTMLElement, index: number): string {
  const title = panel.dataset['title']?.trim() || panel.dataset['language']?.trim();
  return title === undefined || title === '' ? `Tab ${index + 1}` : title;
}

function select(
  tabs: readonly HTMLButtonElement[],
  panels: readonly HTMLElement[],
  index: number,
  focus: boolean,
): void {
  markSelectedTab(tabs, index);
  panels.forEach((panel, i) => (panel.hidden = i !== index));
  if (focus) tabs[index]!.focus();
}

function enhance(box: HTMLElement, panelSelector: string, fallbackLabel: string): void {
  box.dataset['tabsReady'] = '';
  const panels = [...box.children].filter(
    (c): c is HTMLElement => c instanceof HTMLElement && c.matches(panelSelector),
  );
  if (panels.length < 2) return;
  if (box.dataset['dropdown'] !== undefined) {
    dropdown(box, panels, box.dataset['title']?.trim() || fallbackLabel);
    return;
  }
  const id = `mdx-tabs-${++nextId}`;
  const list = document.createElement('div');
  list.className = 'tab-list';
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', box.dataset['title']?.trim() || fallbackLabel);
  const tabs = panels.map((panel, i) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.className = 'tab-button';
    tab.id = `${id}-tab-${i}`;
    tab.setAttribute('role', 'tab');
    tab.textContent = panelTitle(panel, i);
    const icon = panel.dataset['icon'];
    if (icon !== undefined) {
      // Drawn by the page's icon chunk (mdx-icons.ts), like every icon of the page.
      const glyph = document.createElement('span');
      glyph.className = 'icon';
      glyph.dataset['icon'] = icon;
      glyph.setAttribute('aria-hidden', 'true');
      tab.prepend(glyph);
    }
    panel.id = `${id}-panel-${i}`;
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.removeAttribute('aria-label');
    panel.tabIndex = 0;
    list.append(tab);
    return tab;
  });
  box.prepend(list);
  box.dataset['tabbed'] = '';
  const first = Number(box.dataset['defaultTab'] ?? 0);
  select(tabs, panels, Number.isInteger(first) && first >= 0 && first < tabs.length ? first : 0, false);
  choosers.set(box, (title) => {
    const index = tabs.findIndex((tab) => tab.textContent === title);
    if (index >= 0) select(tabs, panels, index, false);
  });
  /** The reader chose a tab: it shows, and every synced box of the page with a tab of that title follows. */
  const choose = (index: number): void => {
    select(tabs, panels, index, true);
    if (box.dataset['sync'] !== 'false') syncTabs(box, tabs[index]!.textContent ?? '');
  };
  list.addEventListener('click', (event) => {
    const index = tabs.indexOf((event.target as Element).closest('button') as HTMLButtonElement);
    if (index >= 0) choose(index);
  });
  list.addEventListener('keydown', (event) => {
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const target = tabForKeydown(event, current, tabs.length);
    if (target !== undefined) choose(target);
  });
}

/** Each enhanced tab box's way to show its tab of a given title. */
const choosers = new WeakMap<HTMLElement, (title: string) => void>();

/** Mintlify's tab sync: the other boxes of the page (not `sync={false}`) show their tab of the same title. */
function syncTabs(from: HTMLElement, title: string): void {
  const root = from.getRootNode() as ParentNode;
  for (const box of root.querySelectorAll<HTMLElement>('[data-tabbed]:not([data-sync="false"])'))
    if (box !== from) choosers.get(box)?.(title);
}

/** `<CodeGroup dropdown>`: a menu of the blocks' titles above the one shown, instead of tabs. */
function dropdown(box: HTMLElement, panels: readonly HTMLElement[], label: string): void {
  const select = document.createElement('select');
  select.className = 'code-select';
  select.setAttribute('aria-label', label);
  panels.forEach((panel, i) => {
    const option = document.createElement('option');
    option.value = String(i);
    option.textContent = panelTitle(panel, i);
    select.append(option);
    panel.hidden = i !== 0;
  });
  select.addEventListener('change', () => panels.forEach((panel, i) => (panel.hidden = String(i) !== select.value)));
  box.prepend(select);
  box.dataset['tabbed'] = '';
}

/** Enhances every tab box under `root` that is not enhanced yet (safe to call after each render). */
export function enhanceMdxTabs(root: ParentNode): void {
  for (const { box, panel, label } of BOXES)
    for (const el of root.querySelectorAll<HTMLElement>(`${box}:not([data-tabs-ready])`)) enhance(el, panel, label);
}
