// The playground proxy: `docs dev` on a fixture project with `api.playground.proxy: true` forwards
// to a real upstream on 127.0.0.1 that its spec declares, and refuses everything else with a reason.
import { strict as assert } from 'node:assert';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { bundleDir } from '../../src/cli/package-root.js';
import { MIME } from '../../src/cli/static-files.js';
import { startDevServer, type DevServer } from '../../src/cli/dev.js';
import { loadProject } from '../../src/node/project.js';
import { parseDocsConfig } from '../../src/config/index.js';
import {
  createProxyHandler,
  decideProxyTarget,
  loadAllowedServers,
  serversOfProject,
  type LookupFunction,
} from '../../src/proxy/index.js';
import { cli } from './helpers.js';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';
import { startRecordingServer, type RecordingServer } from '../support/recording-server.js';

let upstream: RecordingServer;
let dir: string;
let dev: DevServer;
let proxyUrl: string;

before(async () => {
  upstream = await startRecordingServer({
    cors: false,
    respond: async (request, res) => {
      if (request.rawPath === '/v1/slow') {
        await new Promise((r) => setTimeout(r, 3000));
        if (!res.destroyed) res.writeHead(200).end('late');
        return true;
      }
      if (request.rawPath === '/v1/moved') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
        return true;
      }
      res.writeHead(201, {
        'content-type': 'application/json',
        'x-upstream': 'yes',
        'set-cookie': 'api_session=abc; Path=/',
      });
      res.end(JSON.stringify({ got: request.bodyText, method: request.method }));
      return true;
    },
  });
  dir = mkdtempSync(join(tmpdir(), 'docs-proxy-'));
  cpSync('test/fixtures/cli/proxy', dir, { recursive: true });
  const spec = join(dir, 'openapi.yaml');
  writeFileSync(spec, readFileSync(spec, 'utf8').replace('__PORT__', String(upstream.port)));
  dev = await startDevServer(join(dir, 'docs.json'), { port: 0, proxyTimeoutMs: 500 });
  proxyUrl = `${dev.url}__docs_proxy`;
});

after(async () => {
  await dev?.close();
  await upstream?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly json?: { error?: string; reason?: string };
}

async function viaProxy(target: string, init: RequestInit = {}, url = proxyUrl): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set('x-docs-proxy-target', target);
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

describe('the proxy of docs dev', () => {
  test('forwards to a declared server: method, headers, body and status; the site cookie and Set-Cookie stay behind', async () => {
    upstream.clear();
    const answer = await viaProxy(`${upstream.origin}/v1/items?tag=a%20b`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'secret-key',
        cookie: 'docs_session=site-only',
        'x-docs-proxy-cookie': 'api_pref=dark',
      },
      body: '{"name":"lamp"}',
    });
    assert.equal(answer.status, 201, answer.text);
    assert.deepEqual(JSON.parse(answer.text), { got: '{"name":"lamp"}', method: 'PUT' });
    assert.equal(answer.headers.get('x-upstream'), 'yes');
    assert.equal(answer.headers.get('set-cookie'), null);
    assert.equal(answer.headers.get('x-docs-proxy-stripped'), 'set-cookie');

    const got = upstream.requests[0]!;
    assert.equal(got.method, 'PUT');
    assert.equal(got.rawUrl, '/v1/items?tag=a%20b');
    assert.equal(got.headers['x-api-key'], 'secret-key');
    assert.equal(got.headers['content-type'], 'application/json');
    assert.equal(got.bodyText, '{"name":"lamp"}');
    assert.deepEqual(got.cookies, { api_pref: 'dark' }, 'only the API cookie the reader typed goes upstream');
    assert.equal(got.headers['x-docs-proxy-target'], undefined);
    assert.equal(got.headers['host'], `127.0.0.1:${upstream.port}`);
  });

  test('does not follow a redirect: the status comes back with the location renamed', async () => {
    const answer = await viaProxy(`${upstream.origin}/v1/moved`);
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.get('location'), null);
    assert.equal(answer.headers.get('x-docs-proxy-location'), 'http://169.254.169.254/latest');
  });

  test('refuses an undeclared host, saying which servers are declared', async () => {
    upstream.clear();
    const answer = await viaProxy('https://attacker.example.net/steal');
    assert.equal(answer.status, 403);
    assert.equal(answer.headers.get('x-docs-proxy-refusal'), 'undeclared-host');
    assert.equal(answer.json?.error, 'undeclared-host');
    assert.match(answer.json!.reason!, /https:\/\/attacker\.example\.net is not a server of this documentation/);
    assert.match(answer.json!.reason!, new RegExp(`http://127\\.0\\.0\\.1:${upstream.port}/v1`));
    assert.equal(upstream.requests.length, 0);
  });

  test('refuses private, loopback and link-local addresses that no server declares', async () => {
    upstream.clear();
    const other = createServer((_req, res) => res.end('should never be reached'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const otherPort = (other.address() as AddressInfo).port;
    try {
      for (const [target, kind] of [
        ['http://169.254.169.254/latest/meta-data/', /link-local/],
        ['http://10.0.0.1/v1/items', /private network/],
        ['http://192.168.1.20:8080/', /private network/],
        [`http://127.0.0.1:${otherPort}/v1/items`, /loopback/],
        ['http://[::1]:4010/', /loopback/],
        ['http://localhost:9/', /this machine/],
      ] as const) {
        const answer = await viaProxy(target);
        assert.equal(answer.status, 403, target);
        assert.equal(answer.json?.error, 'private-address', target);
        assert.match(answer.json!.reason!, kind, target);
        assert.match(answer.json!.reason!, /never forwards to loopback or private addresses/);
      }
    } finally {
      other.close();
    }
    const path = await viaProxy(`${upstream.origin}/admin`);
    assert.equal(path.json?.error, 'undeclared-path');
    assert.equal(upstream.requests.length, 0);
  });

  test('refuses a body over 10 MB with 413 and its reason', async () => {
    upstream.clear();
    const answer = await viaProxy(`${upstream.origin}/v1/items`, {
      method: 'POST',
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    assert.equal(answer.status, 413);
    assert.equal(answer.json?.error, 'body-too-large');
    assert.match(answer.json!.reason!, /larger than 10 MB/);
    assert.equal(upstream.requests.length, 0);
  });

  test('gives up on a slow server with 504 and its reason', async () => {
    const started = Date.now();
    const answer = await viaProxy(`${upstream.origin}/v1/slow`);
    assert.equal(answer.status, 504);
    assert.equal(answer.json?.error, 'timeout');
    assert.match(answer.json!.reason!, /did not answer within 500 ms/);
    assert.ok(Date.now() - started < 2500);
  });

  test('explains a request without a target, credentials in the URL, and a bad scheme', async () => {
    const none = await fetch(proxyUrl);
    assert.equal(none.status, 400);
    assert.equal(((await none.json()) as { error: string }).error, 'missing-target');
    assert.equal(
      (await viaProxy(`http://user:pw@127.0.0.1:${upstream.port}/v1/items`)).json?.error,
      'credentials-in-url',
    );
    assert.equal((await viaProxy('file:///etc/passwd')).json?.error, 'bad-scheme');
  });
});

describe('the proxy handler', () => {
  test('checks resolved addresses: a declared name that resolves to 127.0.0.1 is refused (DNS rebinding)', async () => {
    upstream.clear();
    const lookup: LookupFunction = (_host, options, callback) =>
      options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
    const server = createServer(
      createProxyHandler({ allowedServers: [`http://api.rebind.test:${upstream.port}/v1`], lookup }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const answer = await viaProxy(`http://api.rebind.test:${upstream.port}/v1/items`, {}, url);
      assert.equal(answer.status, 403);
      assert.equal(answer.json?.error, 'private-address');
      assert.match(answer.json!.reason!, /api\.rebind\.test resolves to 127\.0\.0\.1, a loopback address/);
      assert.equal(upstream.requests.length, 0);
    } finally {
      server.close();
    }
  });

  test('a declared localhost server may resolve to loopback; an unreachable one gets 502', async () => {
    upstream.clear();
    const server = createServer(
      createProxyHandler({ allowedServers: [`http://localhost:${upstream.port}/v1`, 'http://127.0.0.1:1/'] }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const ok = await viaProxy(`http://localhost:${upstream.port}/v1/items`, { method: 'POST', body: 'x' }, url);
      assert.equal(ok.status, 201, ok.text);
      assert.equal(upstream.requests[0]?.bodyText, 'x');
      const down = await viaProxy('http://127.0.0.1:1/', {}, url);
      assert.equal(down.status, 502);
      assert.equal(down.json?.error, 'upstream-unreachable');
    } finally {
      server.close();
    }
  });

  test('a page of another site may not use it (preflight refused) unless allowedOrigins names it', async () => {
    const server = createServer(
      createProxyHandler({ allowedServers: [upstream.origin], allowedOrigins: ['https://docs.example.test'] }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const preflight = (origin: string) =>
        fetch(url, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'PUT',
            'access-control-request-headers': 'x-docs-proxy-target',
          },
        });
      const evil = await preflight('https://evil.example');
      assert.equal(evil.status, 403);
      assert.equal(evil.headers.get('access-control-allow-origin'), null);
      const good = await preflight('https://docs.example.test');
      assert.equal(good.status, 204);
      assert.equal(good.headers.get('access-control-allow-origin'), 'https://docs.example.test');
    } finally {
      server.close();
    }
  });
});

describe('declared servers', () => {
  test('come from every level of the specs, with variables expanded, and from docs.json', async () => {
    const project = await loadProject(join(dir, 'docs.json'));
    const servers = await serversOfProject(project);
    for (const url of [
      `http://127.0.0.1:${upstream.port}/v1`,
      'https://eu.api.example.test/',
      'https://us.api.example.test/',
      'https://reports.example.test/r',
      'https://ops.example.test/',
      'https://mdx.example.test/base',
    ])
      assert.ok(servers.includes(url), `${url} missing from ${servers.join(', ')}`);
    assert.equal(decideProxyTarget('https://us.api.example.test/items', servers).allowed, true);
    assert.equal(decideProxyTarget('https://ap.api.example.test/items', servers).allowed, false);
    assert.equal(decideProxyTarget('https://reports.example.test/r/1', servers).allowed, true);
    assert.equal(decideProxyTarget('https://reports.example.test/x', servers).allowed, false);
  });

  test('a production host reads them from the site `docs build` wrote', async () => {
    const out = mkdtempSync(join(tmpdir(), 'docs-proxy-build-'));
    try {
      const built = await cli('build', dir, '--out', join(out, 'site'));
      assert.equal(built.code, 0, built.err);
      const servers = await loadAllowedServers(join(out, 'site'));
      assert.ok(servers.includes(`http://127.0.0.1:${upstream.port}/v1`), servers.join(', '));
      await assert.rejects(loadAllowedServers(join(out, 'nothing-here')), /There is no docs\.json here/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test('docs.json: proxy true is /__docs_proxy, a string is the proxy URL, anything else is a placed error', () => {
    const read = (proxy: unknown) => parseDocsConfig(JSON.stringify({ name: 'x', api: { playground: { proxy } } }));
    assert.equal(read(true).config.api.playground.proxy, '/__docs_proxy');
    assert.equal(read(false).config.api.playground.proxy, undefined);
    assert.equal(read('https://proxy.example.test/p').config.api.playground.proxy, 'https://proxy.example.test/p');
    const bad = read('ftp://x');
    assert.equal(bad.config.api.playground.proxy, undefined);
    assert.equal(bad.diagnostics[0]?.pointer, '/api/playground/proxy');
    assert.match(bad.diagnostics[0]!.message, /must be true, false, a path/);
  });
});

/** In the page: type the API key into the playground, press Send, and read the result. */
const SEND = `(async () => {
  const until = async (get) => {
    for (let i = 0; i < 400; i++) { const v = get(); if (v) return v; await new Promise((r) => setTimeout(r, 50)); }
    return undefined;
  };
  const deep = (root, tag) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === tag) return el;
      const inner = el.shadowRoot && deep(el.shadowRoot, tag);
      if (inner) return inner;
    }
    return undefined;
  };
  const playground = await until(() => deep(document, 'api-playground')?.shadowRoot?.querySelector('form') && deep(document, 'api-playground').shadowRoot);
  if (!playground) return { status: 'no playground' };
  const key = await until(() => playground.querySelector('input[type="password"]'));
  key.value = 'browser-key';
  key.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  key.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await new Promise((r) => setTimeout(r, 100));
  [...playground.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Send').click();
  const status = await until(() => playground.querySelector('[part~="status"]')?.textContent?.replace(/\\s+/g, ' ').trim()
    ?? (playground.querySelector('[part~="failure"]') ? 'failure: ' + playground.querySelector('[part~="failure"]').textContent.replace(/\\s+/g, ' ') : undefined));
  return { status: status ?? 'no status', note: playground.querySelector('[part~="cookie-note"]')?.textContent?.replace(/\\s+/g, ' ').trim() ?? '' };
})()`;

/** In the page: point the server's port variable at a port no server declares, press Send, read the failure. */
const SEND_UNDECLARED = `(async () => {
  const deep = (root, tag) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === tag) return el;
      const inner = el.shadowRoot && deep(el.shadowRoot, tag);
      if (inner) return inner;
    }
    return undefined;
  };
  const playground = deep(document, 'api-playground').shadowRoot;
  const port = playground.querySelector('#server-var-0');
  port.value = '1';
  port.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await new Promise((r) => setTimeout(r, 100));
  [...playground.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Send').click();
  for (let i = 0; i < 400; i++) {
    const failure = playground.querySelector('[part~="failure"]');
    if (failure) return { reason: failure.dataset.reason, text: failure.textContent.replace(/\\s+/g, ' ').trim() };
    await new Promise((r) => setTimeout(r, 50));
  }
  return { reason: 'none', text: '' };
})()`;

describe('the playground in Chromium with proxy: true', () => {
  test('Send reaches the upstream through the proxy (which sends no CORS headers)', async () => {
    assert.ok(
      existsSync(join(bundleDir(), 'api-docs-elements.js')),
      'the bundle is missing: run `npm run build` first',
    );
    upstream.clear();
    const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      const sentTo: string[] = [];
      page.on('request', (r) => sentTo.push(`${r.method()} ${r.url()}`));
      await page.goto(dev.url, { waitUntil: 'load' });
      const result = (await page.evaluate(SEND)) as { status: string; note: string };
      assert.match(result.status, /^201\b/, `the playground showed: ${result.status}`);
      assert.match(result.note, /the docs proxy removed them/);

      const got = upstream.requests.find((r) => r.rawPath === '/v1/items');
      assert.ok(got, 'the upstream received the request');
      assert.equal(got.method, 'PUT');
      assert.equal(got.headers['x-api-key'], 'browser-key');
      assert.deepEqual(JSON.parse(got.bodyText), { name: 'lamp' });
      assert.ok(sentTo.includes(`PUT ${dev.url}__docs_proxy`), sentTo.join('\n'));
      assert.ok(!sentTo.some((s) => s.includes(`:${upstream.port}/`)), 'the browser itself never called the API');

      // A target the proxy refuses: the playground shows its reason in plain words.
      upstream.clear();
      const refused = (await page.evaluate(SEND_UNDECLARED)) as { reason: string; text: string };
      assert.equal(refused.reason, 'proxy-refused', refused.text);
      assert.match(refused.text, /The docs proxy does not forward to private addresses/);
      assert.match(refused.text, /127\.0\.0\.1:1 is a loopback address/);
      assert.equal(upstream.requests.length, 0);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test('on a static host without the proxy, the playground says so instead of showing its 404', async () => {
    const out = mkdtempSync(join(tmpdir(), 'docs-proxy-static-'));
    const built = await cli('build', dir, '--out', out);
    assert.equal(built.code, 0, built.err);
    // Files only: a folder serves its index.html, anything else is 404.
    const host = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = join(out, path);
      if (existsSync(file) && !file.includes('..') && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!file.startsWith(out) || !existsSync(file)) return void res.writeHead(404).end('Not found');
      res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
    try {
      upstream.clear();
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`, { waitUntil: 'load' });
      const result = (await page.evaluate(SEND)) as { status: string };
      assert.match(result.status, /^failure:\s+The docs proxy is not running/, result.status);
      assert.match(result.status, /mount the handler from api-docs-elements\/proxy/);
      assert.equal(upstream.requests.length, 0);
    } finally {
      await browser.close();
      host.close();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
