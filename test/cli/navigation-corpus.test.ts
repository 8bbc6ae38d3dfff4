/**
 * The navigation of the real Mintlify projects written as docs.json (MINTLIFY_CORPUS=/tmp/mintlify-corpus; skipped
 * without it): every navigation node reads without an unknown-field warning or an error of its own, every page the
 * navigation lists that exists is built and reachable from the default path or a tab, the tabs are the ones written,
 * and the only navigation errors left name files the repository itself lacks (or a remote spec not fetched here).
 */
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { activeNavigation, divisionSlugs } from '../../src/navigation/index.js';
import { loadProject } from '../../src/node/project.js';

const corpus = resolve(process.env.MINTLIFY_CORPUS ?? join('..', 'shared', 'mintlify'));
const skip = existsSync(join(corpus, 'INDEX.md')) ? false : `no Mintlify corpus at ${corpus}`;

/** Per project: the tabs as written, and how many pages at least the navigation builds. */
const PROJECTS: Record<string, { tabs: string[]; pages: number }> = {
  'MindeIPXO-mintlify-demo': { tabs: ['Docs'], pages: 30 },
  'formalco-mintlify-docs': { tabs: ['Documentation', 'API', 'Glossary', 'Changelog'], pages: 60 },
  'lightdash-mintlify-docs': { tabs: ['Docs', 'API'], pages: 190 },
};

describe('the navigation of the docs.json projects of the Mintlify corpus', { skip }, () => {
  for (const [folder, expected] of Object.entries(PROJECTS)) {
    test(folder, async () => {
      const docsJson = join(corpus, folder, 'docs.json');
      const raw = JSON.parse(readFileSync(docsJson, 'utf8')) as { navigation: unknown };
      const project = await loadProject(docsJson);
      const nav = project.navigation;
      const navFindings = project.diagnostics.filter((d) => d.pointer?.startsWith('/navigation') === true);
      assert.deepEqual(
        navFindings.filter((d) => d.code === 'config/unknown-field' || d.code.startsWith('config/type')),
        [],
        'every navigation field is one Mintlify documents',
      );
      // What is left: pages the repository lacks, a remote spec this test does not fetch, root pages without files.
      for (const d of navFindings.filter((x) => x.severity === 'error'))
        assert.match(d.code, /^navigation\/(unknown-page|unknown-spec)$/, d.message);
      for (const d of navFindings.filter((x) => x.code === 'navigation/unknown-page'))
        assert.ok(!existsSync(join(corpus, folder, `${/the page "([^"]+)"/.exec(d.message)![1]}.mdx`)), d.message);

      assert.deepEqual(
        (nav.tree.divisions ?? []).map((d) => d.title),
        expected.tabs,
      );
      assert.ok(nav.pages.size >= expected.pages, `${nav.pages.size} pages built`);
      // Every listed page is under a tab the reader can open, and each tab's choice opens one of its own pages.
      const reachable = new Set((nav.tree.divisions ?? []).flatMap((d) => divisionSlugs(nav.tree, d)));
      const unreachable = nav.order.filter((slug) => !reachable.has(slug));
      assert.deepEqual(unreachable, []);
      const active = activeNavigation({ tree: nav.tree, pages: nav.pages, activeSlug: nav.order.at(-1) });
      const tabs = active.levels[0]!.choices;
      assert.deepEqual(
        tabs.map((c) => c.title),
        expected.tabs,
      );
      for (const [i, tab] of tabs.entries())
        assert.ok(
          divisionSlugs(nav.tree, nav.tree.divisions![i]!).includes(tab.slug!),
          `${tab.title} opens its own page`,
        );
      assert.ok(raw.navigation !== undefined);
    });
  }
});
