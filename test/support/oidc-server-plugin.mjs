// A @web/test-runner plugin for the playground's OAuth tests: a REAL OpenID Connect provider (oidc-provider)
// on 127.0.0.1, whose sign-in and consent finish by themselves (the test plays a reader who says yes), and a
// small recording authorization server for what oidc-provider cannot do (the password grant, the implicit
// flow's `token` response, a forged `state`). The dev server exposes, to the test page:
//   GET /oauth-redirect.html          → the library's redirect page (components/api-playground/)
//   GET /__oidc/info.json             → { issuer, discovery, recorder } origins and URLs
//   GET /__oidc/recorded              → the requests the recording authorization server received
//   GET /__oidc/clear                 → forgets them
//   GET /__oidc/release               → lets a held /held-authorize answer (with a code for its state)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import Provider from 'oidc-provider';

const root = process.cwd();
const SCOPES = ['openid', 'offline_access', 'pets:read', 'pets:write'];

async function listen(server) {
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return server.address().port;
}

/** Finishes each interaction at once: the reader is signed in as `reader` and grants what was asked. */
async function finishInteraction(provider, req, res) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: 'reader' } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
  const scope = details.prompt.details.missingOIDCScope;
  if (scope) grant.addOIDCScope(scope.join(' '));
  const claims = details.prompt.details.missingOIDCClaims;
  if (claims) grant.addOIDCClaims(claims);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

async function startProvider(redirects) {
  const server = createServer();
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'playground',
        token_endpoint_auth_method: 'none',
        application_type: 'native',
        grant_types: ['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code'],
        response_types: ['code'],
        redirect_uris: redirects,
      },
      {
        client_id: 'service',
        client_secret: 'service-secret-1234567890',
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
      },
    ],
    scopes: SCOPES,
    findAccount: (ctx, id) => ({ accountId: id, claims: () => ({ sub: id }) }),
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      deviceFlow: {
        enabled: true,
        // The test plays the reader at the verification page: the confirmation submits itself.
        userCodeConfirmSource: (ctx, form) => {
          ctx.body = `<!doctype html><title>Confirm</title>${form}<button type="submit" form="op.deviceConfirmForm">Continue</button>
            <script>document.querySelector('button').click()</script>`;
        },
        successSource: (ctx) => {
          ctx.body = '<!doctype html><title>Done</title><p id="done">Signed in on the device.</p>';
        },
      },
    },
    issueRefreshToken: () => true,
    clientBasedCORS: () => true,
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      ClientCredentials: 600,
      DeviceCode: 600,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      RefreshToken: 3600,
      Session: 600,
    },
    interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(provider, req, res).catch((e) => {
        res.writeHead(500).end(String(e?.message ?? e));
      });
      return;
    }
    callback(req, res);
  });
  return { issuer, close: () => new Promise((r) => server.close(r)) };
}

/** The recording authorization server: a password grant's token endpoint, an implicit `authorize`, a forged `state`. */
async function startRecorder() {
  const recorded = [];
  let release;
  let held = new Promise((r) => (release = r));
  const server = createServer(async (req, res) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-headers': 'authorization, content-type, dpop',
    };
    if (req.method === 'OPTIONS')
      return res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST, GET' }).end();
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const url = new URL(req.url, 'http://x');
    recorded.push({
      method: req.method,
      path: url.pathname,
      query: url.search,
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    });
    const back = (to) => res.writeHead(302, { location: to }).end();
    if (url.pathname === '/authorize') {
      // Implicit: the token comes back in the fragment, with the state it was sent.
      const params = new URLSearchParams({
        access_token: 'implicit-token-abcdefghijklmnop',
        token_type: 'Bearer',
        expires_in: '900',
        state: url.searchParams.get('state') ?? '',
      });
      return back(`${url.searchParams.get('redirect_uri')}#${params}`);
    }
    if (url.pathname === '/forged-authorize') {
      return back(`${url.searchParams.get('redirect_uri')}?code=stolen-code&state=forged-state`);
    }
    if (url.pathname === '/held-authorize') {
      // Answers with a code for the state it was sent, once the test releases it (/__oidc/release).
      await held;
      held = new Promise((r) => (release = r));
      return back(
        `${url.searchParams.get('redirect_uri')}?code=held-code&state=${url.searchParams.get('state') ?? ''}`,
      );
    }
    if (url.pathname === '/token') {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const token =
        form.get('grant_type') === 'password' ? 'password-token-abcdefghijklmnop' : 'other-token-abcdefghijklmnop';
      res.writeHead(200, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(
        JSON.stringify({
          access_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: 'recorder-refresh-token',
        }),
      );
    }
    res.writeHead(404, cors).end();
  });
  const port = await listen(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    recorded,
    release: () => release(),
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

export function oidcServerPlugin() {
  let provider;
  let recorder;
  return {
    name: 'oidc-servers',
    async serverStart({ config }) {
      const redirects = ['localhost', '127.0.0.1'].map((h) => `http://${h}:${config.port}/oauth-redirect.html`);
      provider = await startProvider(redirects);
      recorder = await startRecorder();
    },
    async serverStop() {
      await Promise.all([provider?.close(), recorder?.close()]);
    },
    serve(context) {
      const json = (value) => ({ body: JSON.stringify(value), type: 'json', headers: { 'cache-control': 'no-store' } });
      if (context.path === '/oauth-redirect.html') {
        return {
          body: readFileSync(join(root, 'components/api-playground/oauth-redirect.html'), 'utf8'),
          type: 'html',
        };
      }
      if (context.path === '/__oidc/info.json') {
        return json({
          issuer: provider.issuer,
          discovery: `${provider.issuer}/.well-known/openid-configuration`,
          recorder: recorder.origin,
        });
      }
      if (context.path === '/__oidc/recorded') return json(recorder.recorded);
      if (context.path === '/__oidc/release') {
        recorder.release();
        return json({ ok: true });
      }
      if (context.path === '/__oidc/clear') {
        recorder.recorded.length = 0;
        return json({ ok: true });
      }
      return undefined;
    },
  };
}
