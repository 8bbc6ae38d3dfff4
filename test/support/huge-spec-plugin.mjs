// A @web/test-runner plugin serving a generated huge documentation project (test/support/huge-spec.mjs), made in
// memory on first request and never written to the repository:
//   GET /__huge/<operations>/docs.json     → a docs.json whose navigation is generated from the spec
//   GET /__huge/<operations>/openapi.json  → the deterministic spec with that many operations (at most 20,000)
import { hugeDocsJson, makeHugeSpec } from './huge-spec.mjs';

const made = new Map();

export function hugeSpecPlugin() {
  return {
    name: 'huge-spec',
    serve(context) {
      const m = /^\/__huge\/(\d+)\/(docs|openapi)\.json$/.exec(context.path);
      if (m === null) return undefined;
      const operations = Math.min(20000, Number(m[1]));
      const key = `${operations}/${m[2]}`;
      if (!made.has(key))
        made.set(key, JSON.stringify(m[2] === 'docs' ? hugeDocsJson('openapi.json') : makeHugeSpec({ operations })));
      return { body: made.get(key), type: 'application/json' };
    },
  };
}
