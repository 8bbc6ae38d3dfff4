// Every component schema of the real-world specs in ../shared/specs through every schema helper:
// nothing throws, examples are deterministic, and the work stays bounded on the 4 MB documents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import type { Schema } from '../../src/openapi/types.js';
import {
  describeType,
  exampleFromSchema,
  objectProperties,
  schemaConstraints,
  variants,
} from '../../src/schema/index.js';

const specsDir = new URL('../../../shared/specs/', import.meta.url);
const specFiles = readdirSync(specsDir).filter((name) => name.endsWith('.json'));

/** Resolves a local `#/…` pointer in the raw document (the loader does this for real; here raw `$ref`s act as markers). */
function pointerResolver(doc: unknown): (ref: string) => Schema | undefined {
  return (ref) => {
    if (!ref.startsWith('#/')) return undefined;
    let node: unknown = doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
      node = (node as Record<string, unknown>)[key];
    }
    return typeof node === 'object' && node !== null ? (node as Schema) : undefined;
  };
}

test('spec files are present', () => {
  assert.ok(specFiles.length >= 3, `found ${specFiles.length}`);
});

for (const file of specFiles) {
  test(`every component schema of ${file}`, () => {
    const doc = JSON.parse(readFileSync(new URL(file, specsDir), 'utf8')) as {
      components?: { schemas?: Record<string, Schema> };
    };
    const schemas = Object.entries(doc.components?.schemas ?? {});
    const resolveRef = pointerResolver(doc);
    let slowest = 0;
    let slowestName = '';
    const started = performance.now();
    for (const [name, schema] of schemas) {
      const t0 = performance.now();
      assert.equal(typeof describeType(schema), 'string');
      assert.ok(Array.isArray(schemaConstraints(schema)));
      for (const v of variants(schema)) assert.ok(v.label.length > 0, `${name}: empty label`);
      objectProperties(schema, { resolveRef });
      const req = JSON.stringify(exampleFromSchema(schema, { direction: 'request', resolveRef }) ?? null);
      const res = JSON.stringify(exampleFromSchema(schema, { direction: 'response', resolveRef }) ?? null);
      assert.equal(
        JSON.stringify(exampleFromSchema(schema, { direction: 'request', resolveRef }) ?? null),
        req,
        `${name}: not deterministic`,
      );
      assert.ok(req.length < 2_000_000 && res.length < 2_000_000, `${name}: example too large`);
      const elapsed = performance.now() - t0;
      if (elapsed > slowest) [slowest, slowestName] = [elapsed, name];
    }
    const total = performance.now() - started;
    console.log(
      `${file}: ${schemas.length} schemas in ${total.toFixed(0)} ms, slowest ${slowestName} ${slowest.toFixed(1)} ms`,
    );
    assert.ok(slowest < 1000, `${slowestName} took ${slowest} ms`);
  });
}
