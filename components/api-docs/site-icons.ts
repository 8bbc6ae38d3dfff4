/**
 * Icons of groups, pages, tabs and anchors in the site's navigation (docs.json `icon`, frontmatter `icon`),
 * drawn from the one bundled icon set (src/icons/icon-set.ts, the same drawings `<Icon>` and cards use),
 * named as docs.json `icons.library` names them. No icon font is fetched: the set is a small lazy chunk
 * (a dot holds the place until it arrives), an icon given as an https: URL or a path is shown as an image,
 * and a name the set does not draw stays a dot so titles stay aligned. Icons are decorative: the title
 * beside them names the link.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { until } from 'lit/directives/until.js';
import type { IconLibrary, hasIcon, iconPath } from '../../src/icons/icon-set.js';

interface IconSet {
  readonly hasIcon: typeof hasIcon;
  readonly iconPath: typeof iconPath;
}

let iconSet: IconSet | undefined;
let loading: Promise<IconSet | undefined> | undefined;
let library: IconLibrary = 'fontawesome';

/** The docs.json `icons.library` of the site on show (set by `<api-docs>` as it renders). */
export function useIconLibrary(value: IconLibrary | undefined): void {
  library = value ?? 'fontawesome';
}

function loadSet(): Promise<IconSet | undefined> {
  loading ??= import('../../src/icons/icon-set.js').then(
    (module) => (iconSet = module),
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

const DOT = svg`<circle cx="12" cy="12" r="3" fill="currentColor" stroke="none"/>`;

function frame(cls: string, body: unknown): TemplateResult {
  return html`<svg class=${`icon ${cls}`} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

function drawn(set: IconSet | undefined, name: string): unknown {
  return set?.hasIcon(name, library) === true ? svg`<path d=${set.iconPath(name, library)}/>` : DOT;
}

/** An icon before a title: the set's drawing for a known name, an image for a URL or path, else a dot. */
export function renderIcon(name: string | undefined, cls: string): TemplateResult | typeof nothing {
  if (name === undefined || name === '') return nothing;
  if (/^(https:\/\/|\/)[^\s"'<>]*$/.test(name) && !name.startsWith('//'))
    return html`<img class=${`icon ${cls}`} src=${name} alt="" width="16" height="16" />`;
  if (iconSet !== undefined) return frame(cls, drawn(iconSet, name));
  return frame(
    cls,
    until(
      loadSet().then((set) => drawn(set, name)),
      DOT,
    ),
  );
}
