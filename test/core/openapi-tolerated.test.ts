/**
 * Faults Mintlify renders through (issue 16, seen in the corpus): an OpenAPI file without
 * `info.version`, a schema whose `required` names a property it does not define. They are warnings
 * that say the spec still renders; a real fault next to them stays an error.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadOpenApi } from '../../src/index.js';

test('a missing info.version and a required property left undefined are warnings; a bad `in` stays an error', async () => {
  const yaml = [
    'openapi: 3.1.0',
    'info:',
    '  title: No version',
    'paths:',
    '  /a:',
    '    post:',
    '      parameters:',
    '        - { name: q, in: qury, schema: { type: string } }',
    '      requestBody:',
    '        content:',
    '          application/json:',
    '            schema: { type: object, required: [ghost], properties: { real: { type: string } } }',
    '      responses: { "200": { description: ok } }',
  ].join('\n');
  const spec = await loadOpenApi('mem://tolerated.yaml', { text: yaml, fresh: true });
  const found = await spec.validate();
  const version = found.find((d) => d.message.startsWith('"version" is required'));
  const ghost = found.find((d) => d.code === 'schema/required-undefined');
  assert.equal(version?.severity, 'warning');
  assert.match(version!.message, /renders without it/);
  assert.equal(ghost?.severity, 'warning');
  assert.ok(
    found.some((d) => d.severity === 'error' && /qury/.test(d.message)),
    found.map((d) => `${d.severity} ${d.message}`).join('\n'),
  );
});
