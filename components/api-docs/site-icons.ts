/**
 * Icons of groups, pages, tabs and anchors in the site's navigation (docs.json `icon`, frontmatter `icon`),
 * drawn from the one bundled icon set (src/icons/icon-set.ts, the same drawings `<Icon>` and cards use),
 * named as docs.json `icons.library` names them. No icon font is fetched: the set is a small lazy chunk
 * (a dot holds the place until it arrives), an icon given as an https: URL or a path is shown as an image,
 * and a name the set does not draw stays a dot so titles stay aligned. Icons are decorative: the title
 * beside them names the link.
 *
 * The library is each site's own: an icon reads it from the nearest `data-icon-library` (set by `<api-docs>` on
 * its frame, as the page's icons read it: mdx-icons.ts) when it is drawn, so two sites on one page, or a row
 * the windowed sidebar draws later, never take another site's library.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { Directive, directive, type ChildPart } from 'lit/directive.js';
import { until } from 'lit/directives/until.js';
import type { IconLibrary, hasIcon, iconPath } from '../../src/icons/icon-set.js';

interface IconSet {
  readonly hasIcon: typeof hasIcon;
  readonly iconPath: typeof iconPath;
}

let iconSet: IconSet | undefined;
let loading: Promise<IconSet | undefined> | undefined;

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

/** The docs.json `icons.library` of the site `el` is in (`<api-docs>` writes the parsed, checked value). */
const libraryOf = (el: Element): IconLibrary =>
  (el.closest<HTMLElement>('[data-icon-library]')?.dataset['iconLibrary'] ?? 'fontawesome') as IconLibrary;

const DOT = svg`<circle cx="12" cy="12" r="3" fill="currentColor" stroke="none"/>`;

function frame(cls: string, body: unknown): TemplateResult {
  return html`<svg class=${`icon ${cls}`} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

function drawn(set: IconSet | undefined, name: string, library: IconLibrary): unknown {
  return set?.hasIcon(name, library) === true ? svg`<path d=${set.iconPath(name, library)}/>` : DOT;
}

/**
 * The drawing inside an icon's svg: a dot on the server and until both the set and the site's library are
 * known (a template just made is not in the site's frame yet: then a microtask later, before any paint).
 */
const iconDrawing = directive(
  class extends Directive {
    render(_name: string): unknown {
      return DOT;
    }

    override update(part: ChildPart, [name]: [string]): unknown {
      const icon = part.parentNode as Element;
      const draw = (set: IconSet | undefined): unknown => drawn(set, name, libraryOf(icon));
      return iconSet !== undefined && icon.isConnected ? draw(iconSet) : until(loadSet().then(draw), DOT);
    }
  },
);

/** An icon before a title: the set's drawing for a known name, an image for a URL or path, else a dot. */
export function renderIcon(name: string | undefined, cls: string): TemplateResult | typeof nothing {
  if (name === undefined || name === '') return nothing;
  if (/^(https:\/\/|\/)[^\s"'<>]*$/.test(name) && !name.startsWith('//'))
    return html`<img class=${`icon ${cls}`} src=${name} alt="" width="16" height="16" />`;
  return frame(cls, iconDrawing(name));
}
