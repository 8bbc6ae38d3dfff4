/**
 * The Mintlify corpus (issue 16) in real Chromium: for every project of MINTLIFY_CORPUS, `docs build` into a
 * temporary folder, served by a plain static host on 127.0.0.1, and every page of the built navigation opened by
 * its URL in one browser tab (loaded afresh for the first page and every 25th; in between the URL changes as a
 * link's would, which is quicker on a 2-core machine). Each page must show without an uncaught exception or a console error (a 404 for a
 * file INDEX.md lists as absent upstream is allowed), with text in its content (not blank), without a diagnostics
 * panel, and with every content component its MDX source writes rendered as its element (counted per kind; the
 * source is read with this library's own MDX parser). The frame must show the navigation as the config writes it:
 * the tab row's labels are the config's tabs (mint.json after conversion), a version switcher when there are two
 * versions or more, the anchors when there are anchors. A summary per project goes to stdout and to
 * .test-results/mintlify-corpus.json (read by `npm run report:mintlify`). Skipped without MINTLIFY_CORPUS; needs
 * dist (`node scripts/build.mjs`).
 */
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { upgradeMintJson } from '../../src/config/mint-json.js';
import { extractMath } from '../../src/mdx/math.js';
import { parseMdxTree } from '../../src/mdx/parse-tree.js';
import { buildSite } from '../support/built-site.js';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';

const corpus = process.env.MINTLIFY_CORPUS === undefined ? undefined : resolve(process.env.MINTLIFY_CORPUS);
const present = corpus !== undefined && existsSync(join(corpus, 'INDEX.md'));
const skip = present ? false : 'MINTLIFY_CORPUS is not set to a Mintlify corpus (a folder with INDEX.md)';

/** Each content component kind: the MDX tags that write it and the element that shows it. */
const KINDS: readonly { readonly kind: string; readonly tags: readonly string[]; readonly selector: string }[] = [
  { kind: 'Card', tags: ['Card'], selector: '.card:not(.tile)' },
  { kind: 'CardGroup', tags: ['CardGroup', 'Columns'], selector: 'div.card-group' },
  { kind: 'Steps', tags: ['Steps'], selector: 'ol.steps' },
  { kind: 'Step', tags: ['Step'], selector: 'ol.steps > li.step' },
  { kind: 'Accordion', tags: ['Accordion'], selector: 'details.accordion' },
  { kind: 'AccordionGroup', tags: ['AccordionGroup'], selector: 'div.accordion-group' },
  { kind: 'Expandable', tags: ['Expandable'], selector: 'details.expandable' },
  { kind: 'Frame', tags: ['Frame'], selector: 'figure.frame' },
  { kind: 'Tabs', tags: ['Tabs'], selector: 'div.tabs:has(.tab-list)' },
  { kind: 'Tab', tags: ['Tab'], selector: 'div.tabs section.tab' },
  { kind: 'CodeGroup', tags: ['CodeGroup'], selector: 'div.code-group[data-kind="code-group"]' },
  { kind: 'RequestExample', tags: ['RequestExample'], selector: 'div.code-group[data-kind="request-example"]' },
  { kind: 'ResponseExample', tags: ['ResponseExample'], selector: 'div.code-group[data-kind="response-example"]' },
  { kind: 'Note', tags: ['Note'], selector: 'aside.callout-note' },
  { kind: 'Tip', tags: ['Tip'], selector: 'aside.callout-tip' },
  { kind: 'Info', tags: ['Info'], selector: 'aside.callout-info' },
  { kind: 'Warning', tags: ['Warning'], selector: 'aside.callout-warning' },
  { kind: 'Check', tags: ['Check'], selector: 'aside.callout-check' },
  { kind: 'Danger', tags: ['Danger'], selector: 'aside.callout-danger' },
  { kind: 'Callout', tags: ['Callout'], selector: 'aside.callout-callout' },
  { kind: 'Icon', tags: ['Icon'], selector: 'span.icon-inline[data-drawn]' },
  { kind: 'Badge', tags: ['Badge'], selector: 'span.badge' },
  { kind: 'Tooltip', tags: ['Tooltip'], selector: 'span.tooltip' },
  { kind: 'Update', tags: ['Update'], selector: 'section.update' },
  { kind: 'Tree', tags: ['Tree'], selector: 'ul.tree' },
  { kind: 'Tree.Folder', tags: ['Tree.Folder'], selector: 'li.tree-folder' },
  { kind: 'Tree.File', tags: ['Tree.File'], selector: 'li.tree-file' },
  { kind: 'Panel', tags: ['Panel'], selector: 'div.panel' },
  { kind: 'Tile', tags: ['Tile'], selector: '.card.tile' },
  { kind: 'Banner', tags: ['Banner'], selector: 'aside.content-banner' },
  { kind: 'Color', tags: ['Color'], selector: 'div.color-group' },
  { kind: 'Visibility', tags: ['Visibility'], selector: 'div.visibility' },
  { kind: 'View', tags: ['View'], selector: 'section.view' },
  { kind: 'Prompt', tags: ['Prompt'], selector: 'div.prompt' },
  { kind: 'ParamField', tags: ['ParamField'], selector: 'param-field' },
  { kind: 'ResponseField', tags: ['ResponseField'], selector: 'response-field' },
];
const KIND_OF = new Map(KINDS.flatMap((k) => k.tags.map((t) => [t, k.kind] as const)));

interface MdxNode {
  readonly type: string;
  readonly name?: string | null;
  readonly attributes?: readonly { readonly type: string; readonly name?: string; readonly value?: unknown }[];
  readonly children?: readonly MdxNode[];
}

/** How many of each component kind the MDX source writes (agents-only `<Visibility>` shows nothing, by design). */
export function writtenComponents(source: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const walk = (node: MdxNode): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const forAgents = node.attributes?.some((a) => a.name === 'for' && a.value === 'agents') === true;
      if (node.name === 'Visibility' && forAgents) return;
      const kind = KIND_OF.get(node.name);
      if (kind !== undefined) counts[kind] = (counts[kind] ?? 0) + 1;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(parseMdxTree(extractMath(source).text).tree as MdxNode);
  return counts;
}

/** The navigation shape the config writes: tab labels (top level, plus global), versions, anchors. */
function configShape(configFile: string): { tabs: string[]; versions: string[]; anchors: string[] } {
  const raw = JSON.parse(readFileSync(configFile, 'utf8')) as unknown;
  const docs = (configFile.endsWith('mint.json') ? upgradeMintJson(raw).docsJson : raw) as {
    navigation?: Record<string, unknown>;
  };
  const nav = docs.navigation ?? {};
  const titles = (list: unknown, key: string): string[] =>
    Array.isArray(list) ? list.map((d: Record<string, unknown>) => String(d[key])) : [];
  const global = (nav['global'] ?? {}) as Record<string, unknown>;
  return {
    tabs: [...titles(nav['tabs'], 'tab'), ...titles(global['tabs'], 'tab')],
    versions: titles(nav['versions'], 'version'),
    anchors: [...titles(nav['anchors'], 'anchor'), ...titles(global['anchors'], 'anchor')],
  };
}

/** The files INDEX.md lists as absent for a project (named upstream but not in its repository or snapshot). */
function absentFiles(folder: string): string[] {
  const index = readFileSync(join(corpus!, 'INDEX.md'), 'utf8');
  const section = index.split(/^## /m).find((s) => s.startsWith(`${folder}\n`)) ?? '';
  return [...section.matchAll(/^ {2}- (\S+)(?: \(NaN bytes, over 4 MiB: absent from the snapshot\))?$/gm)]
    .filter((m) => m[0].includes('absent from the snapshot') || !/\(\d+ bytes\)$/.test(m[0]))
    .map((m) => m[1]!);
}

/** What the page shows once it has rendered: polled in the page until it is settled (or a deadline passes). */
const SHOWN = `async (slug, selectors) => {
  const deepText = (node) => {
    let text = '';
    for (const child of node.childNodes) {
      if (child.nodeType === 3) text += child.data;
      else if (child.nodeType === 1 && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(child.tagName)) text += deepText(child);
    }
    if (node.shadowRoot) text += deepText(node.shadowRoot);
    return text;
  };
  let root, article;
  for (let i = 0; i < 400; i++) {
    // A built page arrives drawn by the server; what counts is the live frame once it has taken the server's place.
    const docs = document.querySelector('api-docs');
    const live = customElements.get('api-docs') !== undefined && docs?.hasAttribute('data-adopting') === false;
    root = docs?.shadowRoot;
    article = root?.querySelector('article.page');
    const busy = root?.querySelector('main.content')?.getAttribute('aria-busy') === 'true';
    const endpoint = article?.querySelector('api-endpoint, api-channel, api-schema');
    const endpointDone = !endpoint || (endpoint.shadowRoot && deepText(endpoint.shadowRoot).trim().length > 0);
    const pending = article?.querySelector('span.icon[data-icon]:not([data-drawn]), div.tabs:not(:has(.tab-list))');
    if (live && article?.getAttribute('data-slug') === slug && !busy && endpointDone && !pending) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const title = article?.querySelector('h1.page-title')?.textContent ?? '';
  const clone = article ? deepText(article) : '';
  const counts = {};
  for (const [kind, selector] of selectors) counts[kind] = article ? article.querySelectorAll(selector).length : 0;
  const panel = root?.querySelector('[part="diagnostics"]');
  return {
    shown: article?.getAttribute('data-slug') ?? null,
    text: clone.replace(title, '').replace(/\\s+/g, ' ').trim().length,
    counts,
    diagnostics: panel ? panel.getBoundingClientRect().height > 0 : false,
    tabs: [...(root?.querySelectorAll('[part="tab"]') ?? [])].map((a) => a.textContent.trim()),
    versions: [...(root?.querySelectorAll('[part="version-select"] option') ?? [])].map((o) => o.textContent.trim()),
    anchors: [...(root?.querySelectorAll('[part="anchor"]') ?? [])].map((a) => a.textContent.trim()),
  };
}`;

interface Shown {
  shown: string | null;
  text: number;
  counts: Record<string, number>;
  diagnostics: boolean;
  tabs: string[];
  versions: string[];
  anchors: string[];
}

interface ProjectSummary {
  project: string;
  pagesInNavigation: number;
  pagesOpened: number;
  pagesOk: number;
  componentsWritten: Record<string, number>;
  componentsRendered: Record<string, number>;
  /** Files pages name that the project lacks though INDEX.md does not list them as absent (404, allowed). */
  absentNotInIndex: string[];
  /** Other sites' files the pages name (not loaded: no internet here). */
  externalNotLoaded: number;
  failures: string[];
}

const summaries: ProjectSummary[] = [];
let browser: Browser;
let page: Page;
/** What went wrong on the page on show. */
const problems: string[] = [];
/** The project on show, its files INDEX.md lists as absent, and the expected load failures seen. */
let shownProject = {
  folder: '',
  origin: '',
  allowed: [] as string[],
  absent: new Set<string>(),
  external: new Set<string>(),
};

/**
 * A resource that cannot load for a reason outside the product: a file INDEX.md lists as absent, a file the
 * project itself lacks (so there is nothing to publish), or another site's file (this machine has no internet).
 * A file the project has and the build failed to publish is never expected.
 */
function expectedFailure(url: string): boolean {
  if (!url.startsWith(`${shownProject.origin}/`)) {
    shownProject.external.add(url);
    return true;
  }
  const path = decodeURIComponent(new URL(url).pathname).slice(1);
  if (shownProject.allowed.includes(path)) return true;
  if (existsSync(join(corpus!, shownProject.folder, path))) return false;
  shownProject.absent.add(path);
  return true;
}

const folders = (): string[] =>
  readdirSync(corpus!, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

describe('the Mintlify corpus in Chromium: every navigation page of each build', { skip }, () => {
  before(async () => {
    browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.on('pageerror', (e) => problems.push(`exception: ${String(e)}`));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const url = m.location().url ?? '';
      if (/Failed to load resource/.test(m.text()) && expectedFailure(url)) return;
      problems.push(`console: ${m.text()} ${url}`);
    });
  });

  after(async () => {
    await browser?.close();
    if (summaries.length === 0) return;
    for (const s of summaries) {
      const kinds = Object.entries(s.componentsRendered)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
      console.log(
        `${s.project}: ${s.pagesInNavigation} pages in the navigation, ${s.pagesOpened} opened, ${s.pagesOk} OK; components rendered: ${kinds || 'none'}; files absent though not listed in INDEX.md: ${s.absentNotInIndex.join(', ') || 'none'}`,
      );
    }
    mkdirSync('.test-results', { recursive: true });
    writeFileSync(join('.test-results', 'mintlify-corpus.json'), JSON.stringify(summaries, null, 2) + '\n');
  });

  for (const folder of present ? folders() : []) {
    test(folder, async () => {
      const project = join(corpus!, folder);
      const config = ['docs.json', 'mint.json'].map((f) => join(project, f)).find((f) => existsSync(f));
      assert.ok(config, `${folder} has a docs.json or a mint.json`);
      const site = await buildSite({ project, prefix: `corpus-chromium-${folder}-`, chromium: false });
      try {
        const { origin } = site;
        const manifest = JSON.parse(readFileSync(join(site.out, '_site', 'manifest.json'), 'utf8')) as {
          navigation: { pages: [string, { file?: string; kind?: string }][] };
        };
        const summary: ProjectSummary = {
          project: folder,
          pagesInNavigation: manifest.navigation.pages.length,
          pagesOpened: 0,
          pagesOk: 0,
          componentsWritten: {},
          componentsRendered: {},
          absentNotInIndex: [],
          externalNotLoaded: 0,
          failures: [],
        };
        summaries.push(summary);
        const shape = configShape(config);
        shownProject = { folder, origin, allowed: absentFiles(folder), absent: new Set(), external: new Set() };
        const selectors = KINDS.map((k) => [k.kind, k.selector]);
        for (const [slug, entry] of manifest.navigation.pages) {
          problems.length = 0;
          const fail = (why: string): void => void summary.failures.push(`${slug}: ${why}`);
          // A fresh load for the first page and every 25th; in between, the URL changes as a link would change it.
          if (summary.pagesOpened % 25 === 0) await page.goto(`${origin}/${slug}`, { waitUntil: 'domcontentloaded' });
          else
            await page.evaluate(
              `history.pushState(null, '', ${JSON.stringify(`/${slug}`)}); dispatchEvent(new PopStateEvent('popstate'))`,
            );
          const seen = (await page.evaluate(
            `(${SHOWN})(${JSON.stringify(slug)}, ${JSON.stringify(selectors)})`,
          )) as Shown;
          summary.pagesOpened++;
          const before = summary.failures.length;
          if (seen.shown !== slug) fail(`the page shown is ${String(seen.shown)}`);
          if (seen.text === 0) fail('blank: no text in the page content');
          if (seen.diagnostics) fail('a diagnostics panel shows');
          for (const p of problems) fail(p);
          const written = entry.file?.endsWith('.mdx')
            ? writtenComponents(readFileSync(join(project, entry.file), 'utf8'))
            : {};
          for (const [kind, n] of Object.entries(written)) {
            summary.componentsWritten[kind] = (summary.componentsWritten[kind] ?? 0) + n;
            if ((seen.counts[kind] ?? 0) < n) fail(`${kind}: ${n} written, ${seen.counts[kind] ?? 0} rendered`);
          }
          for (const [kind, n] of Object.entries(seen.counts))
            if (n > 0) summary.componentsRendered[kind] = (summary.componentsRendered[kind] ?? 0) + n;
          const differs = (what: string, shown: string[], written: string[]): void => {
            if (JSON.stringify(shown) !== JSON.stringify(written))
              fail(`${what}: shown ${JSON.stringify(shown)}, written ${JSON.stringify(written)}`);
          };
          if (shape.tabs.length > 0) differs('tabs', seen.tabs, shape.tabs);
          if (shape.versions.length > 1) differs('versions', seen.versions, shape.versions);
          if (shape.anchors.length > 0) differs('anchors', seen.anchors, shape.anchors);
          if (summary.failures.length === before) summary.pagesOk++;
        }
        summary.absentNotInIndex = [...shownProject.absent].sort();
        summary.externalNotLoaded = shownProject.external.size;
        assert.equal(summary.pagesOpened, summary.pagesInNavigation);
        assert.deepEqual(summary.failures, [], `${summary.failures.length} page problems`);
      } finally {
        await site.close();
      }
    });
  }
});
