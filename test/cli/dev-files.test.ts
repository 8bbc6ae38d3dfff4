// `docs dev` as a server of files, attacked with raw HTTP: path traversal (`/../`, `%2e%2e`, `%2f`,
// backslashes, double encoding, NUL), symlinks leaving the project, files beside the project and
// files of the project it does not publish are refused; the library's assets likewise; `docs build`
// copies none of them. And 100 edits of a page in one second settle into one reload whose page is
// the last edit.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildSite } from '../../src/cli/build.js';
import { startDevServer, type DevServer } from '../../src/cli/dev.js';
import { bundleDir } from '../../src/cli/package-root.js';
import { ASSETS } from '../../src/cli/html.js';
import { mdxPageFile } from '../../src/site/manifest.js';
import { until } from '../support/proxy-cases.js';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-PROJECT';
let base: string;
let dir: string;
let dev: DevServer;
let port: number;

before(async () => {
  base = mkdtempSync(join(tmpdir(), 'docs-dev-files-'));
  dir = join(base, 'project');
  cpSync('examples/docs', dir, { recursive: true });
  // Beside the project: a secret, and a folder a symlink inside points to.
  writeFileSync(join(base, 'secret.txt'), SECRET);
  mkdirSync(join(base, 'elsewhere'));
  writeFileSync(join(base, 'elsewhere', 'leak.png'), SECRET);
  writeFileSync(join(dir, 'notes.txt'), `${SECRET} (in the project, not published)`);
  mkdirSync(join(dir, 'images'));
  writeFileSync(join(dir, 'images', 'ok.png'), 'PNG');
  symlinkSync(join(base, 'secret.txt'), join(dir, 'images', 'link.png'));
  symlinkSync(join(base, 'elsewhere'), join(dir, 'images', 'out'));
  symlinkSync(join(base, 'secret.txt'), join(dir, 'public-link.png'));
  // Published places: the public/ folder (served as is) and images an MDX page links to.
  mkdirSync(join(dir, 'public'));
  writeFileSync(join(dir, 'public', 'fine.png'), 'PUBLIC PNG');
  symlinkSync(join(base, 'secret.txt'), join(dir, 'public', 'link.png'));
  symlinkSync(join(base, 'elsewhere'), join(dir, 'public', 'out'));
  appendFileSync(
    join(dir, 'introduction.mdx'),
    '\n![ok](/images/ok.png) ![link](/images/link.png) ![out](/images/out/leak.png)\n',
  );
  dev = await startDevServer(join(dir, 'docs.json'), { port: 0 });
  port = Number(new URL(dev.url).port);
});

after(async () => {
  await dev?.close();
  if (base !== undefined) rmSync(base, { recursive: true, force: true });
});

/** One GET with the request-target sent exactly as written (no client normalises it first). */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (c: string) => (text += c));
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

describe('docs dev refuses files outside what the site publishes', () => {
  const attempts = [
    '/../secret.txt',
    '/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..\\secret.txt',
    '/..%5csecret.txt',
    '/%5c..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/images/../../secret.txt',
    '/images/%2e%2e/%2e%2e/secret.txt',
    '/images/..%2f..%2fsecret.txt',
    '/images/link.png',
    '/images/out/leak.png',
    '/public-link.png',
    '/link.png',
    '/out/leak.png',
    '/public/link.png',
    '/%6cink.png',
    '/notes.txt',
    '/docs.json%00.png',
    '/%00../secret.txt',
    `/${base}/secret.txt`,
    `//${base.slice(1)}/secret.txt`,
    `/${ASSETS}/../../secret.txt`,
    `/${ASSETS}/%2e%2e/%2e%2e/package.json`,
    `/${ASSETS}/..%2f..%2fpackage.json`,
    `/${ASSETS}/themes/..%2f..%2f..%2fpackage.json`,
    `/${ASSETS}/%252e%252e/package.json`,
    '/.git/config',
    '/%2egit/config',
    `http://127.0.0.1/../secret.txt`,
  ];
  for (const target of attempts) {
    test(`GET ${target}`, async () => {
      const { status, body } = await rawGet(target);
      assert.ok(!body.includes(SECRET), `the secret was served for ${target}`);
      assert.ok(!body.includes('"name": "api-docs-elements"'), `package.json was served for ${target}`);
      assert.ok(!body.includes('[core]'), `.git/config was served for ${target}`);
      // Either refused outright, or the site's page shell (any page URL gets it): never a file's bytes.
      assert.ok(
        status === 400 || status === 404 || (status === 200 && body.includes('<api-docs')),
        `${target}: ${status} ${body.slice(0, 200)}`,
      );
    });
  }

  test('what the site does publish is served (so the refusals above are not a server that serves nothing)', async () => {
    const page = await rawGet('/docs.json');
    assert.equal(page.status, 200);
    assert.match(page.body, /"navigation"/);
    const image = await rawGet('/images/ok.png');
    assert.deepEqual([image.status, image.body], [200, 'PNG'], 'a linked image inside the project is served');
    const pub = await rawGet('/fine.png');
    assert.deepEqual([pub.status, pub.body], [200, 'PUBLIC PNG'], 'a file of public/ is served');
  });
});

describe('docs build publishes nothing from outside the project', () => {
  test('symlinks in public/ and linked images that leave the project are not copied; the files inside are', async () => {
    assert.ok(existsSync(bundleDir()), 'the bundle is missing: run `npm run build` first');
    const out = join(base, 'site');
    await buildSite(join(dir, 'docs.json'), { out });
    const files = readdirSync(out, { recursive: true }).map(String);
    for (const file of files) {
      const path = join(out, file);
      if (statSync(path).isFile())
        assert.ok(!readFileSync(path, 'latin1').includes(SECRET), `${file} holds the secret`);
    }
    assert.ok(files.includes(join('images', 'ok.png')), 'the linked image inside the project is published');
    assert.ok(files.includes('fine.png'), 'public/fine.png is published');
    for (const gone of ['link.png', join('out', 'leak.png'), join('images', 'link.png'), 'notes.txt', 'secret.txt'])
      assert.ok(!files.includes(gone), `${gone} was published`);
  });
});

describe('docs dev live reload', () => {
  /** Reads the dev server's event stream; `events` fills as they come. */
  function listen(): { events: { event: string; data: unknown }[]; close: () => void } {
    const events: { event: string; data: unknown }[] = [];
    const req = httpRequest(`${dev.url}${ASSETS}/events`, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event !== undefined && data !== undefined) events.push({ event, data: JSON.parse(data) as unknown });
        }
      });
    });
    req.on('error', () => {});
    req.end();
    return { events, close: () => req.destroy() };
  }

  test('100 edits in one second settle into one reload showing the last edit', async () => {
    const stream = listen();
    await until(() => stream.events.some((e) => e.event === 'diagnostics'), 'the first diagnostics');
    const file = join(dir, 'guides', 'authentication.mdx');
    // The edits come from another process, paced 5 ms apart (about a second for all 100 on a busy machine), so this process's own load cannot bunch them.
    const writer = `const fs = require('node:fs'); const wait = new Int32Array(new SharedArrayBuffer(4)); const t0 = Date.now();
      for (let i = 0; i < 100; i++) { fs.writeFileSync(${JSON.stringify(file)}, '---\\ntitle: Edit ' + i + '\\n---\\n\\nBody of edit ' + i + '.\\n'); Atomics.wait(wait, 0, 0, 5); }
      process.stdout.write(String(Date.now() - t0));`;
    const writingMs = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', writer], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`writer exited ${code}`))));
    });
    const changes = (): { event: string; data: unknown }[] => stream.events.filter((e) => e.event === 'change');
    await until(() => changes().length >= 1, 'a change event');
    // A sentinel edit of another file: its change comes after every change the burst caused.
    writeFileSync(join(dir, 'docs.json'), `${(await (await fetch(`${dev.url}docs.json`)).text()).trimEnd()}\n\n`);
    await until(() => changes().some((e) => JSON.stringify(e.data).includes('docs.json')), 'the sentinel change');
    stream.close();
    const burst = changes().filter((e) => !JSON.stringify(e.data).includes('docs.json'));
    console.log(`dev reload: 100 edits written in ${writingMs} ms gave ${burst.length} reload(s)`);
    assert.equal(burst.length, 1, `reloads for the burst: ${JSON.stringify(burst)}`);
    assert.deepEqual(burst[0]!.data, { files: ['guides/authentication.mdx'], pages: ['guides/authentication'] });
    const page = await (await fetch(`${dev.url}${mdxPageFile('guides/authentication.mdx')}`)).text();
    assert.match(page, /Edit 99/, 'the page after the reload is the last edit');
    assert.doesNotMatch(page, /Edit 98\b/);
  });
});
