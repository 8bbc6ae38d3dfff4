/**
 * The shared corpus through <api-channel>: every `must-render` AsyncAPI document loads and its first
 * channel renders (title, no error panel; a document without channels shows the "name a channel"
 * hint); every invalid one gives an error panel or a validation note, never a blank element or an
 * uncaught exception. Each file has 20 s; counts are printed per folder.
 */
import { expect } from '@open-wc/testing';
import '../../components/api-channel/api-channel.js';
import type { ApiChannel } from '../../components/api-channel/api-channel.element.js';
import { clearAsyncApiCache, loadAsyncApi } from '../../src/asyncapi/index.js';
import { after, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { watchUncaught } from '../fixtures/endpoint/deep-query.js';

const PER_FILE_MS = 20_000;
const ROOT = '/__shared/corpus/';

interface Row {
  readonly path: string;
  readonly kind: string;
  readonly expectation: string;
}

interface Shown {
  readonly title?: string;
  readonly error?: string;
  readonly warnings: boolean;
  readonly empty: boolean;
}

function withLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

async function renderFirst(row: Row): Promise<Shown> {
  const url = new URL(ROOT + row.path, location.href).href;
  let first: string | undefined;
  try {
    first = (await loadAsyncApi(url)).channels[0]?.id;
  } catch {
    // The element must show this failure itself: checked below.
  }
  const el = document.createElement('api-channel') as ApiChannel;
  el.spec = url;
  el.channel = first ?? '';
  document.body.append(el);
  try {
    await el.updateComplete;
    const root = el.shadowRoot!;
    const title = root.querySelector('[part~="title"]')?.textContent?.trim();
    const error = root.querySelector('[part~="error"]')?.textContent?.replace(/\s+/g, ' ').trim();
    return {
      ...(title ? { title } : {}),
      ...(error ? { error } : {}),
      warnings: root.querySelector('[part~="warnings"]') !== null,
      empty: root.querySelector('[part~="empty"]') !== null,
    };
  } finally {
    el.remove();
  }
}

async function check(row: Row): Promise<string | undefined> {
  try {
    const shown = await withLimit(renderFirst(row), PER_FILE_MS, row.path);
    if (row.expectation === 'must-render') {
      if (shown.error !== undefined) return `error panel: ${shown.error.slice(0, 300)}`;
      if (shown.title === undefined && !shown.empty) return 'nothing rendered (no title)';
      return undefined;
    }
    if (shown.error !== undefined || shown.warnings) return undefined;
    return shown.title === undefined
      ? 'blank: no error panel and no warning'
      : `rendered "${shown.title}" without any warning`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearAsyncApiCache();
  }
}

const folderOf = (path: string) => path.split('/').slice(0, 2).join('/');
const isAsyncApi = (r: Row) =>
  r.kind.startsWith('asyncapi-') ||
  (r.kind === 'fragment' && r.path.includes('asyncapi') && r.expectation !== 'loaded-via-ref');

describe('corpus: <api-channel> over ../shared/corpus', function () {
  let rows: Row[] = [];
  let uncaught: ReturnType<typeof watchUncaught>;

  before(async () => {
    uncaught = watchUncaught();
    const tsv = await (await fetch(`${ROOT}expectations.tsv`)).text();
    const [header, ...lines] = tsv.trim().split('\n');
    const cols = (header ?? '').split('\t');
    const at = (name: string) => cols.indexOf(name);
    rows = lines
      .map((line) => line.split('\t'))
      .map((c) => ({ path: c[at('path')] ?? '', kind: c[at('kind')] ?? '', expectation: c[at('expectation')] ?? '' }))
      .filter(isAsyncApi);
  });

  after(() => uncaught.stop());

  it('every must-render AsyncAPI document renders its first channel', async function () {
    const sample = rows.filter((r) => r.expectation === 'must-render');
    expect(sample.length, 'the corpus lists 69 must-render AsyncAPI documents').to.equal(69);
    this.timeout(sample.length * (PER_FILE_MS + 1000));
    const failures: string[] = [];
    const perFolder = new Map<string, { ok: number; all: number }>();
    for (const row of sample) {
      const why = await check(row);
      const count = perFolder.get(folderOf(row.path)) ?? { ok: 0, all: 0 };
      perFolder.set(folderOf(row.path), { ok: count.ok + (why === undefined ? 1 : 0), all: count.all + 1 });
      if (why !== undefined) failures.push(`${row.path}: ${why}`);
    }
    for (const [folder, c] of perFolder) console.log(`${folder}: ${c.ok}/${c.all} rendered`);
    expect(failures, failures.join('\n')).to.deep.equal([]);
    expect(uncaught.errors, 'no uncaught exception').to.deep.equal([]);
  });

  it('invalid AsyncAPI documents show an error panel or a warning, never a blank element', async function () {
    const sample = rows.filter(
      (r) => r.expectation === 'clear-error-or-warned-render' || r.expectation === 'render-with-warning-or-clear-error',
    );
    expect(sample.length).to.be.greaterThan(20);
    this.timeout(sample.length * (PER_FILE_MS + 1000));
    const failures: string[] = [];
    for (const row of sample) {
      const why = await check(row);
      if (why !== undefined) failures.push(`${row.path}: ${why}`);
    }
    console.log(`invalid AsyncAPI: ${sample.length - failures.length}/${sample.length} with a clear error or warning`);
    expect(failures, failures.join('\n')).to.deep.equal([]);
    expect(uncaught.errors, 'no uncaught exception').to.deep.equal([]);
  });
});
