// A long chain of `$ref`s (each schema's property pointing at the next, 2,000 deep, no cycle) resolves with Node's
// default stack: past the nesting bound the resolver stops with a "Nested too deeply" marker and a `schema/too-deep`
// warning instead of overflowing the stack. Found by a first version of the 20,000-operation fixture
// (test/support/huge-spec.mjs), whose 400-schema parent chains overflowed the stack at the old bound of 256 (about
// 790 frames).
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { loadOpenApi } from '../../src/openapi/index.js';

const CHAIN = 2000;

function chainSpec(): string {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < CHAIN; i++)
    schemas[`Node${i}`] = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        ...(i + 1 < CHAIN ? { next: { $ref: `#/components/schemas/Node${i + 1}` } } : {}),
      },
    };
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Chain', version: '1' },
    paths: {
      '/chain': {
        get: {
          responses: {
            200: {
              description: 'OK',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Node0' } } },
            },
          },
        },
      },
    },
    components: { schemas },
  });
}

test('a 2,000-deep $ref chain resolves, cut off with a marker and a warning', async () => {
  const spec = await loadOpenApi('file:///chain.json', { text: chainSpec(), fresh: true });
  const op = await spec.resolveOperation('GET /chain');
  let schema = op.responses[0]!.content[0]!.schema as Record<string, unknown> | undefined;
  let levels = 0;
  while (schema !== undefined && (schema.properties as Record<string, unknown> | undefined)?.next !== undefined) {
    schema = (schema.properties as Record<string, Record<string, unknown>>).next;
    levels++;
  }
  assert.ok(levels > 20 && levels < CHAIN, `${levels} levels shown`);
  assert.equal(schema?.title, 'Nested too deeply');
  assert.ok(
    op.diagnostics.some((d) => d.code === 'schema/too-deep'),
    'a schema/too-deep warning',
  );
});
