/**
 * Mintlify's content components (cards, steps, accordions, frames, badges, tooltips, changelog
 * updates, file trees, …) as plain, escaped HTML styled by the api-docs element. Nothing here runs
 * script: interactive parts are `<details>` and links. Components that depend on where they sit
 * (a step's number, agents-only content, a card's link) get that context from render-html.ts.
 */
import { isCssColor } from '../markdown/css-color.js';
import { attributes, element } from './html.js';
import type { ComponentSpec } from './component-spec.js';
import { flag, isMarkup, list, rich, str, whole } from './attribute-values.js';
import type { ComponentAttributes, ComponentValue } from './attribute-values.js';
import { escapeText } from '../escape-html.js';

/**
 * An icon as a named placeholder: the page's icon enhancer (components/api-docs) draws the glyph of
 * that name from the bundled set, or a neutral one for a name it does not know.
 */
export function iconSpan(
  name: string | undefined,
  extraClass = '',
  extra: {
    readonly color?: string | undefined;
    readonly size?: string | undefined;
    /** Font Awesome's `iconType` (the icon chunk draws a Pro style as the free one). */
    readonly style?: string | undefined;
  } = {},
): string {
  if (name === undefined || !/^[\w-]{1,60}$/.test(name)) return '';
  return element(
    'span',
    {
      class: `icon${extraClass}`,
      'data-icon': name,
      'data-color': cssColor(extra.color),
      'data-icon-size': extra.size,
      'data-icon-style': extra.style !== undefined && /^[a-z-]{1,30}$/.test(extra.style) ? extra.style : undefined,
      'aria-hidden': 'true',
    },
    '',
  );
}

/**
 * A component's `icon`: a name (`icon="rocket"`) as `iconSpan` draws it, or an element written in its place
 * (`icon={<svg …/>}`), already rendered and escaped by the page's renderer, in the same frame.
 */
export function iconOf(
  value: ComponentValue | undefined,
  extraClass = '',
  extra: Parameters<typeof iconSpan>[2] = {},
): string {
  if (!isMarkup(value)) return iconSpan(str(value), extraClass, extra);
  return value.html === '' ? '' : element('span', { class: `icon${extraClass}`, 'aria-hidden': 'true' }, value.html);
}

/** A colour a page may give (`#0d9373`, `rgb(13 147 115)`, `teal`), or undefined for anything else. */
export function cssColor(value: string | undefined): string | undefined {
  return value !== undefined && isCssColor(value) ? value.trim() : undefined;
}

/** An icon size in pixels from `size={16}` or `size="16"`, between 8 and 96. */
function iconSize(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{1,3}(px)?$/.test(value)
    ? String(Math.min(96, Math.max(8, parseInt(value, 10))))
    : undefined;
}

/** The icon each kind of callout shows when it names none (Font Awesome Free names, drawn in every site). */
export const CALLOUT_ICONS: Readonly<Record<string, string>> = {
  note: 'circle-info',
  tip: 'lightbulb',
  info: 'circle-info',
  warning: 'triangle-exclamation',
  check: 'circle-check',
  danger: 'circle-exclamation',
  callout: 'circle-info',
};

/** A card's `type`: one of the callout kinds, which tints it and gives it that callout's icon. */
const CARD_TYPES = new Set(['info', 'warning', 'note', 'tip', 'check', 'danger']);

const isExternal = (href: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

function card(a: ComponentAttributes, inner: string): string {
  const href = str(a['href']);
  const img = str(a['img']);
  const cta = str(a['cta']);
  const title = str(a['title']);
  const titleHtml = rich(a['title']);
  const arrow = a['arrow'] === undefined ? href !== undefined && isExternal(href) : flag(a['arrow']);
  const type = str(a['type']);
  const kind = type !== undefined && CARD_TYPES.has(type) ? type : undefined;
  const parts =
    (img === undefined
      ? ''
      : element(
          'span',
          { class: 'card-image' },
          `<img${attributes({ src: img, alt: href === undefined ? (title ?? '') : '', loading: 'lazy' })}>`,
        )) +
    iconOf(a['icon'] ?? (kind === undefined ? undefined : CALLOUT_ICONS[kind]), ' card-icon', {
      color: str(a['color']),
      style: str(a['iconType']),
    }) +
    element(
      'div',
      { class: 'card-text' },
      (titleHtml === undefined ? '' : element('span', { class: 'card-title' }, titleHtml)) +
        element('div', { class: 'card-body' }, inner) +
        (cta === undefined && !arrow
          ? ''
          : element(
              'span',
              { class: 'card-cta' },
              escapeText(cta ?? '') +
                (arrow ? element('span', { class: 'card-arrow', 'aria-hidden': 'true' }, '→') : ''),
            )),
    );
  const cls = `card${flag(a['horizontal']) ? ' card-horizontal' : ''}${kind === undefined ? '' : ` card-${kind}`}`;
  return href === undefined ? element('div', { class: cls }, parts) : element('a', { class: cls, href }, parts);
}

const grid: ComponentSpec = {
  attributes: { cols: 'string' },
  render: (a, inner) => element('div', { class: 'card-group', 'data-cols': String(whole(a['cols'], 1, 4, 2)) }, inner),
};

const TITLE_SIZES = new Set(['p', 'h2', 'h3', 'h4']);

function step(a: ComponentAttributes, inner: string): string {
  const n = str(a['stepNumber']) ?? '1';
  const size = str(a['titleSize']);
  const title = rich(a['title']);
  const marker = element(
    'span',
    { class: 'step-number', 'aria-hidden': 'true' },
    a['icon'] === undefined ? escapeText(n) : iconOf(a['icon']),
  );
  const heading =
    title === undefined
      ? ''
      : element(
          'p',
          { class: 'step-title', 'data-size': size !== undefined && TITLE_SIZES.has(size) ? size : undefined },
          title,
        );
  return element('li', { class: 'step', value: n }, marker + element('div', { class: 'step-body' }, heading + inner));
}

function accordion(a: ComponentAttributes, inner: string): string {
  const description = rich(a['description']);
  const summary = element(
    'summary',
    {},
    iconOf(a['icon']) +
      element('span', { class: 'accordion-title' }, rich(a['title']) ?? 'Details') +
      (description === undefined ? '' : element('span', { class: 'accordion-description' }, description)),
  );
  return element(
    'details',
    { class: 'accordion', id: anchorId(str(a['id'])), open: flag(a['defaultOpen']) },
    summary + element('div', { class: 'accordion-body' }, inner),
  );
}

function frame(a: ComponentAttributes, inner: string): string {
  const hint = str(a['hint']);
  const caption = rich(a['caption']);
  return (
    (hint === undefined ? '' : element('p', { class: 'frame-hint' }, escapeText(hint))) +
    element('figure', { class: 'frame' }, inner + (caption === undefined ? '' : element('figcaption', {}, caption)))
  );
}

function tooltip(a: ComponentAttributes, inner: string): string {
  const tip = str(a['tip']) ?? '';
  const headline = str(a['headline']);
  const cta = str(a['cta']);
  const href = str(a['href']);
  const text = (headline === undefined ? '' : `${headline}: `) + tip;
  const link = cta === undefined || href === undefined ? '' : ' ' + element('a', { href }, escapeText(cta));
  // The tip stays in the DOM after the text it explains, visually hidden until hover or focus,
  // so a screen reader reads it and a keyboard user can reach it (tabindex) and see it; its link
  // is reachable with Tab while the tip shows (focus-within).
  return element(
    'span',
    { class: 'tooltip', tabindex: '0' },
    inner + element('span', { class: 'tooltip-tip', role: 'tooltip' }, escapeText(` (${text})`) + link),
  );
}

const BADGE_COLORS = new Set(['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface']);

function badge(a: ComponentAttributes, inner: string): string {
  const color = str(a['color']);
  const size = str(a['size']);
  const classes = ['badge'];
  if (color !== undefined && BADGE_COLORS.has(color.replace(/-destructive$/, ''))) classes.push(`badge-${color}`);
  if (size !== undefined && /^(xs|sm|md|lg)$/.test(size)) classes.push(`badge-${size}`);
  if (str(a['shape']) === 'pill') classes.push('badge-pill');
  if (flag(a['stroke'])) classes.push('badge-stroke');
  if (flag(a['disabled'])) classes.push('badge-disabled');
  return element('span', { class: classes.join(' ') }, iconOf(a['icon']) + inner);
}

function update(a: ComponentAttributes, inner: string): string {
  const label = str(a['label']);
  const labelHtml = rich(a['label']);
  const description = rich(a['description']);
  const tags = list(a['tags']);
  const meta =
    (labelHtml === undefined ? '' : element('p', { class: 'update-label' }, labelHtml)) +
    (description === undefined ? '' : element('p', { class: 'update-description' }, description)) +
    (tags.length === 0
      ? ''
      : element('ul', { class: 'update-tags' }, tags.map((t) => element('li', {}, escapeText(t))).join('')));
  return element(
    'section',
    { class: 'update', id: str(a['id']), 'aria-label': label },
    element('div', { class: 'update-meta' }, meta) + element('div', { class: 'update-body' }, inner),
  );
}

/** An author's anchor (`<Accordion id="setup">`): letters, digits, `-` and `_` only, or none. */
const anchorId = (value: string | undefined): string | undefined =>
  value !== undefined && /^[A-Za-z][\w-]{0,80}$/.test(value) ? value : undefined;

/** A tree entry's own attributes: `highlight` marks it as the active item. */
const treeEntry = (a: ComponentAttributes, cls: string): Record<string, string | undefined> =>
  flag(a['highlight']) ? { class: `${cls} tree-highlight`, 'aria-current': 'true' } : { class: cls };

function treeFolder(a: ComponentAttributes, inner: string): string {
  if (a['openable'] === false) {
    const name = element('span', { class: 'tree-folder-name' }, escapeText(str(a['name']) ?? 'folder'));
    return element('li', treeEntry(a, 'tree-folder'), name + element('ul', {}, inner));
  }
  const summary = element('summary', {}, escapeText(str(a['name']) ?? 'folder'));
  return element(
    'li',
    treeEntry(a, 'tree-folder'),
    element('details', { open: flag(a['defaultOpen']) }, summary + element('ul', {}, inner)),
  );
}

/**
 * `<Tree>` / `<FileTree>`: its `Tree.Folder` and `Tree.File` entries, or a Markdown list written inside it
 * (already a `<ul>`: kept as the tree's own list, a name ending in `/` or holding a list being a folder).
 */
function tree(_a: ComponentAttributes, inner: string): string {
  const body = inner.trim();
  if (/^<ul>/.test(body) && body.endsWith('</ul>')) return `<ul class="tree tree-list">${body.slice(4)}`;
  return element('ul', { class: 'tree' }, inner);
}

/** `repo="owner/name"` or a github.com address of a repository, as `owner/name`; undefined for anything else. */
export function githubRepo(value: string | undefined): string | undefined {
  const slug = value
    ?.trim()
    .replace(/^https:\/\/(www\.)?github\.com\//, '')
    .replace(/(\.git)?\/?$/, '');
  return slug !== undefined &&
    /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/.test(slug) &&
    !slug.endsWith('/..')
    ? slug
    : undefined;
}

/**
 * `<GitHub.Repo repo="owner/name" />`: a card linking to the repository. Mintlify fills in its description and
 * counts from GitHub's API when the page loads; a page here calls no other site, so the card shows the name only.
 */
function githubRepoCard(a: ComponentAttributes): string {
  const slug = githubRepo(str(a['repo']));
  if (slug === undefined) return '';
  const variant = str(a['variant']) === 'flat' ? 'flat' : 'inset';
  return element(
    'a',
    { class: 'card card-horizontal github-repo', 'data-variant': variant, href: `https://github.com/${slug}` },
    iconSpan('github', ' card-icon') +
      element(
        'div',
        { class: 'card-text' },
        element('span', { class: 'card-title' }, escapeText(slug)) +
          element('span', { class: 'card-body' }, 'github.com'),
      ),
  );
}

/** A colour's swatch and its value, shown only in one colour scheme when `scheme` names it. */
function colorValue(value: string | undefined, scheme?: 'light' | 'dark'): readonly [string, string] {
  const cls = scheme === undefined ? '' : ` ${scheme}-only`;
  const swatch = element(
    'span',
    { class: `color-swatch${cls}`, 'data-color': cssColor(value), 'aria-hidden': 'true' },
    '',
  );
  return [swatch, value === undefined ? '' : element('code', { class: cls.trim() || undefined }, escapeText(value))];
}

/** `value="#0d9373"`, or `value={{ light: "#fff", dark: "#000" }}` (each shown in its own colour scheme). */
function colorItem(a: ComponentAttributes): string {
  const name = str(a['name']);
  const light = str(a['value']) ?? str(a['value.light']);
  const dark = str(a['value.dark']);
  const [swatch, code] =
    dark === undefined || str(a['value']) !== undefined
      ? colorValue(light)
      : [colorValue(light, 'light'), colorValue(dark, 'dark')].reduce((x, y) => [x[0] + y[0], x[1] + y[1]]);
  return element(
    'span',
    { class: 'color-item' },
    swatch + (name === undefined ? '' : element('span', { class: 'color-name' }, escapeText(name))) + code,
  );
}

function prompt(a: ComponentAttributes, inner: string): string {
  const description = str(a['description']);
  return element(
    'div',
    { class: 'prompt' },
    (description === undefined ? '' : element('p', { class: 'prompt-description' }, escapeText(description))) +
      element('div', { class: 'prompt-text' }, inner),
  );
}

const block =
  (cls: string): ComponentSpec['render'] =>
  (_a, inner) =>
    element('div', { class: cls }, inner);

export const MINTLIFY_COMPONENTS: Readonly<Record<string, ComponentSpec>> = {
  Card: {
    attributes: {
      title: 'string',
      icon: 'string',
      iconType: 'string',
      color: 'string',
      href: 'url',
      horizontal: 'boolean',
      img: 'url',
      cta: 'string',
      arrow: 'boolean',
      type: 'string',
    },
    render: card,
  },
  CardGroup: grid,
  Columns: grid,
  Column: { attributes: {}, render: block('column') },
  Steps: { attributes: { titleSize: 'string' }, render: (_a, inner) => element('ol', { class: 'steps' }, inner) },
  Step: {
    attributes: { title: 'string', icon: 'string', stepNumber: 'string', titleSize: 'string' },
    render: step,
  },
  Accordion: {
    attributes: {
      title: 'string',
      description: 'string',
      defaultOpen: 'boolean',
      icon: 'string',
      iconType: 'string',
      id: 'string',
    },
    render: accordion,
  },
  AccordionGroup: { attributes: {}, render: block('accordion-group') },
  Frame: { attributes: { caption: 'string', hint: 'string' }, render: frame },
  Badge: {
    attributes: {
      color: 'string',
      size: 'string',
      shape: 'string',
      icon: 'string',
      stroke: 'boolean',
      disabled: 'boolean',
    },
    inline: true,
    render: badge,
  },
  Tooltip: {
    attributes: { tip: 'string', headline: 'string', cta: 'string', href: 'url' },
    inline: true,
    render: tooltip,
  },
  // `rss={{ title, description }}` shapes the entry of a feed of updates; the page itself does not show it.
  Update: { attributes: { label: 'string', description: 'string', tags: 'list', rss: 'object' }, render: update },
  Tree: { attributes: {}, render: tree },
  FileTree: { attributes: {}, render: tree },
  'Tree.Folder': {
    attributes: { name: 'string', defaultOpen: 'boolean', openable: 'boolean', highlight: 'boolean' },
    render: treeFolder,
  },
  'Tree.File': {
    attributes: { name: 'string', highlight: 'boolean' },
    render: (a) => element('li', treeEntry(a, 'tree-file'), escapeText(str(a['name']) ?? '')),
  },
  'GitHub.Repo': { attributes: { repo: 'string', variant: 'string', className: 'ignored' }, render: githubRepoCard },
  Panel: { attributes: {}, render: block('panel') },
  Tile: { attributes: { href: 'url', title: 'string', description: 'string' }, render: tile },
  Banner: {
    attributes: {},
    render: (_a, inner) => element('aside', { class: 'content-banner', role: 'note' }, inner),
  },
  Color: { attributes: { variant: 'string' }, render: block('color-group') },
  'Color.Row': {
    attributes: { title: 'string' },
    render: (a, inner) =>
      element(
        'div',
        { class: 'color-row' },
        element('p', { class: 'color-row-title' }, escapeText(str(a['title']) ?? '')) + inner,
      ),
  },
  'Color.Item': { attributes: { name: 'string', value: 'object' }, inline: true, render: colorItem },
  Visibility: { attributes: { for: 'string' }, render: block('visibility') },
  View: {
    attributes: { title: 'string', icon: 'string' },
    render: (a, inner) => element('section', { class: 'view', 'aria-label': str(a['title']) }, inner),
  },
  Prompt: {
    attributes: { description: 'string', icon: 'string', iconType: 'string', actions: 'list' },
    render: prompt,
  },
  // The formula inside is lifted out before parsing (math.ts) and typeset by the page's math chunk.
  Latex: { attributes: {}, inline: true, render: (_a, inner) => inner },
  Icon: {
    // className is React's class attribute: read and dropped (this site styles its own icons).
    attributes: {
      icon: 'string',
      iconType: 'string',
      color: 'string',
      size: 'string',
      className: 'string',
      src: 'url',
    },
    inline: true,
    render: (a) => {
      const size = iconSize(str(a['size']));
      const src = str(a['src']);
      // `src`: a picture as the icon (render-html.ts lets only the site's own or https pictures through).
      if (src !== undefined && a['icon'] === undefined)
        return `<img${attributes({ class: 'icon icon-inline', src, alt: '', width: size, height: size, loading: 'lazy' })}>`;
      return iconOf(a['icon'], ' icon-inline', { color: str(a['color']), size, style: str(a['iconType']) });
    },
  },
};

/** A tile: its preview (the children, usually a light and a dark picture) above its title and description. */
function tile(a: ComponentAttributes, inner: string): string {
  const href = str(a['href']);
  const title = rich(a['title']);
  const description = rich(a['description']);
  const parts =
    element('div', { class: 'tile-preview' }, inner) +
    (title === undefined ? '' : element('span', { class: 'card-title' }, title)) +
    (description === undefined ? '' : element('span', { class: 'tile-description' }, description));
  return href === undefined
    ? element('div', { class: 'card tile' }, parts)
    : element('a', { class: 'card tile', href }, parts);
}
