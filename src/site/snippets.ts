/**
 * Reads an MDX page with the snippets it imports, through the site's reader (so the browser and Node agree): each
 * `import X from '/snippets/x.mdx'` (absolute from the project root, or relative to the importing file; `.mdx` or
 * `.md`, with or without the extension) is read, parsed and handed to the renderer, which inlines it where `<X />`
 * is used. Snippets import snippets, up to a depth; a cycle, a missing file or an import of a package is a finding
 * at the import's file, line and column. Nothing is ever evaluated: a component written in JavaScript (a `.jsx`
 * file, or `export const X = () => …` in a snippet) shows its children, and `docs validate` says why.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Diagnostic } from '../diagnostics.js';
import { toDiagnostics } from '../diagnostics.js';
import { FileMissingError } from '../fetch-text.js';
import { parseMdxPage } from '../mdx/index.js';
import type { ParsedMdxPage, RenderOptions } from '../mdx/index.js';
import { parseMdxTree } from '../mdx/parse-tree.js';
import { extractMath } from '../mdx/math.js';
import type { MathSpan } from '../mdx/math.js';
import { readModule } from '../mdx/snippet-scope.js';
import type { ImportDecl, MdxScope, ModuleInfo, ScopeComponent } from '../mdx/snippet-scope.js';
import type { Literal } from '../mdx/literal-expression.js';
import type { Variables } from '../mdx/variables.js';
import type { SiteReader } from './types.js';
import { folderOf, normaliseProjectPath } from '../project-path.js';

/** How deep snippets may import snippets. */
export const MAX_SNIPPET_DEPTH = 8;

const MARKDOWN = /\.(mdx|md)$/i;
const SCRIPT = /\.(jsx|tsx|js|ts)$/i;
/** Tried in order for an import written without an extension. */
const EXTENSIONS = ['.mdx', '.md', '.jsx', '.tsx', '.js'];

const CUSTOM_WHY =
  'runs as React on Mintlify; a self-hosted site does not execute project code unless built with --project-components, so where it is used its children are shown';

/** A file read for snippets: its module (MDX), or only that it exists (JavaScript), or missing. */
type ReadFile =
  | {
      readonly kind: 'mdx';
      readonly path: string;
      readonly file: string;
      readonly tree: Root;
      readonly module: ModuleInfo;
      readonly math: readonly MathSpan[];
    }
  | { readonly kind: 'script'; readonly path: string; readonly file: string }
  | { readonly kind: 'missing' };

/** The project path an import names, from the importing file's folder; undefined for a package or outside. */
export function snippetPath(source: string, fromFile: string): string | undefined {
  // A backslash, a scheme, an escape or a query could make a URL leave the project (`\\host`, `%2e%2e`).
  if (/[\\:%?#]/.test(source)) return undefined;
  if (source.startsWith('/')) return normaliseProjectPath(source);
  if (!source.startsWith('./') && !source.startsWith('../')) return undefined;
  return normaliseProjectPath(`${folderOf(fromFile)}/${source}`);
}

/** Reads and parses snippet files, each once per site; shared by every page of one assembly. */
export class SnippetFiles {
  private readonly files = new Map<string, Promise<ReadFile>>();
  /** Every snippet file some page used (project paths), for `docs build`. */
  readonly used = new Set<string>();

  constructor(
    private readonly reader: SiteReader,
    private readonly signal?: AbortSignal,
    /** docs.json `variables`, for `{{name}}` in snippets as in pages. */
    private readonly variables?: Variables,
  ) {}

  /** The file an import names, trying the extensions Mintlify allows when it has none. */
  async resolve(path: string): Promise<ReadFile> {
    const candidates = MARKDOWN.test(path) || SCRIPT.test(path) ? [path] : EXTENSIONS.map((e) => `${path}${e}`);
    for (const candidate of candidates) {
      const read = await this.read(candidate);
      if (read.kind !== 'missing') return read;
    }
    return { kind: 'missing' };
  }

  private read(path: string): Promise<ReadFile> {
    let done = this.files.get(path);
    if (done === undefined) this.files.set(path, (done = this.load(path)));
    return done;
  }

  private async load(path: string): Promise<ReadFile> {
    const placed = this.reader.place(path, 'spec');
    if (!('url' in placed)) return { kind: 'missing' };
    let text: string;
    try {
      text = await this.reader.readText(placed.url, this.signal);
    } catch (error) {
      if (this.signal?.aborted) throw error;
      if (error instanceof FileMissingError) return { kind: 'missing' };
      throw error;
    }
    const file = this.reader.fileName(placed.url, path);
    if (SCRIPT.test(path)) return { kind: 'script', path, file };
    // Formulas are lifted out first, as for a page (math.ts), so `$…{…}…$` is not read as MDX.
    const { text: source, math } = extractMath(text);
    const parsed = parseMdxTree(source, file, this.variables);
    const module = readModule(parsed.tree, file);
    return {
      kind: 'mdx',
      path,
      file,
      tree: parsed.tree,
      math,
      module: { ...module, diagnostics: [...parsed.diagnostics, ...module.diagnostics] },
    };
  }
}

interface Context {
  readonly files: SnippetFiles;
  readonly diagnostics: Diagnostic[];
  /** Project paths of the files being inlined, outermost first (for cycles and depth). */
  readonly stack: readonly string[];
  readonly used: Set<string>;
  /** The project's `.jsx` components render as islands (`--project-components`): no "children only" finding. */
  readonly projectComponents: boolean;
}

/** The scope a file renders with: what it imports (each snippet with its own scope) and its own literal exports. */
async function scopeOf(
  module: ModuleInfo,
  tree: Root,
  path: string,
  shownAs: string,
  context: Context,
): Promise<MdxScope> {
  const values = new Map<string, Literal>();
  const components = new Map<string, ScopeComponent>();
  for (const [name, entry] of module.exports) {
    if (entry.kind === 'value') values.set(name, entry.value);
    else {
      components.set(name, { kind: 'custom', file: shownAs });
      context.diagnostics.push(customFinding(name, shownAs, entry.line));
    }
  }
  for (const decl of [...module.imports, ...snippetTags(tree)])
    await addImport(decl, path, shownAs, context, values, components);
  return { values, components };
}

type JsxNode = MdxJsxFlowElement;

/** The scope name under which `<Snippet file="x.mdx" />` finds its file (not a name JSX can write). */
export const snippetTagName = (file: string): string => `Snippet:${file}`;

/**
 * `<Snippet file="x.mdx" />`, Mintlify's earlier way to reuse a snippet (a file in `snippets/` or the older
 * `_snippets/`, or a path from the project root when it starts with `/`): each is read as an import of that file,
 * so it is inlined the same way.
 */
function snippetTags(tree: Root): (ImportDecl & { readonly tag: true })[] {
  const decls = new Map<string, ImportDecl & { readonly tag: true }>();
  const walk = (node: { readonly type: string; readonly children?: readonly unknown[] }): void => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      (node as JsxNode).name === 'Snippet'
    ) {
      const tag = node as JsxNode;
      const file = tag.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file')?.value;
      if (typeof file === 'string' && file !== '' && !decls.has(file))
        decls.set(file, {
          source: file.startsWith('/') ? file : `/snippets/${file}`,
          default: snippetTagName(file),
          named: [],
          line: tag.position?.start.line ?? 1,
          column: tag.position?.start.column ?? 1,
          tag: true,
        });
    }
    for (const child of node.children ?? []) walk(child as { readonly type: string });
  };
  walk(tree);
  return [...decls.values()];
}

function customFinding(name: string, file: string, line?: number): Diagnostic {
  return {
    severity: 'warning',
    code: 'mdx/custom-component',
    message: `<${name}> ${CUSTOM_WHY}.`,
    file,
    ...(line === undefined ? {} : { line, column: 1 }),
  };
}

/** One `import` of a file: its names into the scope, or a finding at the import. */
async function addImport(
  decl: ImportDecl & { readonly tag?: true },
  path: string,
  shownAs: string,
  context: Context,
  values: Map<string, Literal>,
  components: Map<string, ScopeComponent>,
): Promise<void> {
  const names = [decl.default, decl.namespace, ...decl.named.map((n) => n.local)].filter(
    (n): n is string => n !== undefined,
  );
  const report = (message: string, severity: Diagnostic['severity'] = 'warning'): void => {
    context.diagnostics.push({
      severity,
      code: 'mdx/import',
      message,
      file: shownAs,
      line: decl.line,
      column: decl.column,
    });
  };
  const target = snippetPath(decl.source, path);
  if (target === undefined) {
    report(
      `\`${decl.source}\` is not a file of the project (a package, or a path out of it); such imports are never loaded here, so what is imported from it (${names.join(', ')}) is not run: a component from it shows only its children.`,
    );
    for (const name of names) components.set(name, { kind: 'custom', file: shownAs });
    return;
  }
  const broken = (message: string, severity: Diagnostic['severity'] = 'error'): void => {
    report(message, severity);
    for (const name of names) components.set(name, { kind: 'broken' });
  };
  if (context.stack.length > MAX_SNIPPET_DEPTH)
    return broken(`\`${decl.source}\` is nested more than ${MAX_SNIPPET_DEPTH} snippets deep; it is left out.`);
  let read = await context.files.resolve(target);
  // Mintlify once kept the files of `<Snippet file>` in `_snippets/`: one not in `snippets/` is looked for there.
  const legacy = decl.tag === true && target.startsWith('snippets/') ? `_${target}` : undefined;
  if (read.kind === 'missing' && legacy !== undefined) read = await context.files.resolve(legacy);
  if (read.kind === 'missing')
    return broken(
      `The snippet \`${decl.source}\` does not exist (looked for ${target}${legacy === undefined ? '' : ` and ${legacy}`}); what it would show is left out.`,
      decl.tag === true ? 'warning' : 'error',
    );
  if (context.stack.includes(read.path))
    return broken(`\`${decl.source}\` imports itself (${[...context.stack, read.path].join(' → ')}); it is left out.`);
  context.used.add(read.path);
  if (read.kind === 'script') {
    // Each name with the export it is (`import Counter from` is `default`); `* as` has none to render.
    const exported = new Map<string, string>([
      ...(decl.default === undefined ? [] : [[decl.default, 'default'] as const]),
      ...decl.named.map((n) => [n.local, n.imported] as const),
    ]);
    for (const name of names) {
      const which = exported.get(name);
      const module = which === undefined ? {} : { module: { path: read.path, export: which } };
      components.set(name, { kind: 'custom', file: read.file, ...module });
      if (!context.projectComponents) context.diagnostics.push(customFinding(name, read.file));
    }
    return;
  }
  context.diagnostics.push(...read.module.diagnostics);
  const inner = { ...context, stack: [...context.stack, target] };
  const scope = await scopeOf(read.module, read.tree, read.path, read.file, inner);
  if (decl.default !== undefined)
    components.set(decl.default, { kind: 'snippet', file: read.file, tree: read.tree, scope, math: read.math });
  for (const { imported, local } of decl.named) {
    const entry = read.module.exports.get(imported);
    if (entry?.kind === 'value') values.set(local, entry.value);
    else if (entry?.kind === 'component') components.set(local, { kind: 'custom', file: read.file });
    else {
      report(
        `\`${decl.source}\` exports no \`${imported}\` (it exports ${[...read.module.exports.keys()].join(', ') || 'nothing'}).`,
      );
      components.set(local, { kind: 'broken' });
    }
  }
  if (decl.namespace !== undefined) report(`\`import * as ${decl.namespace}\` is not read; import names one by one.`);
}

/** A page that imports or exports anything is read with its scope; the others as before. */
const HAS_ESM = /^(import|export)\s|<Snippet\s/m;

/**
 * One MDX page, with every snippet it imports inlined. `path` is the page's project path (`guides/auth.mdx`),
 * `shownAs` how findings name it. The page's `snippets` lists the snippet files it used.
 */
export async function readMdxPageWithSnippets(
  text: string,
  path: string,
  shownAs: string,
  files: SnippetFiles,
  options: RenderOptions = {},
): Promise<ParsedMdxPage> {
  if (!HAS_ESM.test(text)) return parseMdxPage(text, shownAs, options);
  const tree = parseMdxTree(text, shownAs, options.variables).tree;
  const context: Context = {
    files,
    diagnostics: [],
    stack: [path],
    used: new Set(),
    projectComponents: options.projectComponents === true,
  };
  let scope: MdxScope;
  try {
    const module = readModule(tree, shownAs);
    context.diagnostics.push(...module.diagnostics);
    scope = await scopeOf(module, tree, path, shownAs, context);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    context.diagnostics.push(...toDiagnostics(error, shownAs));
    scope = { values: new Map(), components: new Map() };
  }
  for (const file of context.used) files.used.add(file);
  const page = parseMdxPage(text, shownAs, { ...options, scope });
  const diagnostics = [...page.diagnostics, ...context.diagnostics];
  return { ...page, diagnostics, ...(context.used.size === 0 ? {} : { snippets: [...context.used] }) };
}
