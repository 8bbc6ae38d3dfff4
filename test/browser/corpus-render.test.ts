/**
 * The shared corpus through <api-endpoint>: every `must-render` OpenAPI / Swagger document under
 * 300 KB loads and its first operation renders (title, no error panel); every invalid one gives an
 * error panel or a validation warning, never a blank element or an uncaught exception. Each file
 * has 20 s. Counts are printed per folder and in total.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import { clearOpenApiCache, loadOpenApi } from '../../src/openapi/index.js';
import { after, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { watchUncaught } from '../fixtures/endpoint/deep-query.js';

const MAX_BYTES = 300_000;
const PER_FILE_MS = 20_000;
const ROOT = '/__shared/corpus/';

interface Row {
  readonly path: string;
  readonly kind: string;
  readonly expectation: string;
  readonly bytes: number;
}

type Outcome =
  { readonly ok: true; readonly ms: number } | { readonly ok: false; readonly ms: number; readonly why: string };

function withLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const openApiKind = /^(openapi|swagger)-/;

/** Renders a document's first operation; resolves to what the element shows. */
async function renderFirst(
  row: Row,
  wantValidation: boolean,
): Promise<{ title?: string; error?: string; warnings: boolean; empty: boolean }> {
  const url = new URL(ROOT + row.path, location.href).href;
  let firstOperation: string | undefined;
  let spec;
  try {
    spec = await loadOpenApi(url);
    firstOperation = spec.operations[0]?.id;
  } catch {
    // The element must show this failure itself; it is checked below.
  }
  const el = document.createElement('api-endpoint') as ApiEndpoint;
  el.spec = url;
  if (firstOperation !== undefined) el.operation = firstOperation;
  document.body.append(el);
  try {
    await el.updateComplete;
    if (wantValidation && spec !== undefined) {
      const findings = await spec.validate().catch(() => []);
      // The element starts its own (memoised) validation once the page is idle; wait for its note.
      if (findings.some((d) => d.severity !== 'info')) {
        await waitUntil(() => el.shadowRoot?.querySelector('[part="warnings"]'), 'no warning note', {
          timeout: 10_000,
        }).catch(() => undefined);
      }
      await el.updateComplete;
    }
    const root = el.shadowRoot!;
    const title = root.querySelector('[part="title"]')?.textContent?.trim();
    const error = root.querySelector('[part="error"]')?.textContent?.replace(/\s+/g, ' ').trim();
    return {
      ...(title ? { title } : {}),
      ...(error ? { error } : {}),
      warnings: root.querySelector('[part="warnings"]') !== null,
      empty: root.querySelector('[part="empty"]') !== null,
    };
  } finally {
    el.remove();
  }
}

async function checkRow(row: Row): Promise<Outcome> {
  const start = performance.now();
  const must = row.expectation === 'must-render';
  try {
    const shown = await withLimit(renderFirst(row, !must), PER_FILE_MS, row.path);
    const ms = performance.now() - start;
    if (must) {
      if (shown.error !== undefined) return { ok: false, ms, why: `error panel: ${shown.error.slice(0, 300)}` };
      if (shown.title === undefined && !shown.empty) return { ok: false, ms, why: 'nothing rendered (no title)' };
      return { ok: true, ms };
    }
    if (shown.error !== undefined || shown.warnings) return { ok: true, ms };
    return {
      ok: false,
      ms,
      why:
        shown.title === undefined
          ? 'blank: no error panel and no warning'
          : `rendered "${shown.title}" without any warning`,
    };
  } catch (error) {
    return { ok: false, ms: performance.now() - start, why: error instanceof Error ? error.message : String(error) };
  } finally {
    clearOpenApiCache(); // keep memory flat over hundreds of documents
  }
}

function folderOf(path: string): string {
  return path.split('/').slice(0, 2).join('/');
}

describe('corpus: <api-endpoint> over ../shared/corpus', function () {
  let rows: Row[] = [];
  let uncaught: ReturnType<typeof watchUncaught>;
  const totals = { mustRender: { ok: 0, failed: 0 }, invalid: { ok: 0, failed: 0 } };

  before(async () => {
    uncaught = watchUncaught();
    const tsv = await (await fetch(`${ROOT}expectations.tsv`)).text();
    const [header, ...lines] = tsv.trim().split('\n');
    const cols = (header ?? '').split('\t');
    const at = (name: string) => cols.indexOf(name);
    rows = lines
      .map((line) => line.split('\t'))
      .map((c) => ({
        path: c[at('path')] ?? '',
        kind: c[at('kind')] ?? '',
        expectation: c[at('expectation')] ?? '',
        bytes: Number(c[at('bytes')] ?? 0),
      }))
      .filter((r) => r.bytes <= MAX_BYTES);
  });

  after(() => {
    uncaught.stop();
    console.log(
      `corpus totals: must-render ${totals.mustRender.ok} rendered, ${totals.mustRender.failed} failed; ` +
        `invalid ${totals.invalid.ok} with a clear error or warning, ${totals.invalid.failed} failed; uncaught exceptions ${uncaught.errors.length}`,
    );
  });

  // One test per corpus folder, so a failure names the folder and lists each file with its reason.
  const folders = [
    'openapi/apis-guru',
    'openapi/apis-guru-2024-via-scalar-tests',
    'openapi/learn-openapis',
    'openapi/oai-schema-tests-3.1-pass',
    'openapi/oai-spec-examples',
    'openapi/openapi3-examples',
    'openapi/readme-oas-examples',
    'openapi/redoc-fixtures',
    'openapi/redocly-museum',
    'openapi/redocly-openapi-starter-multifile',
    'openapi/scalar-openapi-parser-filesystem',
    'openapi/swagger-parser-fixtures',
    'openapi/swagger-petstore-v3',
    'openapi/swagger-ui-e2e',
    'openapi/json-schema-ref-parser-circular',
  ];
  it('finds a broad sample, and every folder with must-render documents is covered', () => {
    const must = rows.filter((r) => r.expectation === 'must-render' && openApiKind.test(r.kind));
    expect(must.length).to.be.greaterThan(500);
    const uncovered = [...new Set(must.map((r) => folderOf(r.path)))].filter((f) => !folders.includes(f));
    expect(uncovered).to.deep.equal([]);
  });

  for (const folder of folders) {
    it(`must-render documents in ${folder} render their first operation`, async function () {
      const sample = rows.filter(
        (r) => folderOf(r.path) === folder && r.expectation === 'must-render' && openApiKind.test(r.kind),
      );
      this.timeout(Math.max(30_000, sample.length * (PER_FILE_MS + 1000)));
      const failures: string[] = [];
      let slowest = 0;
      for (const row of sample) {
        const outcome = await checkRow(row);
        slowest = Math.max(slowest, outcome.ms);
        if (outcome.ok) totals.mustRender.ok++;
        else {
          totals.mustRender.failed++;
          failures.push(`${row.path}: ${outcome.why}`);
        }
      }
      console.log(
        `${folder}: ${sample.length - failures.length}/${sample.length} rendered, slowest ${Math.round(slowest)} ms`,
      );
      expect(failures, failures.join('\n')).to.deep.equal([]);
      expect(uncaught.errors, 'no uncaught exception').to.deep.equal([]);
    });
  }

  it('invalid OpenAPI documents show an error panel or a warning, never a blank element', async function () {
    const sample = rows.filter(
      (r) =>
        folderOf(r.path).startsWith('invalid/') &&
        (r.expectation === 'clear-error-or-warned-render' || r.expectation === 'render-with-warning-or-clear-error') &&
        openApiKind.test(r.kind),
    );
    this.timeout(Math.max(30_000, sample.length * (PER_FILE_MS + 1000)));
    const failures: string[] = [];
    for (const row of sample) {
      const outcome = await checkRow(row);
      if (outcome.ok) totals.invalid.ok++;
      else {
        totals.invalid.failed++;
        failures.push(`${row.path}: ${outcome.why}`);
      }
    }
    console.log(`invalid: ${sample.length - failures.length}/${sample.length} with a clear error or a warning`);
    expect(sample.length).to.be.greaterThan(100);
    expect(failures, failures.join('\n')).to.deep.equal([]);
    expect(uncaught.errors, 'no uncaught exception').to.deep.equal([]);
  });
});
