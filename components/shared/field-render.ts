/**
 * Render helpers shared by `<param-field>` and `<response-field>`: pure functions of their data (no
 * element state is read here). Every value from a spec is bound as text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FieldFacts } from './field-model.js';
import { tabForKeydown } from './tablist.js';

/** A link icon, inline so no asset is fetched. */
export const linkIcon = html`<svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
  <path
    fill="currentColor"
    d="M7.78 3.22a.75.75 0 0 1 0 1.06L6.56 5.5a2.5 2.5 0 0 0 3.54 3.54l1.22-1.22a.75.75 0 1 1 1.06 1.06l-1.22 1.22a4 4 0 0 1-5.66-5.66l1.22-1.22a.75.75 0 0 1 1.06 0Zm1.16-1.16a4 4 0 0 1 5.66 5.66l-1.22 1.22a.75.75 0 1 1-1.06-1.06l1.22-1.22a2.5 2.5 0 0 0-3.54-3.54L8.78 4.34a.75.75 0 0 1-1.06-1.06l1.22-1.22ZM10.28 5.72a.75.75 0 0 1 0 1.06l-3.5 3.5a.75.75 0 0 1-1.06-1.06l3.5-3.5a.75.75 0 0 1 1.06 0Z"
  />
</svg>`;

const chevronIcon = html`<svg
  class="chevron reading-arrow"
  aria-hidden="true"
  focusable="false"
  viewBox="0 0 16 16"
  width="12"
  height="12"
>
  <path
    fill="currentColor"
    d="M6.22 3.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L9.94 8 6.22 4.28a.75.75 0 0 1 0-1.06Z"
  />
</svg>`;

export interface HeaderData {
  readonly name: string;
  readonly type: string;
  /** Location badge text (`query`), absent for nested fields and response fields. */
  readonly location?: string;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly facts: FieldFacts;
  readonly anchorId: string | undefined;
  readonly linkStatus: string;
  readonly onCopyLink: (event: Event) => void;
  /** Labels shown before and after the name (Mintlify's `pre` / `post`). */
  readonly pre?: readonly string[];
  readonly post?: readonly string[];
}

const labels = (texts: readonly string[] | undefined): TemplateResult | typeof nothing =>
  texts === undefined || texts.length === 0
    ? nothing
    : html`${texts.map((t) => html`<span class="label" part="label">${t}</span>`)}`;

/** Name, anchor button, type and badges. */
export function renderHeader(d: HeaderData): TemplateResult {
  return html`<div class="header" tabindex="-1">
    <span class="name-wrap">
      ${labels(d.pre)}<code part="name" class="name">${d.name}</code>${labels(d.post)}
      ${
        d.anchorId === undefined
          ? nothing
          : html`<button
              type="button"
              part="anchor"
              class="anchor"
              aria-label=${`Copy link to ${d.name}`}
              @click=${d.onCopyLink}
            >
              ${linkIcon}
            </button>`
      }
    </span>
    ${d.type === '' ? nothing : html`<span part="type" class="type mono">${d.type}</span>`} ${renderBadges(d)}
    <span class="visually-hidden" role="status">${d.linkStatus}</span>
  </div>`;
}

function renderBadges(d: HeaderData): TemplateResult {
  const { facts } = d;
  const badge = (kind: string, text: string) => html`<span class="badge" part="badge" data-kind=${kind}>${text}</span>`;
  return html`<span part="badges" class="badges">
    ${d.location ? badge(d.location, d.location) : nothing} ${d.required ? badge('required', 'required') : nothing}
    ${d.deprecated || facts.deprecated ? badge('deprecated', 'deprecated') : nothing}
    ${facts.readOnly ? badge('read-only', 'read-only') : nothing}
    ${facts.writeOnly ? badge('write-only', 'write-only') : nothing}
    ${facts.nullable ? badge('nullable', 'nullable') : nothing}
  </span>`;
}

export interface DetailsData {
  readonly defaultText?: string;
  readonly placeholder?: string;
  readonly facts: FieldFacts;
  /** Expands the circular reference, when a resolver was given. */
  readonly onExpandReference?: () => void;
}

/** Default, placeholder, constraints, enum values, examples, discriminator and a circular marker. */
export function renderDetails(d: DetailsData): TemplateResult | typeof nothing {
  const { facts } = d;
  const rows: TemplateResult[] = [];
  const row = (label: string, content: unknown) =>
    html`<div class="row">
      <dt>${label}</dt>
      <dd>${content}</dd>
    </div>`;
  const codes = (values: readonly string[]) => values.map((value) => html`<code class="value">${value}</code> `);

  if (d.defaultText !== undefined) rows.push(row('Default', html`<code class="value">${d.defaultText}</code>`));
  if (d.placeholder) rows.push(row('Placeholder', html`<code class="value">${d.placeholder}</code>`));
  if (facts.constraints.length > 0) rows.push(row('Constraints', codes(facts.constraints)));
  if (facts.enumValues.length > 0)
    rows.push(row(facts.enumValues.length === 1 ? 'Allowed value' : 'Allowed values', codes(facts.enumValues)));
  if (facts.examples.length > 0)
    rows.push(row(facts.examples.length === 1 ? 'Example' : 'Examples', codes(facts.examples)));
  if (facts.discriminator)
    rows.push(row('Discriminator', html`<code class="value">${facts.discriminator.propertyName}</code>`));
  if (rows.length === 0 && !facts.circular) return nothing;
  return html`${rows.length > 0 ? html`<dl part="details" class="details">${rows}</dl>` : nothing}
  ${facts.circular ? renderCircular(facts.circular.name, d.onExpandReference) : nothing}`;
}

/** "circular reference to Pet", with a button that expands it one level. */
export function renderCircular(name: string, onExpand: (() => void) | undefined): TemplateResult {
  return html`<p class="circular">
    <span aria-hidden="true">↻</span> circular reference to <code class="value">${name}</code>
    ${onExpand ? html`<button type="button" class="expand-ref" @click=${onExpand}>Expand ${name}</button>` : nothing}
  </p>`;
}

export interface ToggleData {
  readonly expanded: boolean;
  readonly name: string;
  readonly onToggle: () => void;
}

/** The "Show child attributes" button; it controls the `#children` region. */
export function renderToggle(d: ToggleData): TemplateResult {
  return html`<button
    type="button"
    part="toggle"
    class="toggle"
    aria-expanded=${d.expanded ? 'true' : 'false'}
    aria-controls="children"
    @click=${d.onToggle}
  >
    ${chevronIcon}${d.expanded ? 'Hide' : 'Show'} child attributes<span class="visually-hidden"> of ${d.name}</span>
  </button>`;
}

export interface TabsData {
  readonly label: string;
  readonly labels: readonly string[];
  readonly selected: number;
  readonly onSelect: (index: number, focus: boolean) => void;
}

/** A tablist with roving tabindex: arrows, Home and End move and select (shared/tablist.ts). */
export function renderTabs(d: TabsData): TemplateResult {
  const onKeydown = (event: KeyboardEvent) => {
    const next = tabForKeydown(event, d.selected, d.labels.length, { vertical: true });
    if (next !== undefined) d.onSelect(next, true);
  };
  return html`<div role="tablist" part="tabs" class="tabs" aria-label=${d.label} @keydown=${onKeydown}>
    ${d.labels.map(
      (label, index) =>
        html`<button
          type="button"
          role="tab"
          part="tab"
          class="tab"
          id=${`tab-${index}`}
          aria-selected=${index === d.selected ? 'true' : 'false'}
          aria-controls="variant-panel"
          tabindex=${index === d.selected ? 0 : -1}
          @click=${() => d.onSelect(index, false)}
        >
          ${label}
        </button>`,
    )}
  </div>`;
}
