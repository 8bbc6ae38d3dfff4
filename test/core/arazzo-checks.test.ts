/** What parseArazzo reports about one document: expressions naming what is not there, unreachable steps, ids, places. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseArazzo } from '../../src/arazzo/index.js';
import { DiagnosticError } from '../../src/diagnostics.js';

const DOC = `arazzo: 1.0.1
info: { title: Shop, version: 1.0.0 }
sourceDescriptions:
  - name: shop
    url: ./shop.yaml
    type: openapi
workflows:
  - workflowId: buy
    inputs:
      type: object
      properties:
        user: { type: string }
    steps:
      - stepId: login
        operationId: login
        parameters:
          - name: user
            in: query
            value: $inputs.usr
        successCriteria:
          - condition: $statusCode == 200
        outputs:
          token: $response.body#/token
      - stepId: order
        operationId: $sourceDescriptions.shop.order
        parameters:
          - name: Authorization
            in: header
            value: Bearer {$steps.login.outputs.tokn}
          - name: other
            in: query
            value: $steps.logout.outputs.token
        onSuccess:
          - name: done
            type: end
      - stepId: never
        operationId: audit
        onFailure:
          - name: again
            type: goto
            stepId: nowhere
    outputs:
      token: $steps.login.outputs.token
`;

async function findings(text: string) {
  const doc = await parseArazzo(text, 'file:///project/shop.arazzo.yaml');
  return doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
}

test('names the missing input, output and step of each expression, at its line and column', async () => {
  const found = await findings(DOC);
  assert.ok(
    found.some((f) => /^19:20 warning arazzo\/unknown-input "\$inputs\.usr".*declares only "user"/.test(f)),
    found.join('\n'),
  );
  assert.ok(
    found.some((f) =>
      /^29:20 warning arazzo\/unknown-output .*output "tokn" of step "login", which has only "token"/.test(f),
    ),
    found.join('\n'),
  );
  assert.ok(
    found.some((f) => /^32:20 error arazzo\/unknown-step .*step "logout".*Did you mean "login"/.test(f)),
    found.join('\n'),
  );
});

test('a step after an unconditional end is unreachable, and a goto to an unknown step is an error', async () => {
  const found = await findings(DOC);
  assert.ok(
    found.some((f) => /^36:9 warning arazzo\/unreachable-step Step "never"/.test(f)),
    found.join('\n'),
  );
  assert.ok(
    found.some((f) => /error arazzo\/unknown-step Action "again" goes to step "nowhere"/.test(f)),
    found.join('\n'),
  );
  assert.equal(found.filter((f) => f.includes('unreachable')).length, 1);
});

test('a conditional end, or a goto back, keeps the next steps reachable', async () => {
  const conditional = DOC.replace(
    '            type: end\n',
    '            type: end\n            criteria:\n              - condition: $statusCode == 204\n',
  );
  assert.ok(!(await findings(conditional)).some((f) => f.includes('unreachable')));
  const jump = DOC.replace('            type: end\n', '            type: goto\n            stepId: never\n');
  assert.ok(!(await findings(jump)).some((f) => f.includes('unreachable')));
});

test('a document with no mistakes has no findings', async () => {
  const clean = DOC.replace('$inputs.usr', '$inputs.user')
    .replace('outputs.tokn', 'outputs.token')
    .replace('$steps.logout', '$steps.login')
    .replace('stepId: nowhere', 'stepId: login')
    .replace('            type: end\n', '            type: goto\n            stepId: never\n');
  assert.deepEqual(await findings(clean), []);
});

test('the schema of the version is applied, and a document that is no Arazzo is refused with its place', async () => {
  const found = await findings(DOC.replace('        operationId: audit\n', ''));
  assert.ok(
    found.some((f) => f.includes('arazzo/schema')),
    found.join('\n'),
  );
  await assert.rejects(parseArazzo('arazzo: 3.0.0\n', 'file:///x.yaml'), (error: unknown) => {
    assert.ok(error instanceof DiagnosticError);
    assert.match(error.message, /x\.yaml:1:9 {2}error {2}Arazzo 3\.0\.0 is not supported/);
    return true;
  });
  await assert.rejects(
    parseArazzo('- a\n- b\n', 'file:///x.yaml'),
    /x\.yaml:1:1 {2}error {2}An Arazzo document is a mapping/,
  );
});
