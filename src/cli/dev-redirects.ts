/**
 * `docs dev`'s answers for docs.json `redirects` (308 permanent, 307 otherwise, as Mintlify) and
 * `errors.404` (an unknown page path: to the home page with `redirect`, else a 404 with the site's
 * page, which shows its own "not found"). Without `errors`, unknown paths keep getting the site's
 * page, so client-side routing decides.
 */
import type { ServerResponse } from 'node:http';
import { findRedirect } from '../config/redirects.js';
import type { Project } from '../node/project.js';
import { notFoundPage } from './site-extras.js';
import { siteHead } from './site-head.js';

/** True when it answered the request. */
export function answerRedirectOr404(project: Project, path: string, res: ServerResponse): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const slug = decoded.replace(/^\/+|\/+$/g, '');
  const isPage = slug === '' || project.navigation.pages.has(slug);
  const redirect = isPage ? undefined : findRedirect(project.config.redirects, decoded);
  if (redirect !== undefined) {
    res.writeHead(redirect.permanent ? 308 : 307, { location: redirect.location, 'cache-control': 'no-store' }).end();
    return true;
  }
  const notFound = project.config.errors?.notFound;
  if (isPage || notFound === undefined) return false;
  if (notFound.redirect) {
    res.writeHead(302, { location: '/', 'cache-control': 'no-store' }).end();
    return true;
  }
  const html = notFoundPage(project.config, {
    base: '/',
    siteName: project.config.name,
    siteHead: siteHead(project.config, '/'),
  });
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  return true;
}
