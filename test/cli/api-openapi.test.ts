/**
 * `api.openapi` (issue 16): the site's OpenAPI file for pages whose frontmatter names an operation
 * without a file (`openapi: GET /pets`, the common Mintlify habit); a project with no OpenAPI file
 * at all renders such pages without the operation, with a warning instead of failing the build.
 */
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cli } from './helpers.js';

const SPEC = `openapi: 3.1.0
info: { title: Pets, version: '1' }
paths:
  /pets:
    get: { operationId: listPets, responses: { '200': { description: ok } } }
  /cats:
    get: { operationId: listCats, responses: { '200': { description: ok } } }
`;
const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(api?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-openapi-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Pets',
      ...(api === undefined ? {} : { api }),
      navigation: { groups: [{ group: 'API', pages: ['pets'] }] },
    }),
  );
  mkdirSync(join(dir, 'specs'));
  writeFileSync(join(dir, 'specs', 'pets.yaml'), SPEC);
  writeFileSync(join(dir, 'specs', 'other.yaml'), SPEC.replace('Pets', 'Other'));
  writeFileSync(join(dir, 'pets.mdx'), '---\ntitle: List pets\nopenapi: GET /pets\n---\n');
  return dir;
}

interface Report {
  diagnostics: { rule: string; severity: string }[];
}

test('a page naming an operation without a file reads it from api.openapi (a path from the project root)', async () => {
  const run = await cli('validate', project({ openapi: ['/specs/pets.yaml'] }), '--format', 'json');
  const report = JSON.parse(run.out) as Report;
  assert.equal(run.code, 0, run.out);
  assert.ok(!report.diagnostics.some((d) => d.rule === 'mdx/openapi-spec'), run.out);
});

test('with no OpenAPI file anywhere the page is a warning, not an error', async () => {
  const dir = project();
  rmSync(join(dir, 'specs'), { recursive: true });
  const run = await cli('validate', dir, '--format', 'json');
  const report = JSON.parse(run.out) as Report;
  assert.equal(run.code, 0, run.out);
  assert.deepEqual(
    report.diagnostics.filter((d) => d.rule === 'mdx/openapi-spec').map((d) => d.severity),
    ['warning'],
  );
});
