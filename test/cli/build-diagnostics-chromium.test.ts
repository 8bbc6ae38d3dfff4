// `docs build` of a project with warnings (an unknown docs.json field, an unknown MDX component) and an
// `auth.userUrl` that answers nonsense (a finding the page itself makes), served by a plain static server, in
// real Chromium: the reader sees the page rendered as far as it can be and no problems panel; the finding still
// reaches `<api-docs>` (its `diagnostics`), for a host that wants it.
// Needs the bundle: `node scripts/build.mjs --no-types`.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildSite, type BuiltSite } from '../support/built-site.js';
import { fixtures } from './helpers.js';

const BASE = '/docs/';
let project: string;
let site: BuiltSite;
let warnings: number;

before(async () => {
  project = mkdtempSync(join(tmpdir(), 'docs-diagnostics-project-'));
  const config = JSON.parse(readFileSync(`${fixtures}/agree-warnings/docs.json`, 'utf8')) as Record<string, unknown>;
  writeFileSync(join(project, 'docs.json'), JSON.stringify({ ...config, auth: { userUrl: 'me.json' } }));
  // Public, so the reader that cannot be identified (treated as signed out) still sees it.
  const intro = readFileSync(`${fixtures}/agree-warnings/intro.mdx`, 'utf8');
  writeFileSync(join(project, 'intro.mdx'), intro.replace('title: Introduction', 'title: Introduction\npublic: true'));
  site = await buildSite({ project, base: BASE, prefix: 'docs-build-diagnostics-' });
  // The reader's identity, as a misconfigured sign-in service would answer it.
  writeFileSync(join(site.out, 'me.json'), '{ "groups": 5 }');
  warnings = site.built.err.split('\n').filter((l) => /warning/.test(l)).length;
});

after(async () => {
  await site?.close();
  if (project !== undefined) rmSync(project, { recursive: true, force: true });
});

describe('docs build output in Chromium: problems are for authors', () => {
  test('a built page with warnings shows the reader no problems panel, and renders what it can', async () => {
    assert.ok(warnings > 0, 'the fixture has warnings in the build log');
    const { page } = await site.open('intro/');
    await page.waitForFunction(
      () => {
        const el = document.querySelector('api-docs') as (HTMLElement & { diagnostics?: readonly unknown[] }) | null;
        const title = el?.shadowRoot?.querySelector('.page-title')?.textContent;
        return title === 'Introduction' && (el?.diagnostics?.length ?? 0) > 0;
      },
      { timeout: 20_000 },
    );
    const seen = await page.evaluate(async () => {
      const el = document.querySelector('api-docs') as HTMLElement & {
        updateComplete: Promise<unknown>;
        diagnostics: readonly { code: string }[];
      };
      await el.updateComplete;
      const root = el.shadowRoot!;
      return {
        attribute: el.hasAttribute('show-diagnostics'),
        panel: root.querySelector('[part~="diagnostics"]') !== null,
        text: root.textContent ?? '',
        body: root.querySelector('[part~="page-body"]')?.textContent ?? '',
        codes: el.diagnostics.map((d) => d.code),
      };
    });
    await page.close();
    assert.equal(seen.attribute, false);
    assert.equal(seen.panel, false, 'no problems panel');
    assert.doesNotMatch(seen.text, /problem/i);
    assert.match(seen.body, /An unknown component: its content is shown without it\./);
    assert.deepEqual(seen.codes, ['auth/user'], 'the finding still reaches the element');
  });
});
