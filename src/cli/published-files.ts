/**
 * What a project's site publishes: the one answer `docs build` copies and `docs dev` serves.
 *
 * - docs.json (the site reads it at run time), every MDX page the navigation reads, every spec file and the files
 *   its `$ref`s reach (the site fetches them all);
 * - the logo and favicon docs.json names, and the files the pages point at (`<img src>`, markdown images, links to
 *   a file such as `/files/sdk.zip`), each at its own path;
 * - the project's `public/` folder, whole, at the site's root (`public/robots.txt` → `/robots.txt`).
 *
 * Nothing else of the project (package.json, scripts, notes, dotfiles, node_modules), and nothing an ignore file
 * (.mintignore, .docsignore) matches.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, posix, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gatherFiles } from '../asyncapi/files.js';
import type { LogoConfig } from '../config/index.js';
import type { Diagnostic } from '../diagnostics.js';
import { urlScheme } from '../markdown/urls.js';
import { readTextFromFileOrUrl } from '../node/read-text.js';
import { relativeToCwd } from '../node/project.js';
import type { Project } from '../node/project.js';
import { siteAssetPaths } from './site-head.js';
import { parseSource } from '../openapi/parse.js';
import { readIgnoreRules } from './ignore-rules.js';
import type { IgnoreRules } from './ignore-rules.js';
import { fileInside } from './static-files.js';

/** The folder published whole at the site's root. */
export const PUBLIC_FOLDER = 'public';

export interface PublishedFiles {
  /** The project files the site uses, relative to the project folder (`/`-separated), whether they exist or not. */
  readonly referenced: ReadonlySet<string>;
  /** The file the site serves at `path` (relative to the site's root, URL-encoded), or undefined. */
  fileAt(path: string): string | undefined;
  /** Every file the site publishes: its path in the site → the file on disk. */
  list(): Map<string, string>;
}

/** A path the site may publish at all: inside the project, no dot file or folder, nothing of node_modules. */
function publishable(path: string): boolean {
  return (
    path !== '' &&
    path !== '.' &&
    !path.startsWith('/') &&
    path.split('/').every((part) => part !== '' && !part.startsWith('.') && part !== 'node_modules')
  );
}

/**
 * A URL written in docs.json or a page → the project file it names (relative, `/`-separated), or undefined for
 * a remote URL, an anchor or a path out of the project. `/images/a.png` is taken from the project's root (as
 * Mintlify does); `images/a.png` from `fromDir`, the folder of the file that names it.
 */
export function localPath(url: string, fromDir: string): string | undefined {
  const written = url.trim().replace(/\\/g, '/');
  if (urlScheme(written) !== '' || written.startsWith('//')) return undefined;
  const bare = written.replace(/[?#][\s\S]*$/, '');
  if (bare === '') return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return undefined;
  }
  const path = decoded.startsWith('/') ? posix.normalize(decoded.slice(1)) : posix.join(fromDir, decoded);
  return path === '.' || path === '..' || path.startsWith('../') ? undefined : path.replace(/\/$/, '');
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>' };

/** The `src` and `href` values of the tags in a page's rendered HTML (code shown as text is escaped, so not a tag). */
export function linkedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.matchAll(/<[a-z][\w-]*(\s[^<>]*)>/gi)) {
    for (const attr of (tag[1] ?? '').matchAll(/\s(?:src|href)="([^"]*)"/gi))
      urls.push((attr[1] ?? '').replace(/&(?:amp|quot|lt|gt);/g, (e) => ENTITIES[e] ?? e));
  }
  return urls;
}

function logoPaths(logo: LogoConfig | undefined): string[] {
  if (logo === undefined) return [];
  if (typeof logo === 'string') return [logo];
  return logo.dark === undefined ? [logo.light] : [logo.light, logo.dark];
}

/** A file the site uses, and who names it (for findings). */
interface Reference {
  readonly path: string;
  /** The project file that names it (relative), or undefined for docs.json itself. */
  readonly from: string | undefined;
  readonly kind: 'docs.json' | 'page' | 'spec' | 'asset';
}

function projectPath(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

/** A source description's URL resolved against its Arazzo file, or undefined when it is none. */
function sourceUrl(url: string, base: string | undefined): string | undefined {
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
}

/** What the project names directly: docs.json, its pages, its specs, the logo and favicon, the pages' files. */
function directReferences(project: Project): Reference[] {
  const docsName = projectPath(project.root, project.docsJson);
  const refs: Reference[] = [{ path: docsName, from: undefined, kind: 'docs.json' }];
  // The files docs.json includes (`$ref`): a site assembled in the browser fetches them beside it.
  for (const url of project.site.includes ?? []) {
    const path = projectPath(project.root, fileURLToPath(url));
    if (publishable(path)) refs.push({ path, from: undefined, kind: 'docs.json' });
  }
  for (const file of project.mdx.keys()) refs.push({ path: file, from: docsName, kind: 'page' });
  // Snippets are published only when a page imports them (an unused one in snippets/ stays out).
  for (const [file, page] of project.mdx)
    for (const path of page.snippets ?? []) refs.push({ path, from: file, kind: 'page' });
  // A spec that was not read (a URL, a path out of the project) has no file here: `file` is the path as written.
  for (const spec of [...project.openapi, ...project.asyncapi]) {
    if (isAbsolute(spec.file)) refs.push({ path: projectPath(project.root, spec.file), from: docsName, kind: 'spec' });
  }
  // A workflow page fetches its Arazzo file and the source descriptions it names (files of the project only).
  for (const entry of project.site.arazzo) {
    const urls = [entry.url, ...(entry.spec?.sourceDescriptions ?? []).map((s) => sourceUrl(s.url, entry.url))];
    for (const url of urls)
      if (url?.startsWith('file:'))
        refs.push({ path: projectPath(project.root, fileURLToPath(url)), from: docsName, kind: 'spec' });
  }
  for (const url of [...logoPaths(project.config.logo), ...siteAssetPaths(project.config)]) {
    const path = url === undefined ? undefined : localPath(url, '');
    if (path !== undefined) refs.push({ path, from: docsName, kind: 'asset' });
  }
  for (const [file, page] of project.mdx) {
    const dir = posix.dirname(file);
    for (const url of linkedUrls(page.html)) {
      const path = localPath(url, dir === '.' ? '' : dir);
      if (path !== undefined) refs.push({ path, from: file, kind: 'asset' });
    }
  }
  return refs;
}

/** The spec file and every local file its `$ref`s reach (absolute); just the file when it cannot be read. */
async function specFiles(file: string): Promise<string[]> {
  try {
    const text = await readFile(file, 'utf8');
    // Most specs are one file: no `$ref` to anything but `#…`, so no need to parse it again.
    if (!/\$ref["']?\s*:\s*["']?[^#\s"']/.test(text)) return [file];
    const url = pathToFileURL(file).href;
    const { files } = await gatherFiles(await parseSource(text, url), readTextFromFileOrUrl);
    return [...files.keys()].filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u));
  } catch {
    return [file];
  }
}

/** Encodes a relative path for `fileInside`, which decodes it. */
const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

export async function publishedFiles(
  project: Project,
  rules: IgnoreRules = readIgnoreRules(project.root),
): Promise<PublishedFiles> {
  const { root } = project;
  const referenced = new Set<string>();
  const add = (path: string): void => {
    if (publishable(path) && !rules.ignores(path)) referenced.add(path);
  };
  for (const ref of directReferences(project)) {
    // docs.json is the site itself: no ignore file can leave it out.
    if (ref.kind === 'docs.json') referenced.add(ref.path);
    else add(ref.path);
  }
  const specs = [...project.openapi, ...project.asyncapi].filter((s) => referenced.has(projectPath(root, s.file)));
  for (const files of await Promise.all(specs.map((s) => specFiles(s.file))))
    for (const file of files) add(projectPath(root, file));

  const publicRoot = join(root, PUBLIC_FOLDER);
  const publicFile = (path: string): string | undefined =>
    publishable(path) && !rules.ignores(`${PUBLIC_FOLDER}/${path}`)
      ? fileInside(publicRoot, encodePath(path))
      : undefined;

  return {
    referenced,
    fileAt(path) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        return undefined;
      }
      if (referenced.has(decoded)) return fileInside(root, path);
      return publicFile(decoded);
    },
    list() {
      const out = new Map<string, string>();
      for (const path of walk(publicRoot)) {
        const file = publicFile(path);
        if (file !== undefined) out.set(path, file);
      }
      // A referenced file wins over a public one at the same path, as in `fileAt`.
      for (const path of referenced) {
        const file = fileInside(root, encodePath(path));
        if (file !== undefined) out.set(path, file);
      }
      return out;
    },
  };
}

/** Every file under `dir` (relative, `/`-separated), skipping dot entries and node_modules; bounded. */
function walk(dir: string, limit = 10_000): string[] {
  const out: string[] = [];
  const visit = (folder: string, prefix: string, depth: number): void => {
    if (depth > 16) return;
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (out.length >= limit) return;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) visit(join(folder, entry.name), path, depth + 1);
      else out.push(path);
    }
  };
  visit(dir, '', 0);
  return out;
}

/**
 * Findings about ignored files the project still names: a page or spec docs.json lists (an error: the site
 * cannot show it) and a file a page or docs.json points at (a warning: it will not load).
 */
export function ignoredFindings(
  project: Project,
  rules: IgnoreRules = readIgnoreRules(project.root),
  display: (absolutePath: string) => string = relativeToCwd,
): Diagnostic[] {
  if (rules.sources.length === 0) return [];
  const by = rules.sources.join(' or ');
  const name = (path: string): string => display(join(project.root, ...path.split('/')));
  const findings: Diagnostic[] = [];
  for (const ref of directReferences(project)) {
    if (ref.from === undefined || !publishable(ref.path) || !rules.ignores(ref.path)) continue;
    if (ref.kind === 'page')
      findings.push({
        severity: 'error',
        code: 'site/ignored',
        file: name(ref.path),
        message: `${by} ignores this page, but docs.json lists it, so the site cannot show it. Take it out of the navigation or out of ${by}.`,
      });
    else if (ref.kind === 'spec')
      findings.push({
        severity: 'error',
        code: 'site/ignored',
        file: name(ref.from),
        message: `${by} ignores ${ref.path}, but docs.json names it, so the site cannot read it. Take it out of ${by}.`,
      });
    else
      findings.push({
        severity: 'warning',
        code: 'site/ignored',
        file: name(ref.from),
        message: `${by} ignores ${ref.path}, so it is not published and will not load. Take it out of ${by} or stop linking to it.`,
      });
  }
  return findings;
}
