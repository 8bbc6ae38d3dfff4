import { css } from 'lit';

/**
 * Mintlify's content components in an MDX page (src/mdx/mintlify-components.ts): cards and their
 * grid, numbered steps, accordions, frames, tooltips, changelog updates and file trees. Written
 * against the private tokens so they follow the site's theme and accent.
 */
export const mdxComponentStyles = css`
  .card-group {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--_spacing);
    margin: var(--_spacing) 0;
  }
  .card-group[data-cols='1'] { grid-template-columns: minmax(0, 1fr); }
  .card-group[data-cols='3'] { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .card-group[data-cols='4'] { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  @media (max-width: 640px) {
    .card-group[data-cols] { grid-template-columns: minmax(0, 1fr); }
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: 0.5em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_spacing);
    margin: var(--_spacing) 0;
    color: var(--_text);
    text-decoration: none;
    background: var(--_background);
  }
  .card-group > .card { margin: 0; }
  .card-horizontal { flex-direction: row; align-items: flex-start; }
  a.card:hover { border-color: var(--_accent); }
  a.card:focus-visible {
    outline: 2px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  .card-image img { display: block; width: 100%; border-radius: var(--_radius); }
  .card-title { display: block; font-weight: 600; }
  .card-body { color: var(--_muted); }
  .card-body > :first-child { margin-top: 0.2em; }
  .card-body > :last-child { margin-bottom: 0; }
  .card-cta { display: block; margin-top: 0.4em; color: var(--_accent); font-weight: 600; font-size: 0.9em; }
  .card-arrow { margin-inline-start: 0.3em; }
  .tile-description { display: block; color: var(--_muted); font-size: 0.9em; }
  .tile-preview {
    display: grid;
    place-items: center;
    min-height: 6em;
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .tile-preview > p { margin: 0; }
  /* Pictures for one colour scheme (Tailwind's dark: classes in Mintlify projects). */
  .dark-only { display: none; }
  :host([theme='dark']) .dark-only { display: revert; }
  :host([theme='dark']) .light-only { display: none; }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) .dark-only { display: revert; }
    :host(:not([theme='light'])) .light-only { display: none; }
  }

  /* Icons: drawn by the page's icon chunk (mdx-icons.ts), or by docs build, in the text colour; each svg says
     whether it is filled or stroked (src/icons/icon-drawing.ts). */
  .icon {
    display: inline-block;
    width: var(--_icon-size, 1em);
    height: var(--_icon-size, 1em);
    vertical-align: -0.125em;
    color: var(--_item-color, currentColor);
    flex: none;
  }
  .icon > svg { display: block; width: 100%; height: 100%; }
  .card-icon { color: var(--_item-color, var(--_accent)); }
  .card-icon { width: 1.5em; height: 1.5em; flex: none; }

  :is(.mdx-body, .x-docs-content) ol.steps {
    list-style: none;
    padding-inline-start: 0;
    margin: var(--_spacing) 0;
  }
  .step {
    display: flex;
    gap: 0.9em;
    padding-bottom: var(--_spacing);
  }
  .step-number {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.8em;
    height: 1.8em;
    border-radius: 50%;
    background: var(--_surface);
    border: 1px solid var(--_border);
    font-weight: 600;
    font-size: 0.9em;
  }
  .step-body { flex: 1; min-width: 0; }
  .step-title { font-weight: 600; margin: 0.2em 0 0.4em; }
  .step-title[data-size='h2'] { font-size: 1.5em; }
  .step-title[data-size='h3'] { font-size: 1.25em; }
  .step-title[data-size='h4'] { font-size: 1.1em; }

  details.accordion {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    margin: 0.5em 0;
  }
  .accordion-group > details.accordion { margin: 0; border-radius: 0; }
  .accordion-group > details.accordion + details.accordion { border-top: none; }
  details.accordion > summary {
    cursor: pointer;
    padding: 0.6em var(--_spacing);
  }
  details.accordion > summary:focus-visible,
  .tree summary:focus-visible {
    outline: 2px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  .accordion-title { font-weight: 600; }
  .accordion-description { display: block; color: var(--_muted); font-size: 0.9em; }
  .accordion-body { padding: 0 var(--_spacing) 0.6em; }

  figure.frame {
    margin: var(--_spacing) 0;
    padding: 0.5em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  figure.frame img { display: block; max-width: 100%; margin: 0 auto; border-radius: var(--_radius); }
  figure.frame figcaption { text-align: center; color: var(--_muted); font-size: 0.9em; margin-top: 0.4em; }
  .frame-hint { color: var(--_muted); font-size: 0.9em; margin-bottom: 0.3em; }

  .tooltip {
    position: relative;
    text-decoration: underline dotted;
    cursor: help;
  }
  .tooltip:focus-visible {
    outline: 2px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  /* Hidden from the eye, not from assistive technology, until hovered or focused. */
  .tooltip > .tooltip-tip {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .tooltip:hover > .tooltip-tip,
  .tooltip:focus-within > .tooltip-tip {
    clip: auto;
    width: max-content;
    max-width: 18em;
    height: auto;
    white-space: normal;
    inset-block-start: 100%;
    inset-inline-start: 0;
    z-index: 1;
    padding: 0.3em 0.6em;
    border-radius: var(--_radius);
    background: var(--_text);
    color: var(--_background);
    font-size: 0.85em;
  }

  section.update {
    display: grid;
    grid-template-columns: minmax(8em, 12em) minmax(0, 1fr);
    gap: var(--_spacing);
    padding: var(--_spacing) 0;
    border-top: 1px solid var(--_border);
  }
  @media (max-width: 640px) {
    section.update { grid-template-columns: minmax(0, 1fr); }
  }
  .update-label { font-weight: 600; margin: 0; }
  .update-description { color: var(--_muted); margin: 0.2em 0; font-size: 0.9em; }
  :is(.mdx-body, .x-docs-content) ul.update-tags {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3em;
  }
  .update-tags > li {
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 0 0.5em;
    font-size: 0.8em;
  }

  :is(.mdx-body, .x-docs-content) ul.tree,
  :is(.mdx-body, .x-docs-content) ul.tree ul {
    list-style: none;
    padding-inline-start: 1.2em;
    font-family: var(--_font-mono);
    font-size: 0.9em;
  }
  :is(.mdx-body, .x-docs-content) ul.tree { padding-inline-start: 0; }
  .tree summary { cursor: pointer; }
  .tree-highlight > :is(summary, .tree-folder-name),
  .tree-file.tree-highlight {
    color: var(--_accent);
    font-weight: 600;
  }
  .tree-highlight ul { color: color-mix(in srgb, var(--_accent) 60%, var(--_text)); }

  /* A card with a callout's type; a column of <Columns>; a GitHub repository card. */
  .card:is(.card-info, .card-note, .card-tip, .card-warning, .card-check, .card-danger) {
    background: color-mix(in srgb, var(--_card-tint) 8%, var(--_background));
    border-color: color-mix(in srgb, var(--_card-tint) 40%, var(--_background));
  }
  .card-info, .card-note { --_card-tint: var(--_accent); }
  .card-tip { --_card-tint: var(--_badge-header); }
  .card-warning { --_card-tint: var(--_badge-cookie); }
  .card-check { --_card-tint: var(--_method-post); }
  .card-danger { --_card-tint: var(--_badge-required); }
  .card-group > .column { min-width: 0; }
  .card-group > .column > :first-child { margin-top: 0; }
  .github-repo[data-variant='flat'] { padding: calc(var(--_spacing) * 0.6); }

  .panel,
  .prompt {
    position: relative;
  }
  .prompt,
  .color-group {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_spacing);
    margin: var(--_spacing) 0;
  }
  aside.content-banner {
    background: color-mix(in srgb, var(--_accent) 12%, var(--_background));
    border-radius: var(--_radius);
    padding: 0.5em var(--_spacing);
    margin: var(--_spacing) 0;
  }
  .prompt-description { font-weight: 600; margin-top: 0; }
  .prompt-text { white-space: pre-wrap; font-family: var(--_font-mono); font-size: 0.9em; }
  .color-item { display: inline-flex; align-items: center; gap: 0.4em; margin-inline-end: 1em; }
  .color-swatch {
    background: var(--_item-color, transparent);
    width: 1em;
    height: 1em;
    border-radius: 0.2em;
    border: 1px solid var(--_border);
  }
  .color-row-title { font-weight: 600; margin: 0.3em 0; }


  /* Callouts: an icon beside the text; Danger and a custom colour. */
  aside.callout { display: flex; gap: 0.6em; align-items: flex-start; }
  .callout-icon { margin-top: 0.2em; }
  .callout-content { flex: 1; min-width: 0; }
  .callout-content > :first-child { margin-top: 0; }
  .callout-content > :last-child { margin-bottom: 0; }
  aside.callout-danger { border-inline-start-color: var(--_badge-required); }
  aside.callout[data-color] {
    border-inline-start-color: var(--_item-color);
    background: color-mix(in srgb, var(--_item-color) 10%, var(--_background));
  }
  aside.callout[data-color] .callout-icon { color: var(--_item-color); }

  .badge {
    display: inline-flex;
    align-items: center;
    gap: 0.25em;
    padding: 0 0.45em;
    border-radius: 0.35em;
    font-size: 0.8em;
    font-weight: 600;
    background: var(--_surface);
    border: 1px solid var(--_border);
  }
  .badge-pill { border-radius: 999px; }
  .badge-xs { font-size: 0.65em; }
  .badge-sm { font-size: 0.72em; }
  .badge-lg { font-size: 0.95em; }
  .badge-disabled { opacity: 0.6; }
  .badge-blue { --_badge-tint: var(--_method-get); }
  .badge-green { --_badge-tint: var(--_method-post); }
  .badge-yellow, .badge-orange { --_badge-tint: var(--_method-put); }
  .badge-red, .badge-red-destructive { --_badge-tint: var(--_method-delete); }
  .badge-purple { --_badge-tint: var(--_method-patch); }
  .badge[class*='badge-'][class] {
    color: color-mix(in srgb, var(--_badge-tint, var(--_text)) 85%, var(--_text));
    background: color-mix(in srgb, var(--_badge-tint, var(--_surface)) 12%, var(--_background));
    border-color: color-mix(in srgb, var(--_badge-tint, var(--_border)) 35%, var(--_background));
  }
  .tree-folder-name { font-weight: 600; }
  .step-number > .icon { width: 1.1em; height: 1.1em; }

  /* Media: pictures and players fit the column. */
  :is(.mdx-body, .x-docs-content, api-endpoint, api-channel) :is(img, video) { max-width: 100%; height: auto; }
  :is(.mdx-body, api-endpoint, api-channel) iframe {
    display: block;
    width: 100%;
    max-width: 100%;
    aspect-ratio: 16 / 9;
    height: auto;
    border: 0;
    border-radius: var(--_radius);
    margin: var(--_spacing) 0;
  }
  :is(.mdx-body, api-endpoint, api-channel) video { display: block; border-radius: var(--_radius); }

  /* Math (mdx-math.ts): a displayed formula on a line of its own, before and after it is typeset. */
  .math-display { display: block; overflow-x: auto; text-align: center; margin: var(--_spacing) 0; }
  .math-display > math { display: block math; }
  .math[data-math-error] { font-family: var(--_font-mono); color: var(--_badge-required); }

  [data-tabbed] > pre[hidden] { display: none; }
  .tabs-border { border-bottom-width: 2px; padding-bottom: calc(var(--_spacing) * 1.5); }
  .code-select {
    font: inherit;
    font-size: 0.85em;
    margin-bottom: 0.4em;
    padding: 0.2em 0.4em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
  }
`;
