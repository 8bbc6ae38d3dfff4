/**
 * A page's reference content as plain HTML, written server-side for `docs build`: what readers
 * without JavaScript and search engines get inside `<api-docs>` before it renders. Spec text is
 * escaped, never interpreted; MDX bodies come from the core's renderer, which escapes every value, and then pass
 * the browser's MDX sanitiser (src/markdown/) like the live page.
 */
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AnchorRegistry, fieldAnchor } from '../anchors/index.js';
import type { DocsPage, Navigation, NavItem } from '../navigation/index.js';
import type { Parameter, Schema } from '../openapi/types.js';
import { sanitizeMdxInNode } from '../node/dom-window.js';
import { escapeHtml } from './html.js';
import type { ProjectPage } from '../node/project.js';
import { playgroundFor } from '../config/index.js';
import { prerenderOperation } from './prerender.js';

const e = escapeHtml;

function typeOf(schema: Schema | undefined): string {
  if (schema === undefined) return '';
  if (schema['x-ref-name'] !== undefined && schema.type === 'object') return String(schema['x-ref-name']);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? (schema.enum ? 'enum' : ''));
  if (type === 'array' && schema.items !== undefined) return `${typeOf(schema.items) || 'any'}[]`;
  return String(type);
}

function field(id: string, name: string, facts: string[], description: string | undefined): string {
  const details = facts.filter((f) => f !== '').join(', ');
  return `<dt id="${e(id)}"><a href="#${e(encodeURIComponent(id))}"><code>${e(name)}</code></a>${details === '' ? '' : ` <small>${e(details)}</small>`}</dt><dd>${e(description ?? '')}</dd>`;
}

function parameters(list: readonly Parameter[], anchors: AnchorRegistry, location: string): string {
  if (list.length === 0) return '';
  const items = list.map((p) =>
    field(
      anchors.claim(fieldAnchor(p.in, [p.name]), location, p),
      p.name,
      [p.in, typeOf(p.schema), p.required ? 'required' : ''],
      p.description ?? p.schema?.description,
    ),
  );
  return `<h2>Parameters</h2><dl>${items.join('')}</dl>`;
}

/** Where the site is: its base path and the folder of docs.json (a spec's URL on the site is relative to it). */
export interface PageSite {
  readonly base: string;
  readonly root: string;
}

/** An operation page: the `<api-endpoint>` pre-rendered by the same element the browser runs (src/cli/prerender.ts). */
async function prerenderedOperation(page: DocsPage, data: ProjectPage, site: PageSite | undefined): Promise<string> {
  const { spec, id } = data.operation!;
  const file = spec.url.startsWith('file:') ? fileURLToPath(spec.url) : undefined;
  // Where the site serves the spec: from its base when known, else relative to docs.json (the browser resolves it).
  const fromRoot =
    file === undefined || site === undefined ? undefined : relative(site.root, file).split(sep).join('/');
  const specUrl =
    fromRoot !== undefined ? `${site!.base}${fromRoot}` : page.kind !== 'mdx' && 'spec' in page ? page.spec : spec.url;
  const auth = data.settings.authMethodSource === 'default' ? undefined : data.settings.authMethod;
  const { html } = await prerenderOperation(spec, id, {
    specUrl,
    attributes: {
      heading: page.title,
      playground: playgroundFor(data.settings, null),
      ...(auth === undefined ? {} : { authMethod: auth }),
    },
  });
  const crumbs = page.breadcrumbs.length > 0 ? `<p><small>${e(page.breadcrumbs.join(' › '))}</small></p>` : '';
  // As on the live page: the page's <h1> for the outline, visually hidden (the element shows the title).
  const h1 = `<h1 style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap">${e(page.title)}</h1>`;
  return `${crumbs}\n${h1}\n${html}`;
}

/** The fallback HTML of one page. */
export async function renderPageFallback(
  page: DocsPage,
  data: ProjectPage | undefined,
  site?: PageSite,
): Promise<string> {
  if (page.kind !== 'mdx' && data?.operation !== undefined) return prerenderedOperation(page, data, site);
  const parts: string[] = [`<article><h1>${e(page.title)}</h1>`];
  if (page.breadcrumbs.length > 0) parts.push(`<p><small>${e(page.breadcrumbs.join(' › '))}</small></p>`);
  const anchors = new AnchorRegistry();
  if (page.kind === 'mdx' && data?.mdx !== undefined) {
    const fm = data.mdx.frontmatter;
    if (fm.description !== undefined) parts.push(`<p>${e(fm.description)}</p>`);
    if (data.endpoint !== undefined)
      parts.push(
        `<p><code>${e(data.endpoint.method.toUpperCase())} ${e(data.endpoint.urls[0] ?? data.endpoint.path)}</code></p>`,
      );
    if (data.operation !== undefined) {
      const op = await data.operation.spec.resolveOperation(data.operation.id);
      parts.push(
        `<p><code>${e(op.method.toUpperCase())} ${e(op.path)}</code></p>`,
        parameters(op.parameters, anchors, op.id),
      );
    }
    // The browser's last pass too: the same policy, so the fallback holds exactly what the live page shows.
    parts.push(await sanitizeMdxInNode(data.mdx.html));
  }
  parts.push('</article>');
  return parts.join('\n');
}

/** Every listed page as links, for readers without JavaScript and for crawlers. */
export function renderNavigation(navigation: Navigation, href: (slug: string) => string): string {
  const item = (node: NavItem): string => {
    if (node.type === 'page') {
      const page = navigation.pages.get(node.slug);
      return page === undefined ? '' : `<li><a href="${e(href(node.slug))}">${e(page.sidebarTitle)}</a></li>`;
    }
    return `<li>${e(node.title)}<ul>${node.items.map(item).join('')}</ul></li>`;
  };
  const tabs = navigation.tree.tabs.map(
    (tab) => `${tab.title === undefined ? '' : `<h2>${e(tab.title)}</h2>`}<ul>${tab.groups.map(item).join('')}</ul>`,
  );
  return `<nav aria-label="Pages">${tabs.join('')}</nav>`;
}
