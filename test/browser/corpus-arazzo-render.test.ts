/**
 * The shared corpus's Arazzo documents through <api-workflow>: every valid one renders its first workflow (its
 * steps, no load error); every invalid one gives a clear error (the load error panel, or the file's findings with
 * their places), never a blank element. Each file has 20 s.
 */
import { expect } from '@open-wc/testing';
import '../../components/api-workflow/api-workflow.js';
import type { ApiWorkflow } from '../../components/api-workflow/api-workflow.element.js';
import { describe, it } from '../fixtures/endpoint/mocha.js';
import { until } from '../fixtures/playground/helpers.js';

const ROOT = '/__shared/corpus/';

interface Row {
  readonly path: string;
  readonly verdict: string;
}

async function rows(): Promise<Row[]> {
  const text = await (await fetch(`${ROOT}expectations-standards.tsv`)).text();
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([path, kind]) => path?.startsWith('arazzo/') && /^(arazzo|fragment)/.test(kind ?? ''))
    .map(([path, , , verdict]) => ({ path: path!, verdict: verdict! }));
}

interface Shown {
  readonly steps: number;
  readonly loadError: boolean;
  readonly findings: boolean;
}

async function render(row: Row): Promise<Shown> {
  const el = document.createElement('api-workflow') as ApiWorkflow;
  el.src = ROOT + row.path;
  document.body.append(el);
  try {
    const root = (): ShadowRoot => el.shadowRoot!;
    await until(
      () => root().querySelector('[part="step"], [part~="error"], [part="findings"]') !== null,
      `${row.path} to render`,
      20_000,
    );
    await el.updateComplete;
    return {
      steps: root().querySelectorAll('[part="step"]').length,
      loadError: root().querySelector('[part~="error"]') !== null && root().querySelector('[part="findings"]') === null,
      findings: root().querySelector('[part="findings"]') !== null,
    };
  } finally {
    el.remove();
  }
}

const all = await rows();

describe('the Arazzo corpus through <api-workflow>', () => {
  it('reads the Arazzo rows of the expectations', () => {
    expect(all.length).to.be.greaterThan(30);
  });
  for (const row of all) {
    it(`${row.path} (${row.verdict}): ${row.verdict === 'valid' ? 'renders its first workflow' : 'a clear error'}`, async () => {
      const shown = await render(row);
      if (row.verdict === 'valid')
        expect(shown, 'steps and no load error').to.include({ loadError: false }).and.not.include({ steps: 0 });
      else expect(shown.loadError || shown.findings, JSON.stringify(shown)).to.equal(true);
    });
  }
});
