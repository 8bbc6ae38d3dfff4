/**
 * The navigation's switchers, for the site frame to place: the version and language pickers (native selects), the
 * dropdown and product menus (a disclosure listing the choices with icon and description), the anchors at the top
 * of the sidebar (with the global anchors), and the tab row's links (with the global tabs). Every choice comes from
 * `activeNavigation()`: a version or language leads to the equivalent page when it has one. External links open as
 * plain links; everything else navigates inside the site.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { nodeIcon, type IconValue } from '../../src/icons/icon-types.js';
import type { ActiveNavigation, DivisionChoice, DivisionKind } from '../../src/navigation/index.js';

export interface SwitcherContext {
  readonly active: ActiveNavigation;
  /** A site page's URL. */
  readonly href: (slug: string) => string;
  /** Shows a site page (a select's change); default: the `navigate()` of the element whose shadow root holds it. */
  readonly navigate?: (slug: string) => void;
  /** Draws a docs.json icon name (the frame's icon set); none when absent. */
  readonly icon?: (name: IconValue | undefined, className: string) => unknown;
}

/** A choice's link target: its page on this site, or its own URL. */
export function choiceHref(ctx: Pick<SwitcherContext, 'href'>, choice: DivisionChoice): string {
  if (choice.slug !== undefined) return ctx.href(choice.slug);
  return choice.href ?? '#';
}

/** The choices of `kind` the active path offers (from the level holding that kind), plus global ones. */
export function choicesOf(active: ActiveNavigation, kind: DivisionKind, withGlobal = false): DivisionChoice[] {
  const level = active.levels.find((l) => l.choices.some((c) => c.kind === kind));
  const own = level?.choices.filter((c) => c.kind === kind) ?? [];
  return withGlobal ? [...own, ...active.global.filter((c) => c.kind === kind)] : own;
}

function icon(ctx: SwitcherContext, name: IconValue | undefined, className: string): unknown {
  return name === undefined || ctx.icon === undefined ? nothing : ctx.icon(name, className);
}

function go(ctx: SwitcherContext, choice: DivisionChoice | undefined, from: Element): void {
  if (choice === undefined) return;
  const host = (from.getRootNode() as Partial<ShadowRoot>).host as { navigate?: (slug: string) => void } | undefined;
  const navigate = ctx.navigate ?? host?.navigate?.bind(host);
  if (choice.slug !== undefined && navigate !== undefined) navigate(choice.slug);
  else window.location.assign(choice.slug === undefined ? (choice.href ?? '') : ctx.href(choice.slug));
}

/** A labelled native select over versions or languages; nothing when there is only one choice. */
function renderSelect(
  ctx: SwitcherContext,
  kind: 'version' | 'language',
  label: string,
): TemplateResult | typeof nothing {
  const choices = choicesOf(ctx.active, kind, true);
  if (choices.length < 2) return nothing;
  const id = `switch-${kind}`;
  return html`<div class="switcher switcher-${kind}" part="${kind}-switcher">
    <label class="visually-hidden" for=${id}>${label}</label>
    <select
      id=${id}
      class="switcher-select"
      part="${kind}-select"
      @change=${(event: Event) => {
        const select = event.target as HTMLSelectElement;
        go(ctx, choices[select.selectedIndex], select);
      }}
    >
      ${choices.map(
        (choice) =>
          html`<option value=${choice.slug ?? choice.href ?? ''} ?selected=${choice.active} lang=${choice.language ?? nothing}>
            ${choice.title}${choice.tag === undefined ? '' : ` (${choice.tag})`}
          </option>`,
      )}
    </select>
  </div>`;
}

export function renderVersionSwitcher(ctx: SwitcherContext): TemplateResult | typeof nothing {
  return renderSelect(ctx, 'version', 'Version');
}

export function renderLanguageSwitcher(ctx: SwitcherContext): TemplateResult | typeof nothing {
  return renderSelect(ctx, 'language', 'Language');
}

function renderMenuItem(ctx: SwitcherContext, choice: DivisionChoice): TemplateResult {
  return html`<li>
    <a
      class="switcher-item"
      part="switcher-item"
      href=${choiceHref(ctx, choice)}
      aria-current=${choice.active ? 'true' : nothing}
      rel=${choice.isExternal ? 'noopener' : nothing}
    >
      ${icon(ctx, nodeIcon(choice), 'switcher-icon')}
      <span class="switcher-item-text">
        <span class="switcher-item-title">${choice.title}</span>
        ${choice.description === undefined ? nothing : html`<span class="switcher-item-description">${choice.description}</span>`}
      </span>
    </a>
  </li>`;
}

/** Dropdowns or products: a disclosure showing the active one, opening the list of all. */
function renderMenu(
  ctx: SwitcherContext,
  kind: 'dropdown' | 'product' | 'item',
  label: string,
): TemplateResult | typeof nothing {
  const choices = choicesOf(ctx.active, kind, true);
  if (choices.length === 0) return nothing;
  const current = choices.find((c) => c.active) ?? choices[0]!;
  return html`<details class="switcher switcher-menu switcher-${kind}" part="${kind}-switcher">
    <summary class="switcher-summary" part="${kind}-summary" aria-label=${`${label}: ${current.title}`}>
      ${icon(ctx, nodeIcon(current), 'switcher-icon')}<span class="switcher-current">${current.title}</span>
    </summary>
    <ul class="switcher-list" aria-label=${label}>${choices.map((c) => renderMenuItem(ctx, c))}</ul>
  </details>`;
}

export function renderDropdownSwitcher(ctx: SwitcherContext): TemplateResult | typeof nothing {
  return renderMenu(ctx, 'dropdown', 'Section');
}

export function renderProductSwitcher(ctx: SwitcherContext): TemplateResult | typeof nothing {
  return renderMenu(ctx, 'product', 'Product');
}

/** A tab's `menu`: its items as a menu like the dropdowns'. */
export function renderTabMenu(ctx: SwitcherContext): TemplateResult | typeof nothing {
  return renderMenu(ctx, 'item', 'Menu');
}

/** The anchors at the top of the sidebar: the active level's, then the global ones. */
export function renderAnchors(ctx: SwitcherContext): TemplateResult | typeof nothing {
  const anchors = choicesOf(ctx.active, 'anchor', true);
  if (anchors.length === 0) return nothing;
  // An anchor without an icon keeps its title in line with the others'.
  const withIcons = ctx.icon !== undefined && anchors.some((a) => a.icon !== undefined);
  return html`<ul class="anchors" part="anchors" aria-label="Sections">
    ${anchors.map(
      (anchor) => html`<li>
        <a
          class="anchor-link"
          part="anchor"
          href=${choiceHref(ctx, anchor)}
          aria-current=${anchor.active ? 'true' : nothing}
          rel=${anchor.isExternal ? 'noopener' : nothing}
          >${
            anchor.icon === undefined && withIcons
              ? html`<span class="anchor-icon-none" aria-hidden="true"></span>`
              : icon(ctx, nodeIcon(anchor), 'anchor-icon')
          }<span>${anchor.title}</span></a
        >
      </li>`,
    )}
  </ul>`;
}

/** The switchers for the top of the sidebar or the top bar: product, version, language, dropdown, tab menu (where present). */
export function renderSwitchers(ctx: SwitcherContext): TemplateResult | typeof nothing {
  const parts = [
    renderProductSwitcher(ctx),
    renderVersionSwitcher(ctx),
    renderLanguageSwitcher(ctx),
    renderDropdownSwitcher(ctx),
    renderTabMenu(ctx),
  ].filter((p) => p !== nothing);
  return parts.length === 0 ? nothing : html`<div class="switchers" part="switchers">${parts}</div>`;
}

/** The tab row's links: the active path's tabs, then the global tabs (`TabLink` of the tabs row). */
export function tabRowLinks(
  ctx: Pick<SwitcherContext, 'active' | 'href'>,
): { title: string; tag?: string; end?: true; href: string; current: boolean; external: boolean }[] {
  return choicesOf(ctx.active, 'tab', true).map((tab) => ({
    title: tab.title,
    ...(tab.tag === undefined ? {} : { tag: tab.tag }),
    ...(tab.align === 'end' ? { end: true as const } : {}),
    href: choiceHref(ctx, tab),
    current: tab.active,
    external: tab.isExternal,
  }));
}
