// Attacks on the playground proxy that need raw bytes or a resolver of our own, under Node: request
// smuggling (conflicting Content-Length / Transfer-Encoding, sent byte for byte over a socket), Host
// and absolute-form tricks, pipelined requests kept apart, and DNS rebinding (a declared name that
// resolves to loopback, first or on a later lookup) refused before any byte reaches the address.
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createProxyHandler, type LookupFunction } from '../../src/proxy/index.js';
import { startUpstream, type Echo, type Upstream } from '../support/proxy-cases.js';
import { startDevFixture, type DevFixture } from '../support/proxy-dev.js';

let upstream: Upstream;
let fixture: DevFixture;
let devPort: number;

before(async () => {
  upstream = await startUpstream();
  fixture = await startDevFixture(upstream, { proxyTimeoutMs: 2_000 });
  devPort = Number(new URL(fixture.dev.url).port);
});

after(async () => {
  await fixture?.close();
  await upstream?.close();
});

/** Sends `bytes` as they are and reads until the server closes the socket or `quietMs` pass without data. */
function raw(port: number, bytes: string, quietMs = 400): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let timer = setTimeout(() => socket.end(), quietMs * 4);
    socket.setEncoding('latin1');
    socket.on('data', (c: string) => {
      text += c;
      clearTimeout(timer);
      timer = setTimeout(() => socket.end(), quietMs);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
    socket.on('error', reject);
    socket.write(bytes, 'latin1');
  });
}

/** The JSON body of a raw answer (chunk sizes, if any, around it). */
const echoIn = (text: string): Echo => JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Echo;

const statuses = (text: string): number[] => [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));

describe('request smuggling through docs dev', () => {
  const target = (): string => `${upstream.origin}/v1/items`;
  const smuggled = (): string =>
    `GET /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: ${upstream.origin}/v1/smuggled\r\n\r\n`;
  const attempts: [string, () => string][] = [
    [
      'Content-Length and Transfer-Encoding together',
      () =>
        `POST /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: ${target()}\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${smuggled()}`,
    ],
    [
      'two different Content-Lengths',
      () =>
        `POST /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: ${target()}\r\nContent-Length: 0\r\nContent-Length: ${smuggled().length}\r\n\r\n${smuggled()}`,
    ],
    [
      'an obfuscated Transfer-Encoding (space before the colon)',
      () =>
        `POST /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: ${target()}\r\nTransfer-Encoding : chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n${smuggled()}`,
    ],
    [
      'a Transfer-Encoding that does not end in chunked',
      () =>
        `POST /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: ${target()}\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n${smuggled()}`,
    ],
    [
      'a chunk size with junk after it',
      () =>
        `POST /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: ${target()}\r\nTransfer-Encoding: chunked\r\n\r\n3 x\r\nabc\r\n0\r\n\r\n${smuggled()}`,
    ],
  ];
  for (const [name, bytes] of attempts) {
    test(`${name}: 400, and nothing reaches the upstream`, async () => {
      const before = upstream.seen.length;
      const answer = await raw(devPort, bytes());
      assert.deepEqual(statuses(answer), [400], answer);
      assert.deepEqual(upstream.seen.slice(before), [], 'the upstream got a request');
    });
  }

  test('the upstream gets a streamed body as chunked and a sized one with its length, never both', async () => {
    const chunked = await raw(
      devPort,
      `POST /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: ${target()}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\nabc\r\n0\r\n\r\n`,
    );
    const sized = await raw(
      devPort,
      `POST /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: ${target()}\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc`,
    );
    const a = echoIn(chunked);
    const b = echoIn(sized);
    assert.equal(a.bytes, 3);
    assert.equal(a.headers['transfer-encoding'], 'chunked');
    assert.equal(a.headers['content-length'], undefined);
    assert.equal(b.bytes, 3);
    assert.equal(b.headers['content-length'], '3');
    assert.equal(b.headers['transfer-encoding'], undefined);
  });

  test('pipelined requests on one connection each get their own answer, in order', async () => {
    const one = (id: string): string =>
      `GET /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: ${upstream.origin}/v1/items/${id}\r\nX-Request-Id: ${id}\r\n\r\n`;
    const answer = await raw(devPort, `${one('p1')}${one('p2')}${one('p3')}`);
    assert.deepEqual(statuses(answer), [200, 200, 200], answer);
    const ids = [...answer.matchAll(/"id":"(p\d)"/g)].map((m) => m[1]);
    assert.deepEqual(ids, ['p1', 'p2', 'p3']);
  });
});

describe('Host and request-target tricks through docs dev', () => {
  test('a forged Host or an absolute-form request line changes nothing: the declared target is what is reached', async () => {
    const before = upstream.seen.length;
    const answer = await raw(
      devPort,
      `GET http://169.254.169.254/__docs_proxy HTTP/1.1\r\nHost: 169.254.169.254\r\nX-Forwarded-Host: 169.254.169.254\r\nX-Docs-Proxy-Target: ${upstream.origin}/v1/items\r\nConnection: close\r\n\r\n`,
    );
    assert.deepEqual(statuses(answer), [200], answer);
    const echo = echoIn(answer);
    assert.equal(echo.host, `127.0.0.1:${upstream.port}`);
    assert.equal(echo.headers['x-forwarded-host'], undefined);
    assert.equal(upstream.seen.length - before, 1);
  });

  test('two X-Docs-Proxy-Target headers: the first is checked and used, a second cannot slip past', async () => {
    const answer = await raw(
      devPort,
      `GET /__docs_proxy HTTP/1.1\r\nHost: x\r\nX-Docs-Proxy-Target: http://169.254.169.254/latest\r\nX-Docs-Proxy-Target: ${upstream.origin}/v1/items\r\nConnection: close\r\n\r\n`,
    );
    // Node joins repeated custom headers with ", ": the joined value is no valid declared URL.
    assert.equal(statuses(answer)[0], answer.includes('private-address') ? 403 : 400, answer);
    assert.match(answer, /x-docs-proxy-refusal: (private-address|invalid-target|undeclared-host)/i);
  });
});

describe('DNS rebinding', () => {
  let server: Server | undefined;
  after(() => server?.close());

  async function proxyWith(lookup: LookupFunction): Promise<string> {
    server?.close();
    server = createServer(
      createProxyHandler({ allowedServers: [`http://api.rebind.test:${upstream.port}/v1`], lookup, timeoutMs: 500 }),
    );
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
  }

  const answerOf = async (url: string): Promise<{ status: number; error?: string; reason?: string }> => {
    const res = await fetch(url, {
      headers: { 'x-docs-proxy-target': `http://api.rebind.test:${upstream.port}/v1/items` },
    });
    return { status: res.status, ...((await res.json()) as { error?: string; reason?: string }) };
  };

  test('a name that resolves to a public address and to loopback (all addresses) is refused', async () => {
    const before = upstream.seen.length;
    const url = await proxyWith((_h, options, cb) =>
      options.all
        ? cb(null, [
            { address: '203.0.113.7', family: 4 },
            { address: '127.0.0.1', family: 4 },
          ])
        : cb(null, '127.0.0.1', 4),
    );
    const answer = await answerOf(url);
    assert.equal(answer.status, 403);
    assert.equal(answer.error, 'private-address');
    assert.match(answer.reason!, /resolves to 127\.0\.0\.1, a loopback address/);
    assert.equal(upstream.seen.length, before);
  });

  test('a name that resolves to public first and to loopback on the next lookup is refused the second time', async () => {
    const before = upstream.seen.length;
    let calls = 0;
    const url = await proxyWith((_h, options, cb) => {
      const address = calls++ === 0 ? '192.0.2.1' : '::ffff:127.0.0.1';
      const family = address.includes(':') ? 6 : 4;
      return options.all ? cb(null, [{ address, family }]) : cb(null, address, family);
    });
    const first = await answerOf(url);
    assert.ok(first.status === 502 || first.status === 504, `first: ${first.status} ${first.error}`);
    const second = await answerOf(url);
    assert.equal(second.status, 403);
    assert.equal(second.error, 'private-address');
    assert.equal(upstream.seen.length, before, 'no request reached the loopback upstream');
  });
});
