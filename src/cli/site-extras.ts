/**
 * What `docs build` writes for docs.json's `redirects` and `errors.404`: an HTML redirect page at
 * each parameter-free source (for any static host), a `_redirects` file (Netlify, Cloudflare
 * Pages) with every rule, and the 404 page. `docs dev` answers the same rules over HTTP.
 */
import type { DocsConfig } from '../config/index.js';
import { isStaticSource, redirectsFile } from '../config/redirects.js';
import { pageShell } from './html.js';
import type { ShellOptions } from './html.js';
import { siteUrl } from './site-head.js';
import { escapeHtml } from '../escape-html.js';

/** A page that sends the reader on at once (meta refresh), with a link for readers whose browser does not. */
export function redirectPage(location: string, permanent: boolean): string {
  const to = escapeHtml(location);
  return `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <title>Moved</title>
    <meta http-equiv="refresh" content="0; url=${to}" />
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${to}" />
  </head>
  <body>
    <p>This page has ${permanent ? 'moved' : 'moved for now'}: <a href="${to}">${to}</a>.</p>
  </body>
</html>
`;
}

/**
 * The files for `redirects`: `<source>/index.html` per parameter-free source that is not a page of
 * the site, and `_redirects` with every rule.
 */
export function redirectFiles(config: DocsConfig, base: string, pages: ReadonlySet<string>): Map<string, string> {
  const files = new Map<string, string>();
  const redirects = config.redirects ?? [];
  if (redirects.length === 0) return files;
  for (const redirect of redirects) {
    if (!isStaticSource(redirect)) continue;
    const slug = redirect.source.replace(/^\/+|\/+$/g, '');
    if (slug === '' || pages.has(slug) || slug.split('/').some((s) => s === '..' || s === '.')) continue;
    files.set(`${slug}/index.html`, redirectPage(siteUrl(redirect.destination, base), redirect.permanent));
  }
  files.set('_redirects', redirectsFile(redirects, base));
  return files;
}

/** The 404 page: `errors.404.title` and `description`; with `redirect` (Mintlify's default) it sends the reader home. */
export function notFoundPage(config: DocsConfig, shell: ShellOptions): string {
  const notFound = config.errors?.notFound;
  const title = notFound?.title ?? 'Page not found';
  const description = notFound?.description === undefined ? '' : `<p>${escapeHtml(notFound.description)}</p>`;
  const html = pageShell({
    ...shell,
    title,
    fallback: `<h1>${escapeHtml(title)}</h1>${description}${shell.fallback ?? ''}`,
  });
  if (notFound?.redirect !== true) return html;
  return html.replace(
    '<meta charset="utf-8" />',
    `<meta charset="utf-8" />\n    <meta http-equiv="refresh" content="0; url=${escapeHtml(shell.base)}" />\n    <meta name="robots" content="noindex" />`,
  );
}
