/**
 * Icons of groups, pages, tabs and anchors in the site's navigation (docs.json `icon`, a name or Mintlify's
 * `{ name, style, library }`, frontmatter `icon`), drawn from Font Awesome Free, Lucide or Tabler
 * (src/icons/icon-resolve.ts) as the site's docs.json `icons.library` names them, the same drawings `<Icon>` and
 * cards use (mdx-icons.ts). No icon font is fetched: a drawing arrives in the small data chunk holding its name (a
 * dot holds the place until then), or with the page `docs build` wrote (its `script[data-icons]`), so a built page
 * draws its icons at once. An icon given as an https: URL or a path is shown as an image; a name nothing draws stays
 * a dot so titles stay aligned. Icons are decorative: the title beside them names the link.
 *
 * The library is each site's own: an icon reads it from the nearest `data-icon-library` (set by `<api-docs>` on
 * its frame, as the page's icons read it) when it is drawn, so two sites on one page, or a row the windowed sidebar
 * draws later, never take another site's library. On the server (`docs build`) it is the site's, set by
 * server-icons.ts, which also loads every drawing first.
 */
import { html, isServer, nothing, svg, type TemplateResult } from 'lit';
import { AsyncDirective, directive, type ChildPart } from 'lit/async-directive.js';
import { knownIcon, seedIcons } from '../../src/icons/icon-cache.js';
import { pathAttributes, svgAttributes } from '../../src/icons/icon-drawing.js';
import { iconKey, iconName, type IconDrawing, type IconLibrary, type IconValue } from '../../src/icons/icon-types.js';

import type * as ResolverModule from '../../src/icons/icon-resolve.js';

type Resolver = typeof ResolverModule;

let resolver: Resolver | undefined;
let loading: Promise<Resolver | undefined> | undefined;
let serverLibrary: IconLibrary = 'fontawesome';

/** The resolver and its data index: a lazy chunk, loaded with the first icon not known already. */
export function loadIconResolver(): Promise<Resolver | undefined> {
  loading ??= import('../../src/icons/icon-resolve.js').then(
    (module) => (resolver = module),
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/** The site's library while the server draws its pages (server-icons.ts). */
export function setServerIconLibrary(library: IconLibrary): void {
  serverLibrary = library;
}

const seen = new WeakSet<Element>();

/** A request's drawing if known now: drawn before, carried by the page, or in data already loaded. */
export function iconInPage(value: IconValue, library: IconLibrary): IconDrawing | null | undefined {
  const key = iconKey(value, library);
  let drawing = knownIcon(key);
  if (drawing === undefined && !isServer) {
    for (const script of document.querySelectorAll('script[type="application/json"][data-icons]'))
      if (!seen.has(script)) {
        seen.add(script);
        seedIcons(script.textContent ?? '{}');
      }
    drawing = knownIcon(key);
  }
  return drawing ?? resolver?.iconNow(value, library);
}

/** The request's drawing, loading what it needs; null when nothing draws it (or its data cannot be loaded). */
export async function iconDrawing(value: IconValue, library: IconLibrary): Promise<IconDrawing | null> {
  const now = iconInPage(value, library);
  if (now !== undefined) return now;
  const module = await loadIconResolver();
  return module === undefined ? null : (await module.resolveIcon(value, library)).drawing;
}

/** The docs.json `icons.library` of the site `el` is in (`<api-docs>` writes the parsed, checked value). */
export function libraryOf(el: Element): IconLibrary {
  const library = el.closest<HTMLElement>('[data-icon-library]')?.dataset['iconLibrary'];
  return library === 'lucide' || library === 'tabler' ? library : 'fontawesome';
}

const DOT = svg`<circle cx="12" cy="12" r="3" fill="currentColor" stroke="none"/>`;

/** The `<svg>` of a drawing (a dot for none), in the frame's icon size. */
function frame(cls: string, drawing: IconDrawing | null | undefined): TemplateResult {
  const a = drawing == null ? { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor' } : svgAttributes(drawing);
  const body =
    drawing == null
      ? DOT
      : drawing.paths.map((path) => {
          const p = pathAttributes(path);
          return svg`<path d=${p['d']} fill=${p['fill'] ?? nothing} stroke=${p['stroke'] ?? nothing} opacity=${p['opacity'] ?? nothing}/>`;
        });
  return html`<svg class=${`icon ${cls}`} viewBox=${a['viewBox']} width="16" height="16" aria-hidden="true" fill=${a['fill']} stroke=${a['stroke']} stroke-width=${a['stroke-width'] ?? nothing} stroke-linecap=${a['stroke-linecap'] ?? nothing} stroke-linejoin=${a['stroke-linejoin'] ?? nothing}>${body}</svg>`;
}

/**
 * An icon's `<svg>`: drawn at once when its drawing is known (on the server, always), else a dot until its data
 * chunk arrives. A template just made is not in the site's frame yet: its library is read a microtask later.
 */
const siteIcon = directive(
  class extends AsyncDirective {
    private value: IconValue | undefined;

    render(value: IconValue, cls: string): unknown {
      return frame(cls, isServer ? iconInPage(value, serverLibrary) : undefined);
    }

    override update(part: ChildPart, [value, cls]: [IconValue, string]): unknown {
      this.value = value;
      const host = part.parentNode as Element;
      if (host.isConnected) {
        const now = iconInPage(value, libraryOf(host));
        if (now !== undefined) return frame(cls, now);
      }
      void Promise.resolve()
        .then(() => iconDrawing(value, libraryOf(host)))
        .then((drawing) => {
          if (this.value === value && this.isConnected) this.setValue(frame(cls, drawing));
        });
      return frame(cls, undefined);
    }
  },
);

/** An icon before a title: its drawing for a name, an image for a URL or path, else nothing. */
export function renderIcon(value: IconValue | undefined, cls: string): TemplateResult | typeof nothing {
  const name = iconName(value)?.trim();
  if (value === undefined || name === undefined || name === '') return nothing;
  if (/^(https:\/\/|\/)[^\s"'<>]*$/.test(name) && !name.startsWith('//'))
    return html`<img class=${`icon ${cls}`} src=${name} alt="" width="16" height="16" />`;
  return html`${siteIcon(value, cls)}`;
}
