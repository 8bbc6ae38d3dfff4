/**
 * One page of the site: an MDX page (title, description, sanitised body, and an `<api-endpoint>`
 * when its frontmatter has `api` or `openapi`, an `<api-channel>` when it has `asyncapi`), a
 * generated operation page (`x-docs.content` above `<api-endpoint spec operation>`), or a channel
 * page (`<api-channel spec channel>`). Plus the views around pages: "not
 * found" with suggestions, "not available to you", and the dismissible diagnostics panel.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { PlaygroundDisplay } from '../../src/config/index.js';
import { formatPlace, type Diagnostic } from '../../src/diagnostics.js';
import { renderErrorPanel } from '../shared/error-panel.js';
import { renderMarkdown, sanitizeMdxHtml } from '../../src/markdown/index.js';
import type { ParsedMdxPage } from '../../src/mdx/index.js';
import { insertIslands } from '../../src/mdx/island-markup.js';
import { closest } from '../../src/navigation/did-you-mean.js';
import type { DocsPage } from '../../src/navigation/index.js';
import type { LoadedSite, SitePage } from './site-loader.js';
import type { OperationSlice } from '../../src/openapi/slice.js';
import { isolatedJoin } from '../shared/bidi.js';

export interface PageView {
  readonly site: LoadedSite;
  readonly page: DocsPage;
  readonly info: SitePage;
  /** The playground this reader gets (section 4.3); `auth` is already decided. */
  readonly playground: Exclude<PlaygroundDisplay, 'auth'>;
  /** Whether endpoints validate their spec in the background (not on a site read from its manifest). */
  readonly validation: boolean;
  /** docs.json `styling.eyebrows`: the page's section (its nearest group; the default) or the whole path above the title. */
  readonly eyebrows?: 'section' | 'breadcrumbs';
  /** The operation's slice embedded in a page `docs build` pre-rendered: the endpoint shows it without the spec. */
  readonly prerendered?: OperationSlice | undefined;
  /** A link to a place on a page of the site (the "Changed in" links to a changelog entry). */
  readonly href?: (slug: string, anchor: string) => string;
  /** The link to an operation's page (by `OperationSummary.id`), when the site has one: a workflow step links there. */
  readonly operationHref?: (id: string) => string | undefined;
}

const sanitized = new WeakMap<ParsedMdxPage, string>();

/** The MDX body as safe HTML, sanitised once per parsed page. */
function bodyOf(mdx: ParsedMdxPage): ReturnType<typeof unsafeHTML> {
  let clean = sanitized.get(mdx);
  if (clean === undefined) {
    // Project components a `--project-components` build rendered go in after sanitising (src/mdx/islands.ts).
    clean = insertIslands(sanitizeMdxHtml(mdx.html), mdx.islands, sanitizeMdxHtml);
    sanitized.set(mdx, clean);
  }
  return unsafeHTML(clean);
}

let actionsModule: Promise<unknown> | undefined;

/**
 * The page's header: the eyebrow, the title and the "Copy page" menu in one row beside the title (every page
 * kind, every width), then the description. Where the page's element draws the title itself (endpoints and
 * channels: the `<h1>` stays for the outline, visually hidden), the menu sits in the eyebrow's row instead,
 * so it never floats into the element below.
 */
function renderHeader(
  view: PageView,
  title: string,
  options: { readonly drawn: boolean; readonly description?: string | undefined },
): TemplateResult {
  const spec = view.info.operation?.specUrl ?? view.info.channel?.specUrl;
  // The "Copy page" menu loads with the first page that shows it.
  actionsModule ??= import('./page-actions.js');
  const actions = html`<api-page-actions .site=${view.site} .page=${view.page} .specUrl=${spec}></api-page-actions>`;
  const crumbs = renderCrumbs(view.page, view.eyebrows);
  if (!options.drawn)
    return html`<h1 class="page-title visually-hidden" part="page-title">${title}</h1>
      <div class="page-header" part="page-header">${crumbs === nothing ? html`<span></span>` : crumbs}${actions}</div>`;
  return html`${crumbs}
    <div class="page-header" part="page-header"><h1 class="page-title" part="page-title">${title}</h1>${actions}</div>
    ${options.description === undefined ? nothing : html`<p class="page-description" part="page-description">${options.description}</p>`}`;
}

/** "Changed in v2": each changelog entry of the page's operation, newest first (marks from `docs build`). */
function renderChanges(view: PageView): TemplateResult | typeof nothing {
  const changes = view.info.changes;
  if (changes === undefined || changes.length === 0 || view.href === undefined) return nothing;
  const href = view.href;
  return html`<p class="changed-in" part="changed-in">
    ${changes.map((c, i) => html`${i === 0 ? nothing : ' · '}<a href=${href(c.slug, c.anchor)}>Changed in ${c.version}</a>`)}
  </p>`;
}

function renderCrumbs(page: DocsPage, eyebrows: PageView['eyebrows']): TemplateResult | typeof nothing {
  if (page.breadcrumbs.length === 0) return nothing;
  // Mintlify's default is the section (the nearest group); `breadcrumbs` shows the whole path.
  const shown = eyebrows === 'breadcrumbs' ? page.breadcrumbs : page.breadcrumbs.slice(-1);
  return html`<p class="breadcrumbs" part="breadcrumbs">${isolatedJoin(shown, ' › ')}</p>`;
}

let channelModule: Promise<unknown> | undefined;

/** `<api-channel>` (and the AsyncAPI parser behind it) loads only when a channel page is shown. */
function loadChannelElement(): void {
  channelModule ??= import('../api-channel/api-channel.js');
}

/** `title` and `description`: an MDX page's own, which replace the channel's; `body`: its content, after them. */
function renderChannel(
  channel: NonNullable<SitePage['channel']>,
  view: PageView,
  mdx?: { readonly title?: string; readonly description?: string; readonly body: unknown },
): TemplateResult {
  loadChannelElement();
  const groups = view.info.settings.groups;
  return html`<api-channel
    spec=${channel.specUrl}
    channel=${channel.id}
    heading=${mdx?.title ?? nothing}
    .description=${mdx?.description}
    playground=${view.playground}
    groups=${groups.length === 0 ? nothing : groups.join(' ')}
    >${mdx?.body ?? nothing}</api-channel
  >`;
}

/**
 * An MDX page. On an endpoint or channel page the element draws the method and path, the title and
 * the description (the frontmatter's), then the page's body in its slot: the reading order of a
 * reference page. The `<h1>` stays for the document outline, visually hidden.
 */
function renderMdxPage(view: PageView, mdx: ParsedMdxPage): TemplateResult {
  const { page, info, playground } = view;
  const fm = mdx.frontmatter;
  const title = fm.title ?? page.title;
  const isEndpoint = info.operation !== undefined || info.endpoint !== undefined || info.channel !== undefined;
  const head = renderHeader(view, title, { drawn: !isEndpoint, description: fm.description });
  // The page's layout (frontmatter `mode`), for the frame to lay out: default, wide, custom, center, frame.
  const body = html`<div class="mdx-body" part="page-body" data-mode=${info.settings.mode ?? 'default'}>${bodyOf(mdx)}</div>`;
  const authMethod = info.settings.authMethodSource === 'default' ? nothing : info.settings.authMethod;
  if (info.operation !== undefined) {
    return html`${head}${renderChanges(view)}<api-endpoint
        spec=${info.operation.specUrl}
        operation=${info.operation.id}
        heading=${title}
        .description=${fm.description}
        playground=${playground}
        auth-method=${authMethod}
        ?no-validation=${!view.validation}
        .prerendered=${view.prerendered}
        >${body}</api-endpoint
      >`;
  }
  if (info.workflow !== undefined) return html`${head}${body}${renderWorkflow(info.workflow, view)}`;
  if (info.schema !== undefined) {
    // A schema reference page (`openapi-schema`): its element loads with the page that needs it.
    void import('../api-schema/api-schema.js');
    return html`${head}${body}<api-schema spec=${info.schema.specUrl} schema=${info.schema.name}></api-schema>`;
  }
  if (info.channel !== undefined) {
    return html`${head}${renderChannel(info.channel, view, { ...(fm.title === undefined ? {} : { title: fm.title }), ...(fm.description === undefined ? {} : { description: fm.description }), body })}`;
  }
  if (info.endpoint !== undefined && fm.api !== undefined) {
    // A relative path takes every `api.mdx.server` from the settings this site provides. The body's
    // fields are the element's direct children, so it can place `<response-field>`s under "Response".
    return html`${head}<api-endpoint
        api=${`${fm.api.method.toUpperCase()} ${fm.api.target}`}
        heading=${title}
        .description=${fm.description}
        playground=${playground}
        auth-method=${authMethod}
        ?no-validation=${!view.validation}
        ?data-deprecated=${page.deprecated}
        >${bodyOf(mdx)}</api-endpoint
      >`;
  }
  return html`${head}${body}`;
}

/** `<api-workflow>`: the element, its runner and the Arazzo reader load with the first page that shows one. */
function renderWorkflow(workflow: NonNullable<SitePage['workflow']>, view: PageView): TemplateResult {
  void import('../api-workflow/api-workflow.js');
  const operationHref = view.operationHref;
  return html`<api-workflow
    src=${workflow.specUrl}
    workflow=${workflow.id}
    .operationHref=${operationHref === undefined ? undefined : (op: { readonly id: string }) => operationHref(op.id)}
  ></api-workflow>`;
}

/** A workflow page generated from a group's `arazzo` file: its title, then the workflow. */
function renderWorkflowPage(view: PageView): TemplateResult {
  const { page, info } = view;
  if (info.workflow === undefined) return html``;
  return html`${renderHeader(view, page.title, { drawn: true })}${renderWorkflow(info.workflow, view)}`;
}

function renderChannelPage(view: PageView): TemplateResult {
  const { page, info } = view;
  if (info.channel === undefined) return html``;
  return html`${renderHeader(view, page.title, { drawn: false })}${renderChannel(info.channel, view)}`;
}

function renderOperationPage(view: PageView): TemplateResult {
  const { page, info, playground } = view;
  if ((page.kind !== 'openapi' && page.kind !== 'webhook') || info.operation === undefined) return html``;
  const content = page.docs.content;
  return html`${renderHeader(view, page.title, { drawn: false })}${renderChanges(view)}
    ${content === undefined ? nothing : html`<div class="x-docs-content" part="page-content">${unsafeHTML(renderMarkdown(content))}</div>`}
    <api-endpoint
      spec=${info.operation.specUrl}
      operation=${info.operation.id}
      heading=${page.title}
      playground=${playground}
      auth-method=${info.settings.authMethodSource === 'default' ? nothing : info.settings.authMethod}
      ?no-validation=${!view.validation}
      .prerendered=${view.prerendered}
    ></api-endpoint>`;
}

export function renderPage(view: PageView): TemplateResult {
  const body =
    view.info.mdx !== undefined
      ? renderMdxPage(view, view.info.mdx)
      : view.page.kind === 'asyncapi'
        ? renderChannelPage(view)
        : view.page.kind === 'arazzo'
          ? renderWorkflowPage(view)
          : renderOperationPage(view);
  return html`<article class="page" part="page" data-slug=${view.page.slug} data-kind=${view.page.kind}>${body}</article>`;
}

/** "Page not found", with the nearest pages by slug and title. Never a blank page. */
export function renderNotFound(
  slug: string,
  pages: readonly DocsPage[],
  href: (slug: string) => string,
): TemplateResult {
  const bySlug = closest(
    slug,
    pages.map((p) => p.slug),
    5,
  );
  const last = slug.split('/').pop() ?? slug;
  const byTitle = pages.filter(
    (p) => last !== '' && p.title.toLowerCase().includes(last.toLowerCase().replace(/-/g, ' ')),
  );
  const suggestions = [...new Set([...bySlug, ...byTitle.map((p) => p.slug)])].slice(0, 5);
  const titleOf = (s: string): string => pages.find((p) => p.slug === s)?.title ?? s;
  return html`<article class="page not-found" part="not-found">
    <h1 class="page-title">Page not found</h1>
    <p>No page lives at <code>/${slug}</code>.</p>
    ${
      suggestions.length > 0
        ? html`<p>Did you mean:</p>
          <ul class="suggestions">
            ${suggestions.map((s) => html`<li><a href=${href(s)}>${titleOf(s)}</a> <code>/${s}</code></li>`)}
          </ul>`
        : nothing
    }
    ${pages.length > 0 ? html`<p><a href=${href(pages[0]!.slug)}>Go to ${pages[0]!.title}</a></p>` : nothing}
  </article>`;
}

/**
 * A site without a single page. When errors explain it (docs.json is not JSON, its navigation has the wrong type, a
 * spec failed), readers see them with their places, not an empty site; the first ten, the panel lists the rest.
 */
export function renderNoPages(diagnostics: readonly Diagnostic[], panelShown: boolean): TemplateResult {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0)
    return html`<p class="empty" part="not-found">
      This documentation has no pages yet${panelShown ? '; the problems above say why' : ''}.
    </p>`;
  const more = errors.length > 10 ? ` (${errors.length - 10} more in the list of problems)` : '';
  return renderErrorPanel({
    title: `This documentation cannot be shown: its files have ${errors.length === 1 ? 'an error' : `${errors.length} errors`}${more}`,
    diagnostics: errors.slice(0, 10),
  });
}

/** A page this reader may not see: nothing of it is rendered, only how to sign in. */
export function renderRestricted(signedIn: boolean, loginUrl: string | undefined): TemplateResult {
  return html`<article class="page restricted" part="restricted">
    <h1 class="page-title">This page is not available</h1>
    <p>
      ${signedIn ? 'Your account does not have access to this page.' : 'Sign in to read this page.'}
      ${!signedIn && loginUrl !== undefined ? html`<a href=${loginUrl}>Sign in</a>` : nothing}
    </p>
  </article>`;
}

export function renderDiagnostics(
  diagnostics: readonly Diagnostic[],
  onDismiss: () => void,
): TemplateResult | typeof nothing {
  if (diagnostics.length === 0) return nothing;
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const summary = `${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in this documentation (${errors} error${errors === 1 ? '' : 's'})`;
  return html`<section class="diagnostics" part="diagnostics" aria-label="Problems found in the documentation">
    <div class="diagnostics-head">
      <h2 class="diagnostics-title">${summary}</h2>
      <button type="button" class="dismiss" part="dismiss" @click=${onDismiss}>Dismiss</button>
    </div>
    <ul class="diagnostics-list">
      ${diagnostics.map(
        (d) => html`<li class="diagnostic" data-severity=${d.severity} data-code=${d.code}>
          <span class="severity">${d.severity}</span>
          <span class="message">${d.message}</span>
          <code class="place">${formatPlace(d)}</code>
        </li>`,
      )}
    </ul>
  </section>`;
}
