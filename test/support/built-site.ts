// A site built by `docs build` for the Chromium tests of the built output: the CLI builds the project into a
// temporary folder, a plain static host serves it on 127.0.0.1 (test/support/static-host.ts), and one headless
// Chromium opens its pages, each with the problems it shows (console errors, exceptions, failed requests, 4xx/5xx).
// `close()` ends all of it: the pages, the browser, the host and the folder. Needs the bundle (`npm run build`).
//
//   let site: BuiltSite;
//   before(async () => (site = await buildSite({ project: 'examples/docs', base: '/docs/' })));
//   after(() => site?.close());
//   const { page, problems } = await site.open('guides/authentication');
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type GoToOptions, type Page } from 'puppeteer-core';
import { cli, type CliResult } from '../cli/helpers.js';
import { chromiumArgs, chromiumPath } from './chromium.js';
import { listenLocal, staticHost, watchProblems, type StaticHostOptions } from './static-host.js';

export interface BuiltSiteOptions {
  /** The project folder `docs build` reads (docs.json or mint.json). */
  readonly project: string;
  /** The path the site is served under, starting and ending with `/`, passed as `--base` (default `/`). */
  readonly base?: string;
  /** The start of the temporary folder's name (default `docs-built-site-`). */
  readonly prefix?: string;
  /** Answers some requests itself, as a slow or odd host would (see StaticHostOptions). */
  readonly intercept?: StaticHostOptions['intercept'];
  /** More `docs build` flags (`--project-components`). */
  readonly flags?: readonly string[];
  /** Chromium's flags (default chromiumArgs()); `false` launches no browser (the test brings its own). */
  readonly chromium?: readonly string[] | false;
}

export interface OpenedPage {
  readonly page: Page;
  /** What the page showed as a problem so far; grows while the page lives. */
  readonly problems: string[];
}

export interface BuiltSite {
  /** The folder the site was built into. */
  readonly out: string;
  /** `http://127.0.0.1:<port>`, without the base. */
  readonly origin: string;
  readonly base: string;
  /** What the build printed, and its exit code (0: `buildSite` checks it). */
  readonly built: CliResult;
  /** The headless Chromium (absent when launched with `chromium: false`). */
  readonly browser: Browser | undefined;
  /** The URL of a path under the base: `url('v1/setup')` → `http://127.0.0.1:<port>/docs/v1/setup`. */
  url(path?: string): string;
  /** A new tab watching for problems; with a path, it has loaded it (`waitUntil: 'load'` unless told). */
  open(path?: string, options?: GoToOptions): Promise<OpenedPage>;
  /** Closes the browser (and its pages) and the host, and removes the folder. */
  close(): Promise<void>;
}

/**
 * An expression for `page.waitForFunction` / `evaluate`: the first element matching `selector` that is laid out, in
 * any open shadow root under `<api-docs>` (null while there is none).
 */
export const visibleInSite = (selector: string): string => `(() => {
  function* all(root) {
    for (const el of root.querySelectorAll('*')) {
      yield el;
      if (el.shadowRoot) yield* all(el.shadowRoot);
    }
  }
  const root = document.querySelector('api-docs')?.shadowRoot;
  return root ? [...all(root)].find((el) => el.matches(${JSON.stringify(selector)}) && el.getClientRects().length > 0) ?? null : null;
})()`;

/** The built page of each operation, by `METHOD /path`, as the site's llms.txt lists them. */
export interface OperationSlugs {
  readonly all: ReadonlyMap<string, string>;
  /** `slug('GET /users')` → `api-reference/users/list-users`; an operation llms.txt does not list fails the test. */
  slug(op: string): string;
}

export function operationSlugs(out: string): OperationSlugs {
  const all = new Map<string, string>();
  const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
  for (const [, slug, op] of llms.matchAll(/^- \[[^\]]*\]\(\/([^)]+)\.md\): ([A-Z]+ \S+)/gm)) all.set(op!, slug!);
  return {
    all,
    slug: (op) => {
      const found = all.get(op);
      assert.ok(found, `${op} is not listed in llms.txt`);
      return found;
    },
  };
}

/** Builds `project` with the CLI into a temporary folder, serves it on 127.0.0.1 and launches Chromium. */
export async function buildSite(options: BuiltSiteOptions): Promise<BuiltSite> {
  const base = options.base ?? '/';
  const out = mkdtempSync(join(tmpdir(), options.prefix ?? 'docs-built-site-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  const close = async (): Promise<void> => {
    await browser?.close();
    server?.close();
    rmSync(out, { recursive: true, force: true });
  };
  try {
    const built = await cli(
      'build',
      options.project,
      '--out',
      out,
      ...(base === '/' ? [] : ['--base', base]),
      ...(options.flags ?? []),
    );
    assert.equal(built.code, 0, `docs build ${options.project} failed:\n${built.err.slice(-2000)}`);
    server = staticHost(out, { base, intercept: options.intercept });
    const origin = await listenLocal(server);
    if (options.chromium !== false) {
      const args = options.chromium === undefined ? chromiumArgs() : [...options.chromium];
      browser = await puppeteer.launch({ executablePath: chromiumPath(), args, headless: true });
    }
    const url = (path = ''): string => `${origin}${base}${path.replace(/^\//, '')}`;
    const open = async (path?: string, goto?: GoToOptions): Promise<OpenedPage> => {
      assert.ok(browser !== undefined, 'this built site was launched without a browser');
      const page = await browser.newPage();
      const problems = watchProblems(page);
      if (path !== undefined) {
        await page.goto(url(path), { waitUntil: 'load', ...goto });
        await waitForLive(page);
      }
      return { page, problems };
    };
    return { out, origin, base, built, browser, url, open, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Waits (up to 15 s) until the page's `<api-docs>` is the live one: a built page arrives drawn by the server
 * (declarative shadow DOM, whose controls do nothing yet) and the live frame takes its place once complete
 * (components/api-docs/server-frame.ts). A page without `<api-docs>` or without JavaScript, or of `--islands`, passes at once.
 */
export async function waitForLive(page: Page): Promise<void> {
  if (!(await page.evaluate('document.querySelector("api-docs") !== null && typeof customElements === "object"')))
    return;
  // A page of `docs build --islands` is never drawn again: its server's frame is the live one.
  if (await page.evaluate('document.querySelector(\'script[src$="/islands/api-docs-islands.js"]\') !== null')) return;
  await page.waitForFunction(
    `(() => { const d = document.querySelector('api-docs'); return customElements.get('api-docs') !== undefined && d.shadowRoot !== null && !d.hasAttribute('data-adopting') && d.shadowRoot.querySelector('.base[data-server]') === null; })()`,
    { timeout: 15_000 },
  );
}

/** A page expression that waits (up to 15 s) for the title `<api-docs>` shows, and gives it ('' if none came). */
export const PAGE_TITLE = `(async () => {
  for (let i = 0; i < 300; i++) {
    const title = document.querySelector('api-docs')?.shadowRoot?.querySelector('[part~="page-title"]')?.textContent?.trim();
    if (title) return title;
    await new Promise((r) => setTimeout(r, 50));
  }
  return '';
})()`;

/** Text of built HTML with its five escapes undone (to compare a title in the file with the one shown). */
export const unescapeHtml = (html: string): string =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
