/**
 * `api.playground.oauth` of docs.json: what the playground's authorization dialog starts with.
 * `clientId` prefills the client ID (a public identifier; a client secret never belongs in a site's
 * configuration, so there is no field for one). `redirectUrl` replaces the default redirect page,
 * `/oauth-redirect.html` on the site's origin; it must be on the same origin as the site.
 */
import type { ConfigReader } from './config-reader.js';

export interface OAuthSettings {
  readonly clientId?: string;
  readonly redirectUrl?: string;
}

export function readOAuthSettings(r: ConfigReader, value: unknown): OAuthSettings | undefined {
  const oauth = r.object(value, '/api/playground/oauth');
  if (oauth === undefined) return undefined;
  const clientId = r.string(oauth['clientId'], '/api/playground/oauth/clientId');
  let redirectUrl = r.string(oauth['redirectUrl'], '/api/playground/oauth/redirectUrl');
  if (redirectUrl !== undefined && !/^\/(?!\/)/.test(redirectUrl) && !/^https?:\/\/[^/]/i.test(redirectUrl)) {
    r.report(
      'error',
      'config/type',
      '/api/playground/oauth/redirectUrl',
      '`api.playground.oauth.redirectUrl` must be a path on the site such as "/oauth-redirect.html" or an http(s) URL on the site’s origin; the default is used.',
    );
    redirectUrl = undefined;
  }
  if (oauth['clientSecret'] !== undefined) {
    r.report(
      'error',
      'config/secret',
      '/api/playground/oauth/clientSecret',
      '`api.playground.oauth.clientSecret` is ignored: a published site would show it to every reader. Readers type their own secret.',
    );
  }
  return {
    ...(clientId === undefined ? {} : { clientId }),
    ...(redirectUrl === undefined ? {} : { redirectUrl }),
  };
}
