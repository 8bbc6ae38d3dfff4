/**
 * What a page's frontmatter adds under its content, as Mintlify shows it: the "Related topics" links (`related`)
 * and "Last modified on <date>" (`timestamp`, docs.json `metadata.timestamp`), the date written in the site's
 * language. The date is read in UTC, so the server's drawing and the browser's are the same day everywhere.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RelatedLink } from '../../src/config/page-metadata.js';
import { isExternalHref } from '../../src/navigation/active.js';
import type { DocsPage } from '../../src/navigation/index.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** `2026-08-13` → `August 13, 2026` in English, `13 août 2026` in French; undefined for a date it cannot read. */
export function formatPageDate(iso: string, language: string): string | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  let format = formats.get(language);
  if (format === undefined) {
    const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    try {
      format = new Intl.DateTimeFormat(language, options);
    } catch {
      // A code Intl does not take (it is written in docs.json): the reader's own language.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    formats.set(language, format);
  }
  return format.format(time);
}

/** "Last modified on August 13, 2026", or nothing without a readable date. */
export function renderLastModified(iso: string | undefined, language: string): TemplateResult | typeof nothing {
  const shown = iso === undefined ? undefined : formatPageDate(iso, language);
  if (shown === undefined) return nothing;
  return html`<p class="last-modified" part="last-modified">
    Last modified on <time datetime=${new Date(Date.parse(iso!)).toISOString()}>${shown}</time>
  </p>`;
}

export interface RelatedView {
  readonly links: readonly RelatedLink[] | false | undefined;
  readonly pages: ReadonlyMap<string, DocsPage>;
  readonly href: (slug: string, anchor: string) => string;
}

function relatedLink(link: RelatedLink, view: RelatedView): TemplateResult {
  if (isExternalHref(link.href))
    return html`<li><a href=${link.href} target="_blank" rel="noopener noreferrer">${link.title ?? link.href}</a></li>`;
  const [path = '', anchor = ''] = link.href.split('#');
  const slug = path.replace(/^\.?\/+|\/+$/g, '');
  const title = link.title ?? view.pages.get(slug)?.title ?? link.href;
  return html`<li><a href=${view.href(slug, anchor)}>${title}</a></li>`;
}

/** "Related topics": the page's `related` links (its own labels, else the linked page's title). */
export function renderRelated(view: RelatedView): TemplateResult | typeof nothing {
  if (view.links === undefined || view.links === false || view.links.length === 0) return nothing;
  return html`<nav class="related" part="related" aria-labelledby="related-title">
    <p class="related-title" id="related-title">Related topics</p>
    <ul>
      ${view.links.map((link) => relatedLink(link, view))}
    </ul>
  </nav>`;
}
