// A workflow page `docs build` writes (a group's `arazzo` file), in real Chromium on a plain static host: the page
// shows <api-workflow>, "Run workflow" runs the three steps against a recording server (the token of step 1 in the
// Authorization of steps 2 and 3, the created id in step 3's path), each step links to its operation page, and
// axe-core is clean. Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildSite, type BuiltSite } from '../support/built-site.js';
import { startPetsApi, type PetsApi } from '../support/pets-api.js';
import { tempProject } from '../support/temp-project.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const fixture = (name: string): string => readFileSync(join('test/fixtures/arazzo-run', name), 'utf8');
let api: PetsApi;
let site: BuiltSite;

before(async () => {
  api = await startPetsApi();
  const root = tempProject(
    {
      'docs.json': JSON.stringify({
        name: 'Workflows',
        navigation: {
          groups: [
            { group: 'Workflows', arazzo: 'pets.arazzo.yaml' },
            { group: 'API', openapi: 'pets.openapi.yaml' },
          ],
        },
      }),
      // The spec's server is the recording server, so the page's server picker starts on it.
      'pets.openapi.yaml': fixture('pets.openapi.yaml').replace('http://127.0.0.1:1/v1', `${api.api.origin}/v1`),
      'pets.arazzo.yaml': fixture('pets.arazzo.yaml'),
    },
    'docs-workflow-chromium-',
  );
  site = await buildSite({ project: root, prefix: 'docs-workflow-chromium-out-' });
});

after(async () => {
  await site?.close();
  await api?.close();
});

/** Runs `body` on the <api-workflow> shadow root inside <api-docs>. */
const inWorkflow = (body: string): string => `(() => {
  const root = document.querySelector('api-docs')?.shadowRoot?.querySelector('api-workflow')?.shadowRoot;
  if (!root) return null;
  ${body}
})()`;

describe('docs build output in Chromium: a workflow page', () => {
  test('runs the workflow against the chosen server and shows each step; axe-core is clean', async () => {
    const { page, problems } = await site.open('workflows/adopt-pet');
    await page.waitForFunction(inWorkflow(`return root.querySelector('#input-username') !== null;`), {
      timeout: 30_000,
    });
    await page.evaluate(
      inWorkflow(`
        for (const [name, value] of [['username', 'ada'], ['password', 's3cret'], ['name', 'Rex']]) {
          const input = root.querySelector('#input-' + name);
          input.value = value;
          input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        }
        return true;`),
    );
    const link = (await page.evaluate(
      inWorkflow(`return root.querySelector('[data-step="read"] [part="operation-link"]')?.getAttribute('href');`),
    )) as string;
    assert.match(link, /^\/api-reference\//);
    await page.evaluate(inWorkflow(`root.querySelector('[part="run"]').click(); return true;`));
    await page.waitForFunction(
      inWorkflow(`return root.querySelector('[part="run-status"]').textContent.trim() === 'The workflow succeeded.';`),
      { timeout: 30_000 },
    );
    assert.deepEqual(
      api.api.requests.map((r) => `${r.method} ${r.rawPath} ${r.headers['authorization'] ?? '-'}`),
      ['POST /v1/login -', 'POST /v1/pets Bearer tok-ada', 'GET /v1/pets/pet-7 Bearer tok-ada'],
    );
    assert.equal(api.other.requests.length, 0);
    const outputs = await page.evaluate(
      inWorkflow(
        `return [...root.querySelectorAll('[part="workflow-outputs"] [data-output]')].map((o) => o.textContent);`,
      ),
    );
    assert.deepEqual(outputs, ['"pet-7"', '"Rex"']);
    await page.evaluate(axeSource);
    const violations = await page.evaluate(
      `axe.run({ include: [{ fromShadowDom: ['api-docs', 'api-workflow'] }] }, { rules: { 'color-contrast': { enabled: true } } }).then((r) => r.violations.map((v) => v.id + ': ' + JSON.stringify(v.nodes.map((n) => n.target))))`,
    );
    assert.deepEqual(violations, []);
    // The operation link opens the operation's page.
    await page.evaluate(
      inWorkflow(`root.querySelector('[data-step="read"] [part="operation-link"]').click(); return true;`),
    );
    await page.waitForFunction(`location.pathname === ${JSON.stringify(link)}`);
    assert.deepEqual(problems, []);
  });
});
