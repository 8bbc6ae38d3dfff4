/**
 * A group root page's directory (docs.json `directory`, src/navigation/directory.ts), under the page's content:
 * `card` draws each page and nested group as a card of the MDX Card grid, `accordion` lists the pages, each nested
 * group a collapsible section of the MDX Accordion. Both reuse those components' classes, so they look the same.
 * Pages this reader may not see are left out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DirectoryGroup, DirectoryListing, DirectoryPage } from '../../src/navigation/index.js';

export interface DirectoryView {
  readonly listing: DirectoryListing | undefined;
  readonly visible: (slug: string) => boolean;
  readonly href: (slug: string) => string;
}

const count = (n: number): string => `${n} page${n === 1 ? '' : 's'}`;

function card(href: string, title: string, body: string | undefined): TemplateResult {
  return html`<a class="card" href=${href}>
    <div class="card-text">
      <span class="card-title">${title}</span>
      ${body === undefined ? nothing : html`<div class="card-body"><p>${body}</p></div>`}
    </div>
  </a>`;
}

function pageLink(page: DirectoryPage, href: (slug: string) => string): TemplateResult {
  return html`<li>
    <a href=${href(page.slug)}>${page.title}</a>
    ${page.description === undefined ? nothing : html`<span class="directory-description">${page.description}</span>`}
  </li>`;
}

function renderCards(items: readonly (DirectoryPage | DirectoryGroup)[], view: DirectoryView): TemplateResult {
  return html`<div class="card-group" data-cols="2">
    ${items.map((item) =>
      item.kind === 'page'
        ? card(view.href(item.slug), item.title, item.description)
        : card(view.href(item.slug!), item.title, item.description ?? count(item.pages.length)),
    )}
  </div>`;
}

function renderAccordion(items: readonly (DirectoryPage | DirectoryGroup)[], view: DirectoryView): TemplateResult {
  const pages = items.filter((i): i is DirectoryPage => i.kind === 'page');
  const groups = items.filter((i): i is DirectoryGroup => i.kind === 'group');
  return html`${pages.length === 0 ? nothing : html`<ul class="directory-list">${pages.map((p) => pageLink(p, view.href))}</ul>`}
    <div class="accordion-group">
      ${groups.map(
        (group) => html`<details class="accordion">
          <summary><span class="accordion-title">${group.title}</span></summary>
          <div class="accordion-body">
            <ul class="directory-list">
              ${group.slug === undefined || group.pages.some((p) => p.slug === group.slug) ? nothing : html`<li><a href=${view.href(group.slug)}>${group.title}</a></li>`}
              ${group.pages.map((p) => pageLink(p, view.href))}
            </ul>
          </div>
        </details>`,
      )}
    </div>`;
}

/** The listing, or nothing on a page that has none (or none this reader may see). */
export function renderDirectory(view: DirectoryView): TemplateResult | typeof nothing {
  const listing = view.listing;
  if (listing === undefined) return nothing;
  const items = listing.items.flatMap((item): (DirectoryPage | DirectoryGroup)[] => {
    if (item.kind === 'page') return view.visible(item.slug) ? [item] : [];
    const pages = item.pages.filter((p) => view.visible(p.slug));
    const slug = item.slug !== undefined && view.visible(item.slug) ? item.slug : pages[0]?.slug;
    return slug === undefined ? [] : [{ ...item, slug, pages }];
  });
  if (items.length === 0) return nothing;
  return html`<nav class="directory" part="directory" data-layout=${listing.layout} aria-label="Pages in this section">
    ${listing.layout === 'card' ? renderCards(items, view) : renderAccordion(items, view)}
  </nav>`;
}
