/**
 * Credentials never reach an origin the reader did not choose (issue 14, item 12). Host names are
 * mapped to 127.0.0.1 by Chromium's `--host-resolver-rules` (web-test-runner.config.mjs), so
 * `alpha.pg.example.test`, `beta.pg.example.test` and `collector.example.org` on the recording
 * server's port are three origins; the server records each request's `Host`, which says which
 * origin it was sent to. Every credential kind is typed, and what arrived is checked per origin.
 */
import { expect } from '@open-wc/testing';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { base64Utf8 } from '../../src/auth/apply.js';
import type { SecurityScheme, Server } from '../../src/openapi/types.js';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, qMaybe, sendAndSettle, type } from '../fixtures/playground/drive.js';
import { clearReceived, received, type Received } from '../fixtures/playground/helpers.js';
import { chooseServer, recorderPort, whoami, whoamiPlayground } from '../fixtures/playground/whoami.js';

const SCHEMES: readonly SecurityScheme[] = [
  { key: 'bearerAuth', type: 'http', scheme: 'bearer' },
  { key: 'basicAuth', type: 'http', scheme: 'basic' },
  { key: 'headerKey', type: 'apiKey', in: 'header', name: 'X-Api-Key' },
  { key: 'queryKey', type: 'apiKey', in: 'query', name: 'api_key' },
  { key: 'cookieKey', type: 'apiKey', in: 'cookie', name: 'session_key' },
  { key: 'oauth', type: 'oauth2', flows: {} },
  { key: 'oidc', type: 'openIdConnect', openIdConnectUrl: 'https://id.example.test/.well-known/openid-configuration' },
];

const port = recorderPort;

/** A playground of `GET /whoami` on `servers`, one security alternative per scheme: the reader picks each in turn. */
const playground = (servers: Server[]): Promise<ApiPlayground> =>
  whoamiPlayground(
    whoami(
      SCHEMES.map((scheme) => [{ scheme, scopes: [] }]),
      servers,
    ),
  );

/** The secret inputs of the chosen auth option, in order. */
function credentialInputs(el: ApiPlayground): HTMLInputElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="auth"] .scheme input:not([type="checkbox"])')];
}

async function chooseOption(el: ApiPlayground, index: number): Promise<void> {
  const select = q<HTMLSelectElement>(el, '#auth-option');
  select.value = String(index);
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** Types one credential of the chosen kind; returns every form it can take on the wire. */
async function typeCredential(el: ApiPlayground, index: number, tag: string): Promise<string[]> {
  const inputs = credentialInputs(el);
  if (SCHEMES[index]!.type === 'http' && SCHEMES[index]!.scheme === 'basic') {
    await type(el, inputs[0]!, `user-${tag}`);
    await type(el, inputs[1]!, `pass-${tag}`);
    return [`user-${tag}`, `pass-${tag}`, base64Utf8(`user-${tag}:pass-${tag}`)];
  }
  await type(el, inputs[0]!, `secret-${tag}`);
  return [`secret-${tag}`];
}

function hostOf(request: Received): string {
  return request.headers['host']!;
}

/** Asserts no request to a host other than `allowed` carried any of `secrets`. */
function neverElsewhere(all: readonly Received[], allowed: string, secrets: readonly string[]): void {
  for (const request of all) {
    if (hostOf(request) === allowed) continue;
    const seen = JSON.stringify(request);
    for (const secret of secrets) expect(seen, `${secret} arrived at ${hostOf(request)}`).to.not.contain(secret);
  }
}

describe('api-playground: credentials belong to an origin', () => {
  beforeEach(async () => {
    await clearReceived();
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('a hostile server variable default is refused at the variable, Send stays off, and nothing is sent anywhere', async () => {
    const p = await port();
    const template = `http://{tenant}.pg.example.test:${p}/{base}`;
    const el = await playground([
      {
        url: template,
        variables: {
          tenant: { default: `collector.example.org:${p}/steal?x=` },
          base: { default: 'v1' },
        },
      },
    ]);
    const field = q(el, '.field[data-variable="tenant"]');
    const input = field.querySelector<HTMLInputElement>('input')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(field.querySelector('.field-error')!.textContent).to.contain("would change the server's host");
    expect(q<HTMLButtonElement>(el, '[part="send"]').disabled).to.equal(true);
    expect(q(el, '[part="origin"]').textContent!.trim()).to.equal('');
    await expect(el).to.be.accessible();

    // Every credential kind typed, then a send forced past the disabled button: nothing goes out.
    const secrets: string[] = [];
    for (let i = 0; i < SCHEMES.length; i++) {
      await chooseOption(el, i);
      secrets.push(...(await typeCredential(el, i, `hostile-${i}`)));
      await el.send();
      q<HTMLFormElement>(el, 'form').requestSubmit();
      await el.updateComplete;
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(await received(), 'nothing arrived').to.have.length(0);

    // A plain tenant name is accepted: the origin shows beside Send, and the request goes there.
    await type(el, input, 'alpha');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(q(el, '[part="origin"]').textContent).to.contain(`http://alpha.pg.example.test:${p}`);
    await chooseOption(el, 0);
    await typeCredential(el, 0, 'alpha');
    await sendAndSettle(el);
    const [got] = await received();
    expect(hostOf(got!)).to.equal(`alpha.pg.example.test:${p}`);
    expect(got!.rawPath).to.equal('/v1/whoami');
    expect(got!.headers['authorization']).to.equal('Bearer secret-alpha');
  });

  it('hostile values typed into host, port, userinfo and scheme variables are refused, and nothing leaves', async () => {
    const p = await port();
    const el = await playground([
      {
        url: `{scheme}://{user}@{tenant}.pg.example.test:{port}/{base}`,
        variables: {
          scheme: { default: 'http' },
          user: { default: 'reader' },
          tenant: { default: 'alpha' },
          port: { default: p },
          base: { default: 'v1' },
        },
      },
    ]);
    await typeCredential(el, 0, 'typed');
    const hostile: [string, string][] = [
      ['tenant', `collector.example.org:${p}/`],
      ['tenant', 'collector.example.org#'],
      ['tenant', 'x@collector.example.org'],
      ['tenant', 'collector.example.org\\'],
      ['tenant', 'collector example.org'],
      ['port', `${p}@collector.example.org`],
      ['port', `${p}:1`],
      ['user', `x@collector.example.org:${p}/`],
      ['scheme', `http://collector.example.org:${p}/?`],
    ];
    for (const [name, value] of hostile) {
      const input = q(el, `.field[data-variable="${name}"]`).querySelector<HTMLInputElement>('input')!;
      const before = input.value;
      await type(el, input, value);
      expect(input.getAttribute('aria-invalid'), `${name} = ${value}`).to.equal('true');
      expect(q<HTMLButtonElement>(el, '[part="send"]').disabled, `${name} = ${value}`).to.equal(true);
      await el.send();
      await type(el, input, before);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(await received()).to.have.length(0);
  });

  it('switching servers shows that origin’s own credentials, for every kind, and sends each only to its origin', async () => {
    const p = await port();
    const alpha = `http://alpha.pg.example.test:${p}`;
    const collector = `http://collector.example.org:${p}`;
    const el = await playground([
      { url: alpha, variables: {} },
      { url: collector, variables: {} },
    ]);
    for (let i = 0; i < SCHEMES.length; i++) {
      await clearReceived();
      await chooseServer(el, alpha);
      await chooseOption(el, i);
      const alphaSecrets = await typeCredential(el, i, `alpha-${i}`);
      expect(q(el, '[part="origin"]').textContent).to.contain(alpha);

      // Another origin: its own, empty, fields; what is sent there carries nothing typed for alpha.
      await chooseServer(el, collector);
      expect(q(el, '[part="origin"]').textContent).to.contain(collector);
      await chooseOption(el, i);
      expect(
        credentialInputs(el).map((input) => input.value),
        `${SCHEMES[i]!.key} fields on ${collector}`,
      ).to.deep.equal(credentialInputs(el).map(() => ''));
      await sendAndSettle(el);
      const collectorSecrets = await typeCredential(el, i, `collector-${i}`);
      await sendAndSettle(el);

      // Back: alpha's credentials are shown again and sent to alpha only.
      await chooseServer(el, alpha);
      await chooseOption(el, i);
      expect(credentialInputs(el)[0]!.value, `${SCHEMES[i]!.key} kept for alpha`).to.contain(`alpha-${i}`);
      await sendAndSettle(el);

      const all = await received();
      expect(all.map(hostOf)).to.deep.equal([
        `collector.example.org:${p}`,
        `collector.example.org:${p}`,
        `alpha.pg.example.test:${p}`,
      ]);
      neverElsewhere(all, `alpha.pg.example.test:${p}`, alphaSecrets);
      neverElsewhere(all, `collector.example.org:${p}`, collectorSecrets);
      const atAlpha = JSON.stringify(all[2]);
      if (SCHEMES[i]!.in !== 'cookie') expect(atAlpha, SCHEMES[i]!.key).to.contain(alphaSecrets.at(-1)!);
    }
  });

  it('a variable that changes the origin swaps the credentials too, and a remembered one stays with its origin', async () => {
    const p = await port();
    const el = await playground([
      { url: `http://{tenant}.pg.example.test:${p}`, variables: { tenant: { default: 'alpha' } } },
    ]);
    await typeCredential(el, 0, 'alpha');
    q<HTMLInputElement>(el, '.remember input[type="checkbox"]').click();
    await el.updateComplete;
    const tenant = q(el, '.field[data-variable="tenant"]').querySelector<HTMLInputElement>('input')!;
    await type(el, tenant, 'beta');
    expect(q(el, '[part="origin"]').textContent).to.contain(`http://beta.pg.example.test:${p}`);
    expect(credentialInputs(el)[0]!.value).to.equal('');
    expect(qMaybe<HTMLInputElement>(el, '.remember input[type="checkbox"]')!.checked).to.equal(false);
    await sendAndSettle(el);
    await type(el, tenant, 'alpha');
    expect(credentialInputs(el)[0]!.value).to.equal('secret-alpha');
    await sendAndSettle(el);
    const all = await received();
    expect(all.map(hostOf)).to.deep.equal([`beta.pg.example.test:${p}`, `alpha.pg.example.test:${p}`]);
    expect(all[0]!.headers['authorization']).to.equal(undefined);
    expect(all[1]!.headers['authorization']).to.equal('Bearer secret-alpha');
    expect(Object.keys(localStorage)).to.deep.equal([
      `api-docs-elements:credentials:http://alpha.pg.example.test:${p}:bearerAuth:bearer`,
    ]);
  });
});
