/**
 * A page's Markdown in the browser, for the "Copy page" menu: the `.md` twin that `docs build` writes and `docs dev`
 * serves for a site read from its manifest; for a bare `<api-docs src>`, made here by the same core conversion
 * (src/agents/) from the page's MDX file and its operation.
 */
import { fetchText } from '../../src/fetch-text.js';
import type { DocsPage } from '../../src/navigation/index.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import type { LoadedSite } from './site-loader.js';

/** Where a page's Markdown twin is on a site made by the CLI (beside docs.json, as `<slug>.md`). */
export function markdownUrl(site: LoadedSite, page: DocsPage): string | undefined {
  return site.source === 'manifest' ? new URL(`${page.slug}.md`, site.url).href : undefined;
}

export async function loadPageMarkdown(site: LoadedSite, page: DocsPage): Promise<string> {
  const twin = markdownUrl(site, page);
  if (twin !== undefined) return fetchText(twin);
  // The converter reads MDX (micromark, acorn): loaded only here, so a site from a manifest (every built page) never
  // fetches the parser just to show its "Copy page" menu.
  const { pageMarkdown } = await import('../../src/agents/site-markdown.js');
  const info = site.pages.get(page.slug);
  const operation = info?.operation;
  const spec = operation === undefined ? undefined : await loadOpenApi(operation.specUrl).catch(() => undefined);
  // A workflow page: its Arazzo file and the OpenAPI files it names (each step's method and path).
  const workflow = info?.workflow;
  const loaded =
    workflow === undefined
      ? undefined
      : await import('../../src/arazzo/load-for-run.js')
          .then((m) => m.loadForRun(workflow.specUrl))
          .catch(() => undefined);
  const sources = [...(loaded?.sources.values() ?? [])].map((s) => ({ path: s.url, url: s.url, spec: s }));
  return pageMarkdown(
    {
      site: {
        config: site.config,
        navigation: site.navigation,
        pages: site.pages,
        openapi: [...(spec === undefined ? [] : [{ path: spec.url, url: operation!.specUrl, spec }]), ...sources],
        asyncapi: [],
        arazzo:
          loaded === undefined ? [] : [{ path: workflow!.specUrl, url: workflow!.specUrl, spec: loaded.document }],
        mdx: new Map(),
        diagnostics: [],
      },
      mdxText: (file) => fetchText(new URL(file, site.url).href).catch(() => undefined),
    },
    page,
  );
}
