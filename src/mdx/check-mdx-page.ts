/**
 * Checks an MDX page against the site's settings: where its `api` request goes (section 4.1) and
 * its effective playground and auth settings (section 4.3, section 5).
 */
import { resolvePageSettings } from '../config/page-settings.js';
import type { PageSettings, SiteSettings } from '../config/page-settings.js';
import type { Diagnostic } from '../diagnostics.js';
import type { HttpMethod } from '../openapi/types.js';
import type { ParsedMdxPage } from './parse-mdx-page.js';

export interface MdxEndpointTarget {
  readonly method: HttpMethod;
  /** Full URLs: the page's own URL, or each `api.mdx.server` joined with the page's path. */
  readonly urls: readonly string[];
  /** The path as written (for a full URL, its path part). */
  readonly path: string;
}

export interface MdxPageCheck {
  readonly endpoint?: MdxEndpointTarget;
  readonly settings: PageSettings;
  readonly diagnostics: readonly Diagnostic[];
}

function joinUrl(server: string, path: string): string {
  return `${server.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function checkMdxPage(
  page: Pick<ParsedMdxPage, 'frontmatter' | 'file'> & Partial<Pick<ParsedMdxPage, 'frontmatterLines'>>,
  site: SiteSettings,
): MdxPageCheck {
  const { frontmatter, file } = page;
  const lines = page.frontmatterLines ?? {};
  const locate = (pointer: string): { line: number; column: number } | undefined => {
    const line = lines[pointer.split('/')[1] ?? ''];
    return line === undefined ? undefined : { line, column: 1 };
  };
  const diagnostics: Diagnostic[] = [];
  const report = (code: string, pointer: string, message: string, severity: Diagnostic['severity'] = 'error'): void => {
    diagnostics.push({
      severity,
      code,
      message,
      pointer,
      ...(file === undefined ? {} : { file }),
      ...(locate(pointer) ?? {}),
    });
  };
  const settings = resolvePageSettings(site, frontmatter, { ...(file === undefined ? {} : { file }), locate });
  diagnostics.push(...settings.diagnostics);

  let endpoint: MdxEndpointTarget | undefined;
  const api = frontmatter.api;
  if (api !== undefined) {
    if (frontmatter.openapi !== undefined) {
      report(
        'mdx/api-and-openapi',
        '/api',
        'The page sets both `api` and `openapi`; the OpenAPI operation is used and `api` is ignored.',
        'warning',
      );
    } else if (api.isFullUrl) {
      // Section 4.1: a full URL ignores api.mdx.server.
      endpoint = {
        method: api.method,
        urls: [api.target],
        path: api.target.replace(/^https?:\/\/[^/?#]+/i, '') || '/',
      };
    } else if (site.api.mdx.servers.length === 0) {
      report(
        'mdx/server-required',
        '/api',
        `\`api: ${api.method.toUpperCase()} ${api.target}\` is a relative path, so docs.json needs \`api.mdx.server\` (the base URL to send it to), or write the full URL.`,
      );
    } else {
      endpoint = {
        method: api.method,
        urls: site.api.mdx.servers.map((server) => joinUrl(server, api.target)),
        path: api.target,
      };
    }
  }
  return { ...(endpoint === undefined ? {} : { endpoint }), settings, diagnostics };
}
