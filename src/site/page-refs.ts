/**
 * What an MDX page points at — an OpenAPI operation (`openapi:`), an AsyncAPI channel (`asyncapi:`), other pages
 * (links) — resolved against the loaded site, with a finding at the line that names a target that is not there.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { ParsedMdxPage } from '../mdx/index.js';
import { normaliseSpecPath, parseChannelRef, resolveChannelRef, specPathFromPage } from '../navigation/index.js';
import type { MdxPageInfo, NavGroup, NavItem, Navigation, SpecChannels } from '../navigation/index.js';
import type { OpenApiSpec } from '../openapi/types.js';

/** What the navigation needs of an MDX page: its titles, visibility and method badge. */
export function mdxInfo(page: ParsedMdxPage): MdxPageInfo {
  const fm = page.frontmatter;
  const method = fm.api?.method ?? (fm.openapi?.kind === 'operation' ? fm.openapi.method : undefined);
  return {
    ...(fm.title === undefined ? {} : { title: fm.title }),
    ...(fm.sidebarTitle === undefined ? {} : { sidebarTitle: fm.sidebarTitle }),
    ...(fm.hidden === undefined ? {} : { hidden: fm.hidden }),
    ...(fm.deprecated === undefined ? {} : { deprecated: fm.deprecated }),
    ...(method === undefined ? {} : { method }),
    ...(fm.icon === undefined ? {} : { icon: fm.icon }),
    ...(fm.icon === undefined || fm.iconType === undefined ? {} : { iconRef: { name: fm.icon, style: fm.iconType } }),
    ...(fm.tag === undefined ? {} : { tag: fm.tag }),
    ...(fm.url === undefined ? {} : { url: fm.url }),
    ...(fm.searchable === undefined ? {} : { searchable: fm.searchable }),
    ...(fm.boost === undefined ? {} : { boost: fm.boost }),
  };
}

/**
 * The page with the spec paths its frontmatter writes (`openapi:`, `openapi-schema:`, `asyncapi:`) as project
 * paths: `../api.json` is read from the page's folder (`specPathFromPage`). `pageFile` is its project path.
 */
export function withProjectSpecPaths(page: ParsedMdxPage, pageFile: string): ParsedMdxPage {
  const fm = page.frontmatter;
  const moved = <T extends { readonly spec?: string }>(ref: T | undefined): T | undefined => {
    const spec = ref?.spec === undefined ? undefined : specPathFromPage(ref.spec, pageFile);
    return spec === undefined || spec === ref!.spec ? ref : { ...ref!, spec };
  };
  const openapi = moved(fm.openapi);
  const openapiSchema = moved(fm.openapiSchema);
  const channel = fm.asyncapi === undefined ? undefined : parseChannelRef(fm.asyncapi);
  const channelSpec = moved(channel)?.spec;
  const asyncapi =
    channelSpec === channel?.spec ? fm.asyncapi : fm.asyncapi!.trim().replace(channel!.spec!, channelSpec!);
  if (openapi === fm.openapi && openapiSchema === fm.openapiSchema && asyncapi === fm.asyncapi) return page;
  const frontmatter = {
    ...fm,
    ...(openapi === undefined ? {} : { openapi }),
    ...(openapiSchema === undefined ? {} : { openapiSchema }),
    ...(asyncapi === undefined ? {} : { asyncapi }),
  };
  return { ...page, frontmatter };
}

/** The OpenAPI file in effect for each listed page (its nearest group's), for `openapi:` without a spec. */
export function enclosingSpecs(navigation: Navigation): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (items: readonly NavItem[], spec: string | undefined): void => {
    for (const item of items) {
      if (item.type === 'group') walk(item.items, item.openapi ?? spec);
      else if (spec !== undefined) out.set(item.slug, spec);
    }
  };
  for (const tab of navigation.tree.tabs)
    for (const group of tab.groups as NavGroup[]) walk(group.items, group.openapi);
  return out;
}

/** Where in the page a frontmatter key is written, for findings about it. */
export function frontmatterPlace(page: ParsedMdxPage, file: string, key: string) {
  const line = page.frontmatterLines[key];
  return { file: page.file ?? file, pointer: `/${key}`, ...(line === undefined ? {} : { line, column: 1 }) };
}

/** A loaded OpenAPI file by the path a page or group names it with. */
export type SpecLookup = (path: string) => { readonly url: string; readonly spec: OpenApiSpec } | undefined;

/** A loaded OpenAPI file: as written (or found), where it was read from, and what it holds. */
export interface LoadedSiteSpec {
  readonly path: string;
  readonly url: string;
  readonly spec: OpenApiSpec;
}

/** The site's OpenAPI files as pages name them. */
export interface SiteSpecs {
  readonly find: SpecLookup;
  /** The site's only loaded file, meant by a page that names none. */
  readonly only: string | undefined;
  /** Every loaded file: a page that names none means the one holding its operation, outside any `openapi` group or when its group's file lacks it. */
  readonly all?: readonly LoadedSiteSpec[];
  /** Names a page wrote (normalised) that match several files by stem, with those files. */
  readonly ambiguous?: ReadonlyMap<string, readonly string[]>;
}

const listFiles = (files: readonly string[]): string => files.map((f) => `"${f}"`).join(', ');

/**
 * The OpenAPI file a page's `openapi:` or `openapi-schema:` means: the one it names, else its enclosing group's, else
 * the site's only one; a finding at the field when none is loaded. `label` is the value as written after the spec.
 */
export function pageSpec(
  page: ParsedMdxPage,
  file: string,
  field: 'openapi' | 'openapi-schema',
  ref: { readonly spec?: string; readonly label: string },
  enclosing: string | undefined,
  specs: SiteSpecs,
  diagnostics: Diagnostic[],
): LoadedSiteSpec | undefined {
  const specPath = ref.spec ?? enclosing ?? specs.only;
  const found = specPath === undefined ? undefined : specs.find(specPath);
  if (found !== undefined && specPath !== undefined) return { path: specPath, ...found };
  const several = ref.spec === undefined ? undefined : specs.ambiguous?.get(normaliseSpecPath(ref.spec));
  if (several !== undefined) {
    diagnostics.push({
      severity: 'error',
      code: 'mdx/openapi-ambiguous',
      message: `\`${field}: ${ref.spec} ${ref.label}\` names "${ref.spec}", which matches several OpenAPI files: ${listFiles(several)}; write the path of the one meant.`,
      ...frontmatterPlace(page, file, field),
    });
    return undefined;
  }
  diagnostics.push({
    // No file named and none in the project (Mintlify projects whose spec lived in its dashboard): the page
    // renders its own content without the operation, so a warning; a named file that is missing stays an error.
    severity: ref.spec === undefined && specPath === undefined ? 'warning' : 'error',
    code: 'mdx/openapi-spec',
    message:
      ref.spec === undefined
        ? `\`${field}: ${ref.label}\` names no loaded OpenAPI file, so the page shows no operation; write "<spec-path> ${ref.label}", put the page in a group with \`openapi\`, or set \`api.openapi\`.`
        : `\`${field}\` names ${ref.spec}, which is missing or could not be read.`,
    ...frontmatterPlace(page, file, field),
  });
  return undefined;
}

/**
 * `openapi: [spec] METHOD /path` → the operation. Without a spec the page's enclosing group's file is meant, or the
 * site's only one.
 */
export function mdxOperation(
  page: ParsedMdxPage,
  file: string,
  enclosing: string | undefined,
  specs: SiteSpecs,
  diagnostics: Diagnostic[],
): { specUrl: string; id: string } | undefined {
  const ref = page.frontmatter.openapi;
  if (ref === undefined) return undefined;
  const at = frontmatterPlace(page, file, 'openapi');
  const label = ref.kind === 'webhook' ? `WEBHOOK ${ref.name}` : `${ref.method.toUpperCase()} ${ref.path}`;
  if (ref.spec === undefined && enclosing === undefined && specs.only === undefined && (specs.all?.length ?? 0) > 1)
    return operationInAnySpec(label, specs.all!, at, diagnostics);
  const spec = { label, ...(ref.spec === undefined ? {} : { spec: ref.spec }) };
  const found = pageSpec(page, file, 'openapi', spec, enclosing, specs, diagnostics);
  if (found === undefined) return undefined;
  const specPath = found.path;
  const op = found.spec.findOperation(label);
  // A group's file that lacks the operation (a translated spec behind its original): Mintlify looks in the site's
  // other files, and so does this, when exactly one of them holds it.
  const elsewhere =
    op === undefined && ref.spec === undefined
      ? holdersOf(
          label,
          (specs.all ?? []).filter((entry) => entry.url !== found.url),
        )
      : [];
  if (elsewhere.length === 1) return { specUrl: elsewhere[0]!.entry.url, id: elsewhere[0]!.id };
  if (op === undefined) {
    const [method, path] = label.split(' ');
    const near = found.spec.operations
      .map((o) => o.id)
      .filter((id) => id.split(' ')[0] === method || id.split(' ')[1] === path)
      .slice(0, 3);
    // Mintlify publishes such a page (its text, no operation), so it is a warning; --strict still fails on it.
    diagnostics.push({
      severity: 'warning',
      code: 'navigation/unknown-operation',
      message: `\`openapi: ${label}\` matches no operation in ${specPath ?? ''}, so the page shows its text without an operation.${near.length > 0 ? ` Did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : ''}`,
      ...at,
    });
    return undefined;
  }
  return { specUrl: found.url, id: op.id };
}

/** The files of `all` that hold the operation `label`; those with its path written as is, when there are any. */
function holdersOf(
  label: string,
  all: readonly LoadedSiteSpec[],
): { readonly entry: LoadedSiteSpec; readonly id: string }[] {
  const path = label.slice(label.indexOf(' ') + 1);
  const found = all.flatMap((entry) => {
    const op = entry.spec.findOperation(label);
    return op === undefined ? [] : [{ entry, id: op.id, exact: op.path === path }];
  });
  // `/models/v2/google/gemma` written as is beats a template `/models/v2/google/{model}` of another file.
  const exact = found.filter((h) => h.exact);
  return exact.length > 0 ? exact : found;
}

/**
 * `openapi: METHOD /path` naming no file, on a site with several: the one file that holds the operation, or a finding
 * at the field naming every file that does (none: a warning, as for a site without files; the page shows its text).
 */
function operationInAnySpec(
  label: string,
  all: readonly LoadedSiteSpec[],
  at: ReturnType<typeof frontmatterPlace>,
  diagnostics: Diagnostic[],
): { specUrl: string; id: string } | undefined {
  const holding = holdersOf(label, all);
  if (holding.length === 1) return { specUrl: holding[0]!.entry.url, id: holding[0]!.id };
  diagnostics.push(
    holding.length === 0
      ? {
          severity: 'warning',
          code: 'navigation/unknown-operation',
          message: `\`openapi: ${label}\` matches no operation in any of the site's ${all.length} OpenAPI files, so the page shows no operation; check the method and path, or write "<spec-path> ${label}".`,
          ...at,
        }
      : {
          severity: 'error',
          code: 'mdx/openapi-ambiguous',
          message: `\`openapi: ${label}\` is an operation of several OpenAPI files: ${listFiles(holding.map((h) => h.entry.path))}; write "<spec-path> ${label}" to say which.`,
          ...at,
        },
  );
  return undefined;
}

/** `asyncapi: "[spec] <channel>"` → the channel, or a finding when it names none. */
export function mdxChannel(
  page: ParsedMdxPage,
  file: string,
  asyncapi: ReadonlyMap<string, SpecChannels>,
  enclosing: string | undefined,
  diagnostics: Diagnostic[],
): { spec: string; id: string } | undefined {
  const value = page.frontmatter.asyncapi;
  if (value === undefined) return undefined;
  const found = resolveChannelRef(value, asyncapi, enclosing);
  if (found.ok) return { spec: found.spec, id: found.channel.id };
  diagnostics.push({
    severity: 'error',
    code: found.code,
    message: found.message,
    ...frontmatterPlace(page, file, 'asyncapi'),
  });
  return undefined;
}

/** Links from a page to `/<slug>` that no page has: a warning at the line that writes them. */
export function brokenLinks(page: ParsedMdxPage, file: string, text: string, navigation: Navigation): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const match of page.html.matchAll(/href="\/([^"#?]*)/g)) {
    const target = match[1]!.replace(/\/+$/, '');
    if (seen.has(target) || navigation.pages.has(target) || /\.[a-z0-9]+$/i.test(target)) continue;
    seen.add(target);
    const offset = text.indexOf(`(/${target}`);
    const line = offset < 0 ? undefined : text.slice(0, offset).split('\n').length;
    const column = offset < 0 ? undefined : offset - text.lastIndexOf('\n', offset - 1) + 1;
    const near = [...navigation.pages.keys()].filter(
      (slug) =>
        slug.split('/').pop() === target.split('/').pop() ||
        slug.startsWith(target.split('/').slice(0, -1).join('/') + '/'),
    );
    const nearby =
      near.length > 0
        ? ` Pages nearby: ${near
            .slice(0, 3)
            .map((n) => `/${n}`)
            .join(', ')}.`
        : '';
    out.push({
      severity: 'warning',
      code: 'mdx/broken-link',
      message: `The link to "/${target}" leads to no page of this site.${nearby}`,
      file: page.file ?? file,
      ...(line === undefined ? {} : { line, column }),
    });
  }
  return out;
}
