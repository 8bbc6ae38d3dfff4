/**
 * The playground's OAuth redirect page (components/api-playground/oauth-redirect.html, shipped as
 * dist/oauth-redirect.html): `docs dev` serves it and `docs build` writes it at the site's root,
 * unless the project has a file of that name itself.
 */
import type { ServerResponse } from 'node:http';
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './package-root.js';
import { sendFile } from './static-files.js';

export const OAUTH_REDIRECT_FILE = 'oauth-redirect.html';

/** The page in the built package, else its source (running from src/ before a build). */
export function oauthRedirectSource(): string | undefined {
  const root = packageRoot();
  return [
    join(root, 'dist', OAUTH_REDIRECT_FILE),
    join(root, 'components', 'api-playground', OAUTH_REDIRECT_FILE),
  ].find((file) => existsSync(file));
}

/** `docs build`: writes the page into the site unless the project published its own; its path, if written. */
export function writeOAuthRedirect(out: string): string | undefined {
  const source = oauthRedirectSource();
  const target = join(out, OAUTH_REDIRECT_FILE);
  if (source === undefined || existsSync(target)) return undefined;
  copyFileSync(source, target);
  return OAUTH_REDIRECT_FILE;
}

/** `docs dev`: answers `/oauth-redirect.html`; true when it did. */
export function serveOAuthRedirect(path: string, res: ServerResponse, head: boolean): boolean {
  if (path !== `/${OAUTH_REDIRECT_FILE}`) return false;
  const source = oauthRedirectSource();
  if (source === undefined) return false;
  sendFile(res, source, head);
  return true;
}
