/**
 * `--project-components`: the project's own React components (`.jsx` files its pages import, as Mintlify runs them)
 * rendered at build time with React's server renderer and hydrated in the reader's browser as islands. This runs the
 * project's code, at build time and in readers' browsers, so it happens only with the flag. esbuild compiles the
 * components (JSX) twice: for Node, to render each use, and for the browser, one module per site written to
 * `_islands/`, served from the site's own origin and loaded only by pages that use it. esbuild, react and react-dom
 * are optional peers: the flag names what is missing. Without the flag none of this module's work happens; validate
 * lists the pages the flag would change (`projectComponentPages`).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as EsbuildModule from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import type { islandTree } from '../mdx/island-tree.js';
import type { MdxIsland } from '../mdx/islands.js';
import type { ParsedMdxPage } from '../mdx/index.js';
import { sanitizeMdxHtml } from '../markdown/index.js';
import { useNodeSanitizer } from '../node/dom-window.js';
import { relativeToCwd } from '../node/project.js';
import type { Project } from '../node/project.js';
import { packageRoot } from './package-root.js';

export const ISLANDS_DIR = '_islands';

const SCRIPT = /\.(jsx|tsx|js|ts)$/i;
const CODE = 'cli/project-components';

export interface IslandBuild {
  readonly diagnostics: readonly Diagnostic[];
  /** Files to write into the site (`_islands/islands-<hash>.js`). */
  readonly files: ReadonlyMap<string, string>;
}

/** An esbuild message as far as it is read here. */
interface BuildMessage {
  readonly text: string;
  readonly location?: { readonly file: string; readonly line: number; readonly column: number } | null;
}

type Esbuild = typeof EsbuildModule;
type CreateElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** What a page's project components need, or a finding naming what to install. */
async function tools(
  root: string,
): Promise<
  | { esbuild: Esbuild; require: NodeRequire; createElement: CreateElement; renderToString: (tree: unknown) => string }
  | Diagnostic
> {
  // The project's own react first (the version it was written for), else the one beside this package.
  const requires = [createRequire(join(root, 'package.json')), createRequire(import.meta.url)];
  const req = requires.find((r) => canResolve(r, 'react') && canResolve(r, 'react-dom/server'));
  let esbuild: Esbuild | undefined;
  try {
    esbuild = await import('esbuild');
  } catch {
    esbuild = undefined;
  }
  const missing = [esbuild === undefined ? 'esbuild' : '', req === undefined ? 'react react-dom' : ''].filter(Boolean);
  if (esbuild === undefined || req === undefined)
    return {
      severity: 'error',
      code: CODE,
      message: `--project-components compiles and renders the project's React components with esbuild, react and react-dom; install ${missing.join(' ')} (npm install --save-dev ${missing.join(' ')}).`,
    };
  const react = req('react') as { createElement: CreateElement };
  const server = req('react-dom/server') as { renderToString: (tree: unknown) => string };
  return { esbuild, require: req, createElement: react.createElement, renderToString: server.renderToString };
}

function canResolve(req: NodeRequire, name: string): boolean {
  try {
    req.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** The shared island tree (src/mdx/island-tree.ts): from the sources in a checkout, from dist when published. */
function islandTreeFile(): string {
  const ts = fileURLToPath(new URL('../mdx/island-tree.ts', import.meta.url));
  return existsSync(ts) ? ts : fileURLToPath(new URL('../mdx/island-tree.js', import.meta.url));
}

const HOOKS = [
  'useState',
  'useEffect',
  'useLayoutEffect',
  'useRef',
  'useMemo',
  'useCallback',
  'useReducer',
  'useContext',
  'useId',
  'useTransition',
  'useDeferredValue',
];

let hooks: string | undefined;

/** A module esbuild injects: React and its hooks for a snippet that uses them without an import (as on Mintlify). */
function hooksFile(): string {
  if (hooks !== undefined && existsSync(hooks)) return hooks;
  hooks = join(mkdtempSync(join(tmpdir(), 'docs-islands-')), 'react-hooks.js');
  writeFileSync(
    hooks,
    `import * as React from 'react';\nexport { React };\nexport const { ${HOOKS.join(', ')} } = React;\n`,
  );
  return hooks;
}

/** The entry module for both builds: every component file the site uses, by project path. */
function entrySource(root: string, modules: readonly string[], client: boolean): string {
  const lines = modules.map((m, i) => `import * as m${i} from ${JSON.stringify(join(root, m))};`);
  const table = `{ ${modules.map((m, i) => `${JSON.stringify(m)}: m${i}`).join(', ')} }`;
  if (!client)
    return `${lines.join('\n')}\nexport { islandTree } from ${JSON.stringify(islandTreeFile())};\nexport const modules = ${table};\n`;
  return `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandTree } from ${JSON.stringify(islandTreeFile())};
${lines.join('\n')}
const modules = ${table};
export function hydrate(element, module, name, props, children) {
  const component = modules[module]?.[name];
  if (component === undefined) throw new Error(module + ' has no export ' + name);
  return hydrateRoot(element, islandTree(createElement, component, props, children));
}
`;
}

function buildFindings(errors: readonly BuildMessage[], root: string): Diagnostic[] {
  return errors.map((e) => ({
    severity: 'error',
    code: CODE,
    message: `The project component could not be compiled: ${e.text}`,
    ...(e.location == null
      ? {}
      : {
          file: e.location.file.startsWith(root) ? e.location.file.slice(root.length + 1) : e.location.file,
          line: e.location.line,
          column: e.location.column + 1,
        }),
  }));
}

async function compile(
  esbuild: Esbuild,
  root: string,
  modules: readonly string[],
  client: boolean,
): Promise<{ code: string } | { errors: Diagnostic[] }> {
  try {
    const result = await esbuild.build({
      stdin: { contents: entrySource(root, modules, client), resolveDir: root, sourcefile: 'islands.js', loader: 'js' },
      bundle: true,
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      // Mintlify's snippets use React's hooks without importing them.
      inject: [hooksFile()],
      loader: { '.js': 'jsx' },
      // The package's own react when the project has none (the project's wins: it is found first).
      nodePaths: [join(packageRoot(), 'node_modules'), join(packageRoot(), '..')],
      ...(client
        ? { platform: 'browser', format: 'esm', minify: true, define: { 'process.env.NODE_ENV': '"production"' } }
        : { platform: 'node', format: 'cjs', external: ['react', 'react-dom', 'react/*', 'react-dom/*'] }),
    });
    return { code: result.outputFiles[0]!.text };
  } catch (error) {
    const errors = (error as { errors?: BuildMessage[] }).errors;
    if (errors === undefined) throw error;
    return { errors: buildFindings(errors, root) };
  }
}

/** Every island of the project's pages, each page once. */
function islandsOf(project: Project): MdxIsland[] {
  const pages = new Set<ParsedMdxPage>(project.mdx.values());
  return [...pages].flatMap((page) => [...(page.islands ?? [])]);
}

/** Runs the compiled server module (the project's code: the author opted in) and gives its export table. */
function load(code: string, req: NodeRequire): ServerModule {
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', code)(req, module, module.exports);
  return module.exports as unknown as ServerModule;
}

/** What the compiled server module exports (entrySource). */
interface ServerModule {
  readonly modules: Record<string, Record<string, unknown>>;
  readonly islandTree: typeof islandTree;
}

/**
 * Renders every island of the project (filling each `rendered`), and gives the browser module to write. A
 * component that fails to compile or to render is an error at its file and line; its uses show their children.
 */
export async function renderIslands(project: Project, base: string): Promise<IslandBuild> {
  const islands = islandsOf(project);
  if (islands.length === 0) return { diagnostics: [], files: new Map() };
  const found = await tools(project.root);
  if ('severity' in found) return { diagnostics: [found], files: new Map() };
  const modules = [...new Set(islands.map((i) => i.module))].sort();
  const [server, client] = await Promise.all([
    compile(found.esbuild, project.root, modules, false),
    compile(found.esbuild, project.root, modules, true),
  ]);
  if ('errors' in server) return { diagnostics: server.errors, files: new Map() };
  if ('errors' in client) return { diagnostics: client.errors, files: new Map() };
  const hash = createHash('sha256').update(client.code).digest('hex').slice(0, 12);
  const rel = `${ISLANDS_DIR}/islands-${hash}.js`;
  const diagnostics: Diagnostic[] = [];
  const loaded = load(server.code, found.require);
  await useNodeSanitizer();
  for (const island of islands) {
    const component = loaded.modules[island.module]?.[island.export];
    const at = {
      ...(island.file === undefined ? {} : { file: island.file }),
      ...(island.line === undefined ? {} : { line: island.line, column: island.column ?? 1 }),
    };
    if (component === undefined) {
      diagnostics.push({
        severity: 'error',
        code: CODE,
        message: `${island.module} exports no \`${island.export}\` for <${island.name}>.`,
        ...at,
      });
      continue;
    }
    const children = sanitizeMdxHtml(island.childrenHtml);
    try {
      const html = found.renderToString(loaded.islandTree(found.createElement, component, island.props, children));
      island.rendered = { html, children, client: `${base}${rel}` };
    } catch (error) {
      diagnostics.push({
        severity: 'error',
        code: CODE,
        message: `<${island.name}> (${island.module}) failed while rendering: ${error instanceof Error ? error.message : String(error)}`,
        ...at,
      });
    }
  }
  return { diagnostics, files: new Map([[rel, client.code]]) };
}

/**
 * Without the flag: which pages use the project's own components (and so would look different with it), as one
 * finding for `docs validate` and `docs build`. Undefined when none does.
 */
export function projectComponentPages(project: Project): Diagnostic | undefined {
  const pages: string[] = [];
  const components = new Set<string>();
  for (const [file, page] of project.mdx) {
    const scripts = (page.snippets ?? []).filter((s) => SCRIPT.test(s));
    if (scripts.length === 0) continue;
    pages.push(file);
    for (const s of scripts) components.add(s);
  }
  if (pages.length === 0) return undefined;
  const list = (items: readonly string[]): string =>
    items.length > 10 ? `${items.slice(0, 10).join(', ')} and ${items.length - 10} more` : items.join(', ');
  return {
    severity: 'warning',
    code: 'mdx/project-components',
    file: relativeToCwd(project.docsJson),
    message: `${pages.length} page${pages.length === 1 ? '' : 's'} use${pages.length === 1 ? 's' : ''} the project's own React components (${list([...components].sort())}) and would change with --project-components (which runs the project's code at build time and in readers' browsers, as Mintlify does): ${list(pages.sort())}. Without it, those components show their children.`,
  };
}
