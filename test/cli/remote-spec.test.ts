/**
 * Spec sources as Mintlify reads them (issue 16): a spec named by URL is fetched by the command (a
 * loopback http server here, the one http: case allowed), once per process, and `docs build`
 * publishes the fetched text so the built site never reaches the remote host; refusals (http: to
 * another host, a private address, a redirect there, a body over the size limit) are errors that
 * name the URL; a host that does not answer is a warning; `/path` is relative to the project root.
 */
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { clearRemoteSpecs, fetchRemoteSpec } from '../../src/node/remote-spec.js';
import { cli } from './helpers.js';

const SPEC = `openapi: 3.1.0
info: { title: Remote, version: '1' }
paths:
  /pets:
    get:
      operationId: listPets
      summary: List pets
      responses: { '200': { description: ok } }
`;

const hits = new Map<string, number>();
const server = createServer((req, res) => {
  hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
  if (req.url?.startsWith('/spec')) res.writeHead(200, { 'content-type': 'text/yaml' }).end(SPEC);
  else if (req.url === '/to-private') res.writeHead(302, { location: 'https://[::ffff:10.0.0.1]/x.yaml' }).end();
  else if (req.url === '/to-http') res.writeHead(302, { location: 'http://example.test/x.yaml' }).end();
  else if (req.url === '/big') res.writeHead(200).end('x'.repeat(5000));
  else if (req.url === '/silent')
    return; // never answers
  else res.writeHead(404).end();
});
let origin = '';
const dirs: string[] = [];
before(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function project(openapi: string, extra: object = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'remote-spec-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Remote',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi },
        ],
      },
      ...extra,
    }),
  );
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHi.\n');
  return dir;
}

interface Report {
  diagnostics: { rule: string; severity: string; message: string; file?: string }[];
}
const findings = async (dir: string) => JSON.parse((await cli('validate', dir, '--format', 'json')).out) as Report;

describe('a spec named by URL', () => {
  test('is fetched, its operations become pages, and a second run in the process does not fetch again', async () => {
    clearRemoteSpecs();
    const url = `${origin}/spec-a.yaml`;
    const dir = project(url);
    const first = await findings(dir);
    assert.deepEqual(
      first.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    assert.equal(hits.get('/spec-a.yaml'), 1);
    await findings(dir);
    assert.equal(hits.get('/spec-a.yaml'), 1, 'kept in memory');
  });

  test('docs build writes the fetched spec into the site, and its operation pages read that copy, not the URL', async () => {
    clearRemoteSpecs();
    const url = `${origin}/spec-b.yaml`;
    const dir = project(url);
    const out = `${dir}-site`;
    dirs.push(out);
    const run = await cli('build', dir, '--out', out);
    assert.equal(run.code, 0, run.err);
    const copies = readdirSync(join(out, '_remote-specs'));
    assert.equal(copies.length, 1);
    assert.match(copies[0]!, /-spec-b\.yaml$/);
    assert.equal(readFileSync(join(out, '_remote-specs', copies[0]!), 'utf8'), SPEC);
    const manifest = JSON.parse(readFileSync(join(out, '_site', 'manifest.json'), 'utf8')) as {
      pages: [string, { operation?: { spec: string } }][];
    };
    const specs = manifest.pages.flatMap(([, page]) => (page.operation ? [page.operation.spec] : []));
    assert.deepEqual(specs, [`_remote-specs/${copies[0]}`], 'the operation pages read the published copy');
  });

  test('a path starting with / is relative to the project root', async () => {
    const dir = project('/specs/local.yaml');
    mkdirSync(join(dir, 'specs'));
    writeFileSync(join(dir, 'specs', 'local.yaml'), SPEC);
    const report = await findings(dir);
    assert.deepEqual(
      report.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
  });
});

describe('refusals name the URL and are errors', () => {
  const cases: [string, RegExp][] = [
    ['http://example.test/openapi.yaml', /plain http: to another host/],
    ['https://10.1.2.3/openapi.yaml', /private network/],
    ['https://[fe80::1]/openapi.yaml', /link-local/],
    ['https://user:secret@example.test/openapi.yaml', /credentials/],
  ];
  for (const [url, reason] of cases) {
    test(url, async () => {
      const report = await findings(project(url));
      const refused = report.diagnostics.find((d) => d.rule === 'spec/remote-refused');
      assert.ok(refused, JSON.stringify(report.diagnostics));
      assert.equal(refused.severity, 'error');
      assert.match(refused.message, reason);
      assert.ok(refused.message.includes(url) || refused.file === url, 'names the URL');
    });
  }

  test('a loopback URL that redirects to a private address or to plain http elsewhere is refused', async () => {
    for (const path of ['/to-private', '/to-http']) {
      const report = await findings(project(`${origin}${path}`));
      const refused = report.diagnostics.find((d) => d.rule === 'spec/remote-refused');
      assert.ok(refused, `${path}: ${JSON.stringify(report.diagnostics)}`);
      assert.match(refused.message, new RegExp(`${origin}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    }
  });

  test('a body over the size limit is refused; a host that does not answer in time is a warning', async () => {
    const root = mkdtempSync(join(tmpdir(), 'remote-limits-'));
    dirs.push(root);
    const limits = { maxBytes: 1000, timeoutMs: 300, freshMs: 0 };
    await assert.rejects(
      fetchRemoteSpec(`${origin}/big`, root, limits),
      (error: Error & { diagnostics?: object[] }) => {
        assert.match(JSON.stringify(error.diagnostics), /spec\/remote-refused.*1000-byte limit/);
        return true;
      },
    );
    await assert.rejects(
      fetchRemoteSpec(`${origin}/silent`, root, limits),
      (error: Error & { diagnostics?: object[] }) => {
        assert.match(JSON.stringify(error.diagnostics), /"warning".*spec\/remote-unavailable.*longer than/);
        return true;
      },
    );
  });
});
