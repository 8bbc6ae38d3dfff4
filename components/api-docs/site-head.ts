/**
 * What docs.json says about the site's look outside its pages: the favicon (a `<link rel="icon">`
 * in the host document's head, removed again when the site element leaves the page) and the logo
 * (one image, or a light and a dark one that switch with the theme in CSS).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { DocsConfig, LogoConfig } from '../../src/config/index.js';
import { faviconLinks } from '../../src/theme/favicons.js';

/**
 * The host page's favicon while the site is on it (the rule of src/theme/favicons.ts), after the page's own icon
 * links, which are left untouched. A page `docs build` wrote already holds the same links: they are kept as they are.
 */
export class SiteFavicon {
  private links: HTMLLinkElement[] = [];

  /** Points the icons at docs.json's favicons (relative to docs.json); no favicon removes ours. */
  set(config: Pick<DocsConfig, 'favicon' | 'faviconDark'>, base: string): void {
    this.remove();
    const wanted = faviconLinks(config).map((icon) => {
      const link = document.createElement('link');
      link.rel = 'icon';
      link.href = new URL(icon.path, base).href;
      if (icon.type !== undefined) link.type = icon.type;
      if (icon.media !== undefined) link.media = icon.media;
      return link;
    });
    if (wanted.every((link) => lastIcons(wanted.length).some((own) => sameIcon(own, link)))) return;
    for (const link of wanted) link.dataset['apiDocs'] = 'favicon';
    // Browsers use the last icon link of the head (for each media), so ours go after the page's own.
    document.head.append(...wanted);
    this.links = wanted;
  }

  remove(): void {
    for (const link of this.links) link.remove();
    this.links = [];
  }
}

/** The last `count` icon links of the head. */
const lastIcons = (count: number): HTMLLinkElement[] =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].slice(-count);

const sameIcon = (a: HTMLLinkElement, b: HTMLLinkElement): boolean =>
  a.href === b.href && a.type === b.type && a.media === b.media;

/** Intrinsic image sizes by path as docs.json writes it (a server knows them: the text beside never moves). */
export type ImageSizes = ReadonlyMap<string, { readonly width: number; readonly height: number }>;

/** The logo before the site name: decorative (`alt=""`), since the name follows it. */
export function renderLogo(
  logo: LogoConfig | undefined,
  base: string,
  sizes?: ImageSizes,
): TemplateResult | typeof nothing {
  if (logo === undefined) return nothing;
  const image = (path: string, kind: string): TemplateResult => {
    const size = sizes?.get(path);
    return html`<img
      class=${`logo${kind === '' ? '' : ` logo-${kind}`}`}
      part=${`logo${kind === '' ? '' : ` logo-${kind}`}`}
      src=${new URL(path, base).href}
      alt=""
      width=${ifDefined(size?.width)}
      height=${ifDefined(size?.height)}
    />`;
  };
  if (typeof logo === 'string') return image(logo, '');
  if (logo.dark === undefined) return image(logo.light, '');
  return html`${image(logo.light, 'light')}${image(logo.dark, 'dark')}`;
}

/** Where the logo and name link to: `logo.href`, else the site's first page. */
export function logoHref(logo: LogoConfig | undefined): string | undefined {
  return typeof logo === 'object' ? logo.href : undefined;
}

/** One self-hosted font of docs.json `fonts` (a family with its file). */
export interface SiteFont {
  readonly family?: string;
  readonly weight?: number;
  readonly source?: string;
  readonly format?: 'woff' | 'woff2';
}

/**
 * `@font-face` rules for docs.json `fonts` whose `source` is a file of the site (same origin as docs.json),
 * in a `<style>` of the host document's head (a shadow root cannot declare fonts). A font on another
 * origin is not fetched: the family then falls back to the system stack, as one not installed does.
 */
export class SiteFonts {
  private style: HTMLStyleElement | undefined;

  set(fonts: readonly (SiteFont | undefined)[], base: string): void {
    const rules = fonts.flatMap((font) => {
      if (font?.family === undefined || font.source === undefined || !/^[\w -]{1,64}$/.test(font.family)) return [];
      let url: URL;
      try {
        url = new URL(font.source, base);
      } catch {
        return [];
      }
      if (url.origin !== new URL(base).origin) return [];
      const format = font.format ?? (url.pathname.endsWith('.woff') ? 'woff' : 'woff2');
      const weight =
        typeof font.weight === 'number' && Number.isFinite(font.weight) ? ` font-weight: ${font.weight};` : '';
      return [
        `@font-face { font-family: '${font.family}'; src: url("${encodeURI(decodeURI(url.href)).replace(/["\\)]/g, '')}") format('${format}');${weight} font-display: swap; }`,
      ];
    });
    if (rules.length === 0) {
      this.remove();
      return;
    }
    this.style ??= document.createElement('style');
    this.style.dataset['apiDocs'] = 'fonts';
    this.style.textContent = rules.join('\n');
    if (!this.style.isConnected) document.head.append(this.style);
  }

  remove(): void {
    this.style?.remove();
    this.style = undefined;
  }
}
