/**
 * What frames a page below and above it: previous/next cards, the "Edit this page" link, the footer
 * from docs.json (`footer.socials`, `footer.links` columns) and the dismissible `banner` at the top,
 * whose dismissal is remembered per banner text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { renderMarkdown } from '../../src/markdown/index.js';
import type { DocsPage } from '../../src/navigation/index.js';
import type { FrameConfig } from '../../src/theme/frame-config.js';
import { bannerId } from './banner-storage.js';

export { bannerDismissed, dismissBanner } from './banner-storage.js';

export interface Neighbours {
  readonly previous?: DocsPage;
  readonly next?: DocsPage;
  readonly href: (slug: string) => string;
}

function card(page: DocsPage, rel: 'prev' | 'next', href: string): TemplateResult {
  const group = page.breadcrumbs.at(-1);
  return html`<a class=${`pager-card ${rel}`} part="pager-card" rel=${rel} href=${href}>
    <span class="hint">${
      rel === 'prev'
        ? html`<span class="reading-arrow" aria-hidden="true">←</span> Previous`
        : html`Next <span class="reading-arrow" aria-hidden="true">→</span>`
    }</span>
    <span class="pager-title">${page.sidebarTitle}</span>
    ${group === undefined ? nothing : html`<span class="pager-group">${group}</span>`}
  </a>`;
}

export function renderPrevNext({ previous, next, href }: Neighbours): TemplateResult | typeof nothing {
  if (previous === undefined && next === undefined) return nothing;
  return html`<nav class="prev-next" part="prev-next" aria-label="Previous and next pages">
    ${previous === undefined ? html`<span></span>` : card(previous, 'prev', href(previous.slug))}
    ${next === undefined ? nothing : card(next, 'next', href(next.slug))}
  </nav>`;
}

/** "Edit this page" for an MDX page when docs.json names a repository (the file's path in it as listed). */
export function renderEditLink(
  repository: string | undefined,
  file: string | undefined,
): TemplateResult | typeof nothing {
  if (repository === undefined || file === undefined) return nothing;
  const path = file.split('/').map(encodeURIComponent).join('/');
  return html`<p class="edit-page"><a part="edit-link" href=${`${repository}/edit/HEAD/${path}`} rel="noopener">Edit this page</a></p>`;
}

export function renderFooter(frame: FrameConfig, name: string): TemplateResult {
  return html`<footer class="site-footer" part="footer">
    ${
      frame.footerColumns.length === 0
        ? nothing
        : html`<div class="footer-columns">
          ${frame.footerColumns.map(
            (col) => html`<div class="footer-column">
              ${col.header === undefined ? nothing : html`<p class="footer-header">${col.header}</p>`}
              <ul>
                ${col.items.map((item) => html`<li><a href=${item.href}>${item.label}</a></li>`)}
              </ul>
            </div>`,
          )}
        </div>`
    }
    <div class="footer-bottom">
      <span class="footer-name">${name}</span>
      ${
        frame.socials.length === 0
          ? nothing
          : html`<ul class="footer-socials" aria-label="Social links">
            ${frame.socials.map((s) => html`<li><a href=${s.href} rel="noopener" data-network=${s.network}>${s.label}</a></li>`)}
          </ul>`
      }
    </div>
  </footer>`;
}

export function renderBanner(
  banner: FrameConfig['banner'],
  hidden: boolean,
  onDismiss: () => void,
): TemplateResult | typeof nothing {
  if (banner === undefined || hidden) return nothing;
  return html`<div class="banner" part="banner" role="region" aria-label="Announcement" data-type=${banner.type} data-banner-id=${bannerId(banner.content)}>
    <div class="banner-content">${unsafeHTML(renderMarkdown(banner.content))}</div>
    ${
      banner.dismissible
        ? html`<button type="button" class="banner-dismiss" part="banner-dismiss" aria-label="Dismiss announcement" @click=${onDismiss}>×</button>`
        : nothing
    }
  </div>`;
}
