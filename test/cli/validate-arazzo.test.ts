// `docs validate` on a project with Arazzo files (`arazzo` on a group and under `api`, and a page's `arazzo:`
// frontmatter): unknown operationIds, operationPaths that name a Path Item, missing outputs, unreachable steps and
// unknown workflows, each at its file:line:col; a source on another host is never contacted.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cli, fixtures } from './helpers.js';

const dir = `${fixtures}/arazzo`;

test('docs validate reports each Arazzo finding with its place, and a clean workflow file adds none', async () => {
  const { code, out } = await cli('validate', dir);
  assert.equal(code, 1);
  const lines = out.trim().split('\n');
  assert.deepEqual(lines.slice(0, -1), [
    `${dir}/flows.arazzo.yaml:19:22  error  Step "pet" calls operationId "getPett", which source "shop" does not have. Did you mean "getPet"?  [arazzo/unknown-operation]`,
    `${dir}/flows.arazzo.yaml:22:55  warning  "$steps.login.outputs.tokn" names output "tokn" of step "login", which has only "token".  [arazzo/unknown-output]`,
    `${dir}/flows.arazzo.yaml:24:24  error  Step "order": operationPath "/paths/~1orders" points at a Path Item, not an operation; add the method ("/paths/~1orders/post").  [arazzo/operation-path-not-operation]`,
    `${dir}/flows.arazzo.yaml:27:9  warning  Step "receipt" of workflow "checkout" can never run: every path before it ends or jumps past it.  [arazzo/unreachable-step]`,
    `${dir}/guides/checkout.mdx:3:1  error  \`arazzo\` names workflow "chekout", which flows.arazzo.yaml does not have. Did you mean "checkout"?  [frontmatter/arazzo-workflow]`,
  ]);
  assert.equal(lines.at(-1), '3 errors, 2 warnings in 5 files');
});

test('docs validate on one Arazzo file resolves its steps against the files beside it', async () => {
  const { code, out } = await cli('validate', `${dir}/flows.arazzo.yaml`);
  assert.equal(code, 1);
  const lines = out.trim().split('\n');
  assert.equal(lines.length, 5, out);
  assert.match(
    lines[0]!,
    /^test\/fixtures\/cli\/arazzo\/flows\.arazzo\.yaml:19:22 {2}error {2}Step "pet" calls operationId "getPett"/,
  );
  assert.equal(lines.at(-1), '2 errors, 2 warnings in 1 file');
  const clean = await cli('validate', `${dir}/payments.arazzo.yaml`);
  assert.equal(clean.code, 0, clean.out);
  assert.match(clean.out, /0 errors, 0 warnings in 1 file/);
});

test('a source description on another host is reported and never fetched', async () => {
  let requests = 0;
  const server = createServer((_req, res) => {
    requests++;
    res.end('openapi: 3.1.0\ninfo: { title: x, version: "1" }\npaths: {}\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const project = mkdtempSync(join(tmpdir(), 'arazzo-remote-'));
  try {
    const { port } = server.address() as AddressInfo;
    writeFileSync(join(project, 'docs.json'), JSON.stringify({ name: 'Remote', api: { arazzo: 'flow.arazzo.yaml' } }));
    writeFileSync(
      join(project, 'flow.arazzo.yaml'),
      [
        'arazzo: 1.0.1',
        'info: { title: Remote, version: 1.0.0 }',
        'sourceDescriptions:',
        `  - { name: remote, url: 'http://127.0.0.1:${port}/openapi.yaml', type: openapi }`,
        'workflows:',
        '  - workflowId: one',
        '    steps:',
        '      - { stepId: only, operationId: anything }',
        '',
      ].join('\n'),
    );
    const { code, out } = await cli('validate', project);
    assert.equal(requests, 0, 'nothing was sent to the other host');
    assert.equal(code, 0, out);
    assert.match(
      out,
      /flow\.arazzo\.yaml:4:26 {2}warning {2}Source description "remote" \(http:\/\/127\.0\.0\.1:\d+\/openapi\.yaml\) is not read: it is not a file of the project .*\[arazzo\/source-unavailable\]/,
    );
  } finally {
    server.close();
    rmSync(project, { recursive: true, force: true });
  }
});
