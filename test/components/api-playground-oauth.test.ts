/**
 * OAuth 2.0 and OpenID Connect in the playground (issue 18), against a REAL OpenID Connect provider
 * (oidc-provider on 127.0.0.1, test/support/oidc-server-plugin.mjs) whose sign-in and consent finish by
 * themselves. The authorization code flow runs through a real popup and the library's redirect page.
 * What oidc-provider cannot issue (the password grant, the implicit flow's `token`) is obtained from a
 * small recording authorization server, whose requests are checked. Tokens are sent to the recording API
 * server under two host names (`alpha.pg.example.test`, `beta.pg.example.test`, mapped to 127.0.0.1), so
 * the `Host` it recorded says which origin a request went to.
 */
import { expect } from '@open-wc/testing';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { forgetTypedCredentials } from '../../components/api-playground/playground-credentials.js';
import { parseApiSettings, type ApiSettings } from '../../src/config/api-settings.js';
import type { SecurityScheme } from '../../src/openapi/types.js';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { choose, q, qMaybe, sendAndSettle, type } from '../fixtures/playground/drive.js';
import { clearReceived, received } from '../fixtures/playground/helpers.js';
import { alphaBeta, chooseServer, whoami, whoamiPlayground } from '../fixtures/playground/whoami.js';

/**
 * Polls until `check` holds. With setTimeout, not animation frames: a popup or a second window takes the
 * foreground, and a hidden page gets no animation frames.
 */
async function until(check: () => boolean, what: string, timeout = 15_000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Info {
  readonly issuer: string;
  readonly discovery: string;
  readonly recorder: string;
}

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const info = (): Promise<Info> => fetch('/__oidc/info.json').then((r) => r.json() as Promise<Info>);
const recorded = (): Promise<Recorded[]> => fetch('/__oidc/recorded').then((r) => r.json() as Promise<Recorded[]>);

const hosts = alphaBeta;

/** A playground of `GET /whoami` secured by `scheme`, on the alpha and beta origins. */
async function playground(
  scheme: SecurityScheme,
  scopes: string[] = [],
  settings?: ApiSettings,
): Promise<ApiPlayground> {
  const { alpha, beta } = await hosts();
  const op = whoami(
    [[{ scheme, scopes }]],
    [
      { url: alpha, variables: {} },
      { url: beta, variables: {} },
    ],
  );
  return whoamiPlayground(op, settings);
}

function dialog(el: ApiPlayground): HTMLDialogElement {
  return q<HTMLDialogElement>(el, 'dialog.oauth-dialog');
}

/** Opens the authorization dialog and waits until its flows are known (discovery done, or failed). */
async function openDialog(el: ApiPlayground): Promise<HTMLDialogElement> {
  q<HTMLButtonElement>(el, '[data-oauth-open]').click();
  await until(() => qMaybe(el, 'dialog.oauth-dialog') !== null, 'the dialog');
  await until(() => !dialog(el).querySelector('.status')!.textContent!.includes('metadata'), 'discovery');
  await el.updateComplete;
  return dialog(el);
}

async function fill(el: ApiPlayground, selector: string, value: string): Promise<void> {
  await type(el, dialog(el).querySelector<HTMLInputElement>(selector)!, value);
}

async function pickFlow(el: ApiPlayground, label: string): Promise<void> {
  await choose(el, dialog(el).querySelector<HTMLSelectElement>('#oauth-flow')!, label);
}

/** Clicks Get token and waits until the dialog closes (a token) or shows a problem. */
async function getToken(el: ApiPlayground, timeout = 20_000): Promise<string | undefined> {
  dialog(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await el.updateComplete; // the last attempt's problem is cleared
  await until(
    () => qMaybe(el, 'dialog.oauth-dialog') === null || qMaybe(el, '[data-oauth-problem]') !== null,
    'a token or a problem',
    timeout,
  );
  return qMaybe(el, '[data-oauth-problem]')?.textContent ?? undefined;
}

function tokenField(el: ApiPlayground): HTMLInputElement {
  return q<HTMLInputElement>(el, '[part="auth"] .scheme input[type="password"]');
}

/** The Authorization headers the API server received, by host. */
async function authorizationsByHost(): Promise<[string, string | undefined][]> {
  return (await received()).map((r) => [r.headers['host']!, r.headers['authorization']]);
}

const oidcScheme = async (): Promise<SecurityScheme> => ({
  key: 'oidc',
  type: 'openIdConnect',
  openIdConnectUrl: (await info()).discovery,
});

describe('api-playground: OAuth 2.0 and OpenID Connect', () => {
  beforeEach(async () => {
    await clearReceived();
    await fetch('/__oidc/clear');
    forgetTypedCredentials();
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('authorization code with PKCE: discovery, a real popup and the redirect page; the token goes only to the chosen server; refresh', async () => {
    const el = await playground(await oidcScheme(), ['openid', 'pets:read']);
    expect(q(el, '.scheme-title').textContent).to.contain('OpenID Connect (oidc)');
    const d = await openDialog(el);
    // Discovery's flows are offered; the requirement's scopes are ticked.
    const flows = [...d.querySelectorAll('#oauth-flow option')].map((o) => o.textContent!.trim());
    expect(flows).to.include.members(['Authorization code with PKCE', 'Device authorization']);
    const ticked = [...d.querySelectorAll<HTMLInputElement>('input[name="scope"]')]
      .filter((c) => c.checked)
      .map((c) => c.value);
    expect(ticked).to.deep.equal(['openid', 'pets:read']);
    expect(d.textContent).to.contain(`Redirect URI: ${location.origin}/oauth-redirect.html`);
    await fill(el, '#oauth-client-id', 'playground');
    expect(await getToken(el)).to.equal(undefined);
    await el.updateComplete;

    const token = tokenField(el).value;
    expect(token.length).to.be.greaterThan(20);
    // Shown masked (a password field), with its scopes and expiry, and a Refresh button (a refresh token came with it).
    expect(tokenField(el).type).to.equal('password');
    const shown = q(el, '[data-oauth-token]').textContent!;
    expect(shown).to.contain('Token obtained for openid pets:read').and.not.contain(token);
    expect(shown).to.match(/expires at .* \(in 10 min\)/);
    expect(location.href).to.not.contain(token);

    const { alpha, beta } = await hosts();
    await sendAndSettle(el);
    await chooseServer(el, beta);
    expect(tokenField(el).value, 'the other server starts without the token').to.equal('');
    await sendAndSettle(el);
    const byHost = await authorizationsByHost();
    expect(byHost).to.deep.equal([
      [new URL(alpha).host, `Bearer ${token}`],
      [new URL(beta).host, undefined],
    ]);

    // Back on alpha: the token is there again; Refresh trades the refresh token for a new one.
    await chooseServer(el, alpha);
    expect(tokenField(el).value).to.equal(token);
    q<HTMLButtonElement>(el, '[data-oauth-refresh]').click();
    await until(() => q(el, '[data-oauth-note]').textContent === 'Token refreshed.', 'the refresh');
    await el.updateComplete;
    const refreshed = tokenField(el).value;
    expect(refreshed).to.not.equal(token);
    await clearReceived();
    await sendAndSettle(el);
    expect(await authorizationsByHost()).to.deep.equal([[new URL(alpha).host, `Bearer ${refreshed}`]]);
  });

  it('axe-core finds nothing with the authorization dialog open; Escape closes it and focus returns to Authorize', async () => {
    const el = await playground(await oidcScheme(), ['openid']);
    const d = await openDialog(el);
    expect(d.open).to.equal(true);
    expect(d.getAttribute('aria-labelledby')).to.equal('oauth-title');
    await expect(el).to.be.accessible();
    d.dispatchEvent(new Event('cancel'));
    d.close();
    await until(() => qMaybe(el, 'dialog.oauth-dialog') === null, 'the dialog to close');
    await el.updateComplete;
    await until(() => el.shadowRoot!.activeElement?.hasAttribute('data-oauth-open') === true, 'focus on Authorize');
  });

  it('client credentials from the spec’s flows: scopes as checkboxes with their descriptions, the secret, a token', async () => {
    const { issuer } = await info();
    const el = await playground({
      key: 'machine',
      type: 'oauth2',
      flows: {
        clientCredentials: {
          tokenUrl: `${issuer}/token`,
          scopes: { 'pets:read': 'Read your pets', 'pets:write': 'Change your pets' },
        },
      },
    });
    const d = await openDialog(el);
    const labels = [...d.querySelectorAll('label.scope')].map((l) => l.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels).to.deep.equal(['pets:read Read your pets', 'pets:write Change your pets']);
    d.querySelector<HTMLInputElement>('input[value="pets:read"]')!.click();
    await fill(el, '#oauth-client-id', 'service');
    await fill(el, '#oauth-client-secret', 'wrong-secret');
    expect(await getToken(el)).to.contain('invalid_client');
    await fill(el, '#oauth-client-secret', 'service-secret-1234567890');
    expect(await getToken(el)).to.equal(undefined);
    await el.updateComplete;
    const token = tokenField(el).value;
    expect(token.length).to.be.greaterThan(20);
    await sendAndSettle(el);
    expect((await received())[0]!.headers['authorization']).to.equal(`Bearer ${token}`);
  });

  it('device authorization (OpenAPI 3.2): the user code and verification URI are shown, and polling gets the token once approved', async () => {
    const el = await playground(await oidcScheme(), ['openid']);
    await openDialog(el);
    await pickFlow(el, 'Device authorization');
    await fill(el, '#oauth-client-id', 'playground');
    dialog(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => qMaybe(el, '[data-user-code]') !== null, 'the user code');
    const code = q(el, '[data-user-code]').textContent!.trim();
    expect(code).to.match(/^[A-Z-]{8,}$/);
    const link = q<HTMLAnchorElement>(el, '[data-device] a');
    expect(link.textContent).to.equal(`${(await info()).issuer}/device`);
    // The reader opens the link on "another device" and approves.
    const approval = window.open(link.href, 'approval', 'popup,width=400,height=400');
    await until(
      () => qMaybe(el, 'dialog.oauth-dialog') === null || qMaybe(el, '[data-oauth-problem]') !== null,
      'the token',
      25_000,
    );
    approval?.close();
    expect(qMaybe(el, '[data-oauth-problem]')).to.equal(null);
    await el.updateComplete;
    expect(tokenField(el).value.length).to.be.greaterThan(20);
  });

  it('password (oidc-provider does not issue it: a recording token endpoint shows what is sent)', async () => {
    const { recorder } = await info();
    const el = await playground({
      key: 'pw',
      type: 'oauth2',
      flows: { password: { tokenUrl: `${recorder}/token`, scopes: { read: 'Read' } } },
    });
    await openDialog(el);
    await fill(el, '#oauth-client-id', 'cli');
    await fill(el, '#oauth-client-secret', 'cli-secret');
    await fill(el, '#oauth-username', 'ada');
    await fill(el, '#oauth-password', 'pa ss');
    dialog(el).querySelector<HTMLInputElement>('input[value="read"]')!.click();
    expect(await getToken(el)).to.equal(undefined);
    await el.updateComplete;
    expect(tokenField(el).value).to.equal('password-token-abcdefghijklmnop');
    const [request] = (await recorded()).filter((r) => r.path === '/token');
    const form = new URLSearchParams(request!.body);
    expect(Object.fromEntries(form)).to.deep.equal({
      grant_type: 'password',
      username: 'ada',
      password: 'pa ss',
      scope: 'read',
    });
    // RFC 6749 §2.3.1: the ID and secret are form-encoded before Basic (so `-` travels as %2D).
    const basic = atob(request!.headers['authorization']!.replace(/^Basic /, ''));
    expect(basic.split(':').map(decodeURIComponent)).to.deep.equal(['cli', 'cli-secret']);
  });

  it('implicit (marked discouraged; a recording authorize endpoint answers in the fragment) through the popup and redirect page', async () => {
    const { recorder } = await info();
    const el = await playground({
      key: 'old',
      type: 'oauth2',
      flows: { implicit: { authorizationUrl: `${recorder}/authorize`, scopes: {} } },
    });
    const d = await openDialog(el);
    expect(d.querySelector('[data-discouraged]')!.textContent).to.contain('discouraged');
    await fill(el, '#oauth-client-id', 'legacy');
    expect(await getToken(el)).to.equal(undefined);
    await el.updateComplete;
    expect(tokenField(el).value).to.equal('implicit-token-abcdefghijklmnop');
    const [authorize] = (await recorded()).filter((r) => r.path === '/authorize');
    expect(authorize).to.not.equal(undefined);
  });

  it('a wrong state is refused by the redirect page: nothing is passed on, no token is asked for, and the dialog says why', async () => {
    const { recorder } = await info();
    const el = await playground({
      key: 'forged',
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: `${recorder}/forged-authorize`,
          tokenUrl: `${recorder}/token`,
          scopes: {},
        },
      },
    });
    await openDialog(el);
    await fill(el, '#oauth-client-id', 'playground');
    expect(await getToken(el)).to.contain('state this page did not send');
    expect((await recorded()).filter((r) => r.path === '/token')).to.have.length(0);
    expect(tokenField(el).value).to.equal('');
  });

  it('a missing PKCE verifier stops the exchange with a clear message, before any token request', async () => {
    const { recorder } = await info();
    const el = await playground({
      key: 'held',
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: `${recorder}/held-authorize`,
          tokenUrl: `${recorder}/token`,
          scopes: {},
        },
      },
    });
    await openDialog(el);
    await fill(el, '#oauth-client-id', 'playground');
    const done = getToken(el);
    // The popup is at the authorization server; the verifier is lost (as after a reload), then the answer comes.
    const started = performance.now();
    while ((await recorded()).every((r) => r.path !== '/held-authorize')) {
      if (performance.now() - started > 10_000) throw new Error('the popup never reached the authorization server');
      await new Promise((r) => setTimeout(r, 50));
    }
    const { forgetPkceVerifiers } = await import('../../components/api-playground/oauth-dialog.js');
    forgetPkceVerifiers();
    await fetch('/__oidc/release');
    expect(await done).to.contain('PKCE code verifier for this sign-in is missing');
    expect((await recorded()).filter((r) => r.path === '/token')).to.have.length(0);
  });

  it('javascript:, data: and http: on a foreign host are refused with a message, and nothing is opened or sent', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ implicit: { authorizationUrl: 'javascript:alert(1)', scopes: {} } }, 'uses javascript: which is not allowed'],
      [
        { clientCredentials: { tokenUrl: 'data:application/json,{"access_token":"x"}', scopes: {} } },
        'uses data: which is not allowed',
      ],
      [
        { password: { tokenUrl: 'http://collector.example.org/token', scopes: {} } },
        'uses http: on a host that is not this machine',
      ],
    ];
    for (const [flows, message] of cases) {
      const el = await playground({ key: 'hostile', type: 'oauth2', flows });
      const d = await openDialog(el);
      expect(d.querySelector('[data-endpoint-problem]')!.textContent).to.contain(message);
      await fill(el, '#oauth-client-id', 'x');
      expect(await getToken(el)).to.contain(message);
      expect(tokenField(el).value).to.equal('');
    }
    // A discovery URL is checked the same way.
    const el = await playground({
      key: 'oidc',
      type: 'openIdConnect',
      openIdConnectUrl: 'http://collector.example.org/.well-known/openid-configuration',
    });
    q<HTMLButtonElement>(el, '[data-oauth-open]').click();
    await until(() => qMaybe(el, '[data-oauth-problem]') !== null, 'the problem');
    expect(q(el, '[data-oauth-problem]').textContent).to.contain('uses http: on a host that is not this machine');
  });

  it('a 3.2 deprecated scheme is labelled deprecated, here and in the dialog', async () => {
    const { issuer } = await info();
    const el = await playground({
      key: 'legacy',
      type: 'oauth2',
      deprecated: true,
      flows: { clientCredentials: { tokenUrl: `${issuer}/token`, scopes: {} } },
    } as SecurityScheme);
    expect(q(el, '.scheme-title').textContent).to.contain('OAuth 2.0 (legacy), deprecated');
    const d = await openDialog(el);
    expect(d.querySelector('[data-deprecated]')!.textContent).to.contain('deprecated');
  });

  it('docs.json api.playground.oauth.clientId prefills the client ID', async () => {
    const { issuer } = await info();
    const { settings } = parseApiSettings({ playground: { oauth: { clientId: 'docs-site-client' } } });
    const el = await playground(
      { key: 'prefilled', type: 'oauth2', flows: { clientCredentials: { tokenUrl: `${issuer}/token`, scopes: {} } } },
      [],
      settings,
    );
    const d = await openDialog(el);
    expect(d.querySelector<HTMLInputElement>('#oauth-client-id')!.value).to.equal('docs-site-client');
  });

  it('"Remember" keeps the token and its refresh token for that origin only; a new visit restores them, and Refresh uses them', async () => {
    const { recorder } = await info();
    const { alpha } = await hosts();
    const scheme: SecurityScheme = {
      key: 'kept',
      type: 'oauth2',
      flows: { password: { tokenUrl: `${recorder}/token`, refreshUrl: `${recorder}/token`, scopes: {} } },
    };
    const el = await playground(scheme);
    await openDialog(el);
    await fill(el, '#oauth-client-id', 'cli');
    await fill(el, '#oauth-username', 'ada');
    await fill(el, '#oauth-password', 'secret-password');
    expect(await getToken(el)).to.equal(undefined);
    await el.updateComplete;
    expect(Object.keys(localStorage).filter((k) => k.includes('credentials'))).to.have.length(0);
    q<HTMLInputElement>(el, '.remember input[type="checkbox"]').click();
    await el.updateComplete;
    const keys = Object.keys(localStorage).filter((k) => k.includes('credentials'));
    expect(keys).to.deep.equal([`api-docs-elements:credentials:${alpha}:kept:bearer`]);
    const kept = JSON.parse(localStorage.getItem(keys[0]!)!) as Record<string, unknown>;
    expect(kept).to.include({
      token: 'password-token-abcdefghijklmnop',
      refreshToken: 'recorder-refresh-token',
      clientId: 'cli',
    });
    // Neither the reader's password nor a client secret is stored.
    expect(JSON.stringify(kept)).to.not.contain('secret-password');

    forgetTypedCredentials();
    const again = await playground(scheme);
    expect(tokenField(again).value).to.equal('password-token-abcdefghijklmnop');
    await fetch('/__oidc/clear');
    q<HTMLButtonElement>(again, '[data-oauth-refresh]').click();
    await until(() => q(again, '[data-oauth-note]').textContent === 'Token refreshed.', 'the refresh');
    const [refresh] = (await recorded()).filter((r) => r.path === '/token');
    expect(Object.fromEntries(new URLSearchParams(refresh!.body))).to.deep.equal({
      grant_type: 'refresh_token',
      refresh_token: 'recorder-refresh-token',
      client_id: 'cli',
    });
  });
});
