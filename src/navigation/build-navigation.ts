/**
 * docs.json `navigation` + the loaded specs + the MDX files → the page tree, one record per page,
 * and diagnostics. Implements the spec's section 2.5:
 * 1. a group with `openapi` and no `pages` gets one page per operation, in per-tag groups;
 * 2. with `pages`, only the listed operations get pages;
 * 3. a nested group's `openapi` overrides its parent's (and tabs may set one for all their groups);
 * 4. `<spec-path> METHOD /path` references an operation of any spec, with no MDX file.
 * AsyncAPI files follow the same rules: a group with `asyncapi` and no `pages` gets one page per
 * channel (in per-tag groups when its operations are tagged); `channel <name>` and
 * `<spec-path> [channel] <name>` entries list single channels.
 * An entry that matches nothing is a diagnostic naming its group and the nearest candidates.
 */
import { TagTree } from './tag-tree.js';
import { dottedPath } from '../config/config-reader.js';
import type { DocsConfig, GroupConfig, PageEntry, SpecSource } from '../config/docs-config-types.js';
import { itemPointer } from '../config/parse-navigation.js';
import { pointerOf, sourceIndex } from '../config/source-pointers.js';
import { readOperationDocs } from '../config/x-docs.js';
import type { Diagnostic, Severity } from '../diagnostics.js';
import type { OperationSummary } from '../openapi/types.js';
import { buildTree, innerScope } from './build-divisions.js';
import type { PlaceBuilder, PlaceScope } from './build-divisions.js';
import { didYouMean } from './did-you-mean.js';
import { normalisePagePath, normaliseSpecPath, parsePageEntry, pathShape } from './page-entry.js';
import { pageFileCandidates, preferredPageFile } from './page-file.js';
import type { PageEntryRef } from './page-entry.js';
import { generatedSlug, slugify, titleFromPath } from './slugs.js';
import type {
  ChannelPage,
  ChannelSummary,
  DocsPage,
  MdxPageInfo,
  NavGroup,
  NavItem,
  Navigation,
  OperationPage,
  SpecChannels,
  SpecOperations,
  SpecWorkflows,
  WorkflowPage,
} from './types.js';

export interface BuildNavigationOptions {
  /** Names docs.json in diagnostics. */
  readonly file?: string;
  /** Adds line and column to a docs.json pointer (`ParsedDocsConfig.locate`). */
  readonly locate?: (pointer: string) => { line: number; column: number } | undefined;
  /** Each loaded AsyncAPI file (keyed as written in docs.json, like `specs`) with its channels. */
  readonly asyncapi?: ReadonlyMap<string, SpecChannels>;
  /** Each read Arazzo file (keyed as written in docs.json) with its workflows: a group's `arazzo` gets a page each. */
  readonly arazzo?: ReadonlyMap<string, SpecWorkflows>;
}

export interface Scope extends PlaceScope {
  /** An OpenAPI 3.2 `kind: badge` tag's label, shown beside a generated operation page's link (its `x-docs` tag wins). */
  readonly badge?: string;
}

/** What a page takes from the nodes above it: `searchable: false`, `boost` (its own wins), `public: true`. */
const inherited = (
  scope: Scope,
  page: { readonly searchable?: boolean; readonly boost?: number } = {},
): Pick<DocsPage, 'searchable' | 'boost' | 'public'> => {
  const boost = page.boost ?? scope.boost;
  return {
    ...(scope.unsearchable === true || page.searchable === false ? { searchable: false as const } : {}),
    ...(boost === undefined ? {} : { boost }),
    ...(scope.public === true ? { public: true as const } : {}),
  };
};

/** `Group "Pets" (navigation.groups[0])`, or the pointer alone for a division or a loose page. */
function placeName(title: string, pointer: string): string {
  return title === '' ? dottedPath(pointer) : `Group "${title}" (${dottedPath(pointer)})`;
}

const first = (sources: readonly SpecSource[]): string | undefined => sources[0]?.source;

class NavigationBuilder implements PlaceBuilder {
  readonly diagnostics: Diagnostic[] = [];
  readonly pages = new Map<string, DocsPage>();
  readonly order: string[] = [];
  /** Page identity (`mdx:path` or `spec\0operation`) → its slug, so a page listed twice is built once. */
  private readonly built = new Map<string, string | null>();
  /** Place key + page identity → the page's route in that place (see `again`). */
  private readonly inTab = new Map<string, string>();
  /** Page identity → the division slugs of the place that built it first. */
  private readonly firstPlace = new Map<string, readonly string[]>();
  /** The place being built: the slugs of the divisions holding it (empty for the root's groups), and its key. */
  private placeSlugs: readonly string[] = [];
  private tabKey = '';
  /** The key of the root's own groups, shown beside every division. */
  private static readonly UNTITLED = '/navigation';
  /** Inside a `hidden` group: pages are built but not listed. */
  private hiding = 0;
  private readonly specKeys = new Map<string, string>();
  private readonly asyncKeys = new Map<string, string>();
  private readonly asyncSpecs: ReadonlyMap<string, SpecChannels>;
  private readonly mdxFiles = new Map<string, string>();
  private readonly mdxInfo = new Map<string, MdxPageInfo>();

  constructor(
    private readonly specs: ReadonlyMap<string, SpecOperations>,
    mdxPages: ReadonlySet<string> | ReadonlyMap<string, MdxPageInfo>,
    private readonly options: BuildNavigationOptions,
  ) {
    for (const key of specs.keys()) this.specKeys.set(normaliseSpecPath(key), key);
    this.asyncSpecs = options.asyncapi ?? new Map();
    for (const key of this.asyncSpecs.keys()) this.asyncKeys.set(normaliseSpecPath(key), key);
    const entries =
      mdxPages instanceof Map ? [...mdxPages.entries()] : [...mdxPages.keys()].map((k) => [k, {}] as const);
    for (const [file, info] of entries) {
      const path = normalisePagePath(file);
      const known = this.mdxFiles.get(path);
      if (known !== undefined && preferredPageFile(known, file) === known) continue;
      this.mdxFiles.set(path, file);
      this.mdxInfo.set(path, info);
    }
  }

  report(severity: Severity, code: string, pointer: string, message: string): void {
    this.diagnostics.push({
      severity,
      code,
      message,
      pointer,
      file: this.options.file ?? 'docs.json',
      ...(this.options.locate?.(pointer) ?? {}),
    });
  }

  /** Starts a place: the root's own groups (`slugs` empty), or a division's at the path of division slugs. */
  enterPlace(pointer: string, slugs: readonly string[] | undefined): void {
    this.tabKey = slugs === undefined ? NavigationBuilder.UNTITLED : pointer;
    this.placeSlugs = slugs ?? [];
  }

  /** A level's `groups` and `pages`: each group built, runs of loose pages gathered in an untitled group. */
  items(items: readonly PageEntry[], pointer: string, scope: Scope): NavGroup[] {
    const out: NavGroup[] = [];
    let loose: NavItem[] | undefined;
    items.forEach((entry, i) => {
      const at = itemPointer(items, i) ?? `${pointer}/pages/${i}`;
      if (typeof entry !== 'string') {
        loose = undefined;
        const built = this.group(entry, pointerOf(entry) ?? at, scope);
        if (built !== undefined) out.push(built);
        return;
      }
      const item = this.entry(entry, at, '', scope);
      if (item === undefined) return;
      if (loose === undefined) {
        loose = [];
        out.push({ type: 'group', title: '', pointer, collapsed: false, generated: false, loose: true, items: loose });
      }
      loose.push(item);
    });
    return out;
  }

  /** A division or the root with `openapi` / `asyncapi` and nothing listed: every operation and channel, by tag. */
  generatedGroups(pointer: string, title: string, scope: Scope): NavGroup[] {
    const items = [
      ...scope.openapi.flatMap((s) => this.allOperations(s, pointer, title, scope)),
      ...scope.asyncapi.flatMap((s) => this.allChannels(s.source, pointer, title, scope)),
    ];
    const groups = items.filter((i): i is NavGroup => i.type === 'group');
    const pages = items.filter((i) => i.type === 'page');
    if (pages.length === 0) return groups;
    return [
      ...groups,
      { type: 'group', title: '', pointer, collapsed: false, generated: true, loose: true, items: pages },
    ];
  }

  group(group: GroupConfig, pointer: string, parent: Scope): NavGroup | undefined {
    const scope: Scope = {
      openapi: group.openapi ?? parent.openapi,
      asyncapi: group.asyncapi ?? parent.asyncapi,
      breadcrumbs: group.group === '' ? parent.breadcrumbs : [...parent.breadcrumbs, group.group],
      ...((group.boost ?? parent.boost) === undefined ? {} : { boost: group.boost ?? parent.boost }),
      ...innerScope(group, parent),
    };
    if (group.hidden === true) this.hiding++;
    const root = group.root === undefined ? undefined : this.rootPage(group, pointer, scope);
    const items = this.groupItems(group, pointer, scope);
    if (group.hidden === true) this.hiding--;
    if (group.hidden === true) return undefined;
    const openapi = first(scope.openapi);
    const asyncapi = first(scope.asyncapi);
    return {
      type: 'group',
      title: group.group,
      pointer,
      ...(openapi === undefined ? {} : { openapi }),
      ...(asyncapi === undefined ? {} : { asyncapi }),
      ...(group.icon === undefined ? {} : { icon: group.icon }),
      ...(group.iconRef === undefined ? {} : { iconRef: group.iconRef }),
      ...(group.tag === undefined ? {} : { tag: group.tag }),
      ...(root === undefined || root.type !== 'page' ? {} : { root: root.slug }),
      ...(root?.type === 'page' && scope.directory !== undefined && scope.directory !== 'none'
        ? { directory: scope.directory }
        : {}),
      collapsed: group.collapsed ?? group.expanded === false,
      generated: false,
      // A group titled "" shows its pages without a heading.
      ...(group.group === '' ? { loose: true as const } : {}),
      items,
    };
  }

  /** `root`: the page the group's title opens. Without its file the group still works, so this is a warning. */
  private rootPage(group: GroupConfig, pointer: string, scope: Scope): NavItem | undefined {
    const at = `${pointer}/root`;
    const ref = parsePageEntry(group.root!);
    if (ref.kind === 'mdx' && !this.mdxFiles.has(ref.path)) {
      this.report(
        'warning',
        'navigation/unknown-root',
        at,
        `${placeName(group.group, at)}: the group's root page "${ref.path}" has no file ${pageFileCandidates(ref.path).join(' or ')}, so the group's title opens no page.${didYouMean(ref.path, this.mdxFiles.keys())}`,
      );
      return undefined;
    }
    return this.entry(group.root!, at, group.group, scope);
  }

  private groupItems(group: GroupConfig, pointer: string, scope: Scope): NavItem[] {
    const items: NavItem[] = [];
    if (group.pages !== undefined) {
      const pages = group.pages;
      pages.forEach((entry, i) => {
        const at = `${pointer}/pages/${sourceIndex(pages, i)}`;
        const item =
          typeof entry === 'string'
            ? this.entry(entry, at, group.group, scope)
            : this.group(entry, pointerOf(entry) ?? at, scope);
        if (item !== undefined) items.push(item);
      });
      if (pages.length === 0 && group.root === undefined)
        this.report('warning', 'navigation/empty-group', pointer, `Group "${group.group}" lists no pages.`);
    } else if (group.openapi !== undefined || group.asyncapi !== undefined) {
      for (const source of group.openapi ?? []) items.push(...this.allOperations(source, pointer, group.group, scope));
      for (const source of group.asyncapi ?? [])
        items.push(...this.allChannels(source.source, pointer, group.group, scope));
    } else if (group.arazzo === undefined && group.root === undefined) {
      this.report(
        'warning',
        'navigation/empty-group',
        pointer,
        `Group "${group.group}" has neither \`pages\`, \`openapi\` nor \`asyncapi\`, so it is empty.`,
      );
    }
    // A group's own `arazzo` files: a page per workflow, after what the group lists.
    for (const source of group.arazzo ?? []) items.push(...this.allWorkflows(source.source, scope));
    return items;
  }

  /** Rule 1: every operation of the spec, grouped by tag (declared tag order, then first use). */
  private allOperations(source: SpecSource, pointer: string, groupTitle: string, scope: Scope): NavItem[] {
    const specPath = source.source;
    const key = this.specKey(specPath, `${pointer}/openapi`, placeName(groupTitle, pointer));
    if (key === undefined) return [];
    const spec = this.specs.get(key)!;
    const untagged: NavItem[] = [];
    const byTag = new Map<string, NavItem[]>();
    for (const tag of spec.tags ?? []) byTag.set(tag.name, []);
    // A tag's `x-group` (Mintlify) or `summary` (3.2) is its label; 3.2's `parent` nests its group.
    const tree = new TagTree(spec.tags);
    for (const op of spec.operations) {
      const tag = tree.placing(op.tags);
      const badge = tree.badge(op.tags);
      const placed = tag === undefined ? scope : { ...scope, breadcrumbs: [...scope.breadcrumbs, ...tree.trail(tag)] };
      const opScope = badge === undefined ? placed : { ...placed, badge };
      const item = this.operationPage(key, op, pointer, opScope, false, source.directory);
      if (item === undefined) continue;
      if (tag === undefined) {
        untagged.push(item);
        continue;
      }
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(item);
    }
    const tagGroups = tree.groups(byTag, (title, items) => ({
      type: 'group',
      title,
      pointer,
      openapi: specPath,
      collapsed: false,
      generated: true,
      items,
    }));
    if (spec.operations.length === 0)
      this.report(
        'warning',
        'navigation/empty-group',
        pointer,
        `Group "${groupTitle}": ${specPath} has no operations.`,
      );
    return [...tagGroups, ...untagged];
  }

  /** Rule 1 for AsyncAPI: every channel in document order; per-tag groups when its operations carry tags. */
  private allChannels(specPath: string, pointer: string, groupTitle: string, scope: Scope): NavItem[] {
    const key = this.asyncSpecKey(specPath, `${pointer}/asyncapi`, placeName(groupTitle, pointer));
    if (key === undefined) return [];
    const spec = this.asyncSpecs.get(key)!;
    const untagged: NavItem[] = [];
    const byTag = new Map<string, NavItem[]>();
    for (const channel of spec.channels) {
      const tag = channel.operations.find((op) => op.tags.length > 0)?.tags[0];
      const at = tag === undefined ? scope : { ...scope, breadcrumbs: [...scope.breadcrumbs, tag] };
      const item = this.channelPage(key, channel, pointer, at);
      if (tag === undefined) untagged.push(item);
      else byTag.set(tag, [...(byTag.get(tag) ?? []), item]);
    }
    if (spec.channels.length === 0)
      this.report('warning', 'navigation/empty-group', pointer, `Group "${groupTitle}": ${specPath} has no channels.`);
    const tagGroups: NavItem[] = [...byTag].map(([tag, items]) => ({
      type: 'group',
      title: tag,
      pointer,
      asyncapi: specPath,
      collapsed: false,
      generated: true,
      items,
    }));
    return [...tagGroups, ...untagged];
  }

  private entry(entry: string, pointer: string, groupTitle: string, scope: Scope): NavItem | undefined {
    const ref = parsePageEntry(entry);
    const where = placeName(groupTitle, pointer);
    switch (ref.kind) {
      case 'invalid':
        this.report('error', 'navigation/entry', pointer, `${where}: "${entry}" is not a page entry: ${ref.reason}.`);
        return undefined;
      case 'mdx':
        return this.mdxPage(ref.path, pointer, where, scope);
      case 'channel':
        return this.channelEntry(ref.spec, ref.name, pointer, where, scope);
      case 'operation':
      case 'webhook':
        return this.operationEntry(ref, entry, pointer, where, scope);
    }
  }

  /** `METHOD /path` or `webhook name`: in the named spec, else in each spec in scope (the first that has it). */
  private operationEntry(
    ref: Extract<PageEntryRef, { kind: 'operation' | 'webhook' }>,
    entry: string,
    pointer: string,
    where: string,
    scope: Scope,
  ): NavItem | undefined {
    const label = ref.kind === 'webhook' ? `webhook ${ref.name}` : `${ref.method.toUpperCase()} ${ref.path}`;
    const candidates: readonly SpecSource[] = ref.spec === undefined ? scope.openapi : [{ source: ref.spec }];
    if (candidates.length === 0) {
      this.report(
        'error',
        'navigation/no-openapi',
        pointer,
        `${where}: "${entry}" names an operation, but no enclosing group or tab sets \`openapi\`. Add \`openapi\` to the group or write "<spec-path> ${label}".`,
      );
      return undefined;
    }
    const names: string[] = [];
    let loaded: string | undefined;
    for (const candidate of candidates) {
      const key = this.specKey(candidate.source, pointer, where);
      if (key === undefined) continue;
      loaded ??= candidate.source;
      const ops = this.specs.get(key)!.operations;
      const op =
        ref.kind === 'webhook'
          ? ops.find((o) => o.kind === 'webhook' && o.path === ref.name)
          : ops.find(
              (o) => o.kind === 'operation' && o.method === ref.method && pathShape(o.path) === pathShape(ref.path),
            );
      if (op !== undefined) return this.operationPage(key, op, pointer, scope, true, candidate.directory);
      names.push(
        ...ops.map((o) => (o.kind === 'webhook' ? `webhook ${o.path}` : `${o.method.toUpperCase()} ${o.path}`)),
      );
    }
    if (loaded !== undefined)
      this.report(
        'error',
        'navigation/unknown-operation',
        pointer,
        `${where}: "${label}" matches no operation in ${candidates.map((c) => c.source).join(', ')}.${didYouMean(label, names)}`,
      );
    return undefined;
  }

  private channelEntry(
    specPath: string | undefined,
    name: string,
    pointer: string,
    where: string,
    scope: Scope,
  ): NavItem | undefined {
    const file = specPath ?? first(scope.asyncapi);
    if (file === undefined) {
      this.report(
        'error',
        'navigation/no-asyncapi',
        pointer,
        `${where}: "channel ${name}" names a channel, but no enclosing group or tab sets \`asyncapi\`. Add \`asyncapi\` to the group or write "<asyncapi-file> ${name}".`,
      );
      return undefined;
    }
    const key = this.asyncSpecKey(file, pointer, where);
    if (key === undefined) return undefined;
    const spec = this.asyncSpecs.get(key)!;
    const channel = findChannel(spec, name);
    if (channel === undefined) {
      this.report(
        'error',
        'navigation/unknown-channel',
        pointer,
        `${where}: "${name}" matches no channel in ${file}.${didYouMean(name, channelNames(spec))}`,
      );
      return undefined;
    }
    return this.channelPage(key, channel, pointer, scope);
  }

  /** A page per workflow of an Arazzo file, in document order. A file that was not read has its own finding. */
  private allWorkflows(specPath: string, scope: Scope): NavItem[] {
    const files = this.options.arazzo ?? new Map<string, SpecWorkflows>();
    const key = [...files.keys()].find((k) => normaliseSpecPath(k) === normaliseSpecPath(specPath));
    if (key === undefined) return [];
    return files.get(key)!.workflows.map((workflow) => {
      const identity = `arazzo:${key}\u0000${workflow.workflowId}`;
      const known = this.built.get(identity);
      if (known !== undefined && known !== null) return this.again(identity, known, scope, '')!;
      const title = workflow.summary ?? workflow.workflowId;
      const slug = this.claimSlug(`workflows/${slugify(workflow.workflowId) || 'workflow'}`, false, '');
      const page: WorkflowPage = {
        kind: 'arazzo',
        slug,
        title,
        sidebarTitle: title,
        hidden: false,
        deprecated: false,
        breadcrumbs: scope.breadcrumbs,
        spec: key,
        workflowId: workflow.workflowId,
        ...inherited(scope),
      };
      this.remember(identity, page);
      return this.listed(slug);
    });
  }

  /** The `asyncapi` map's key for a path from docs.json, or a diagnostic. */
  private asyncSpecKey(specPath: string, pointer: string, where: string): string | undefined {
    const key = this.asyncKeys.get(normaliseSpecPath(specPath));
    if (key !== undefined) return key;
    this.report(
      'error',
      'navigation/unknown-spec',
      pointer,
      `${where}: the AsyncAPI file "${specPath}" is not loaded (missing or invalid).${didYouMean(specPath, this.asyncSpecs.keys())}`,
    );
    return undefined;
  }

  private channelPage(specKey: string, channel: ChannelSummary, pointer: string, scope: Scope): NavItem {
    const identity = `async:${specKey}\u0000${channel.id}`;
    const known = this.built.get(identity);
    if (known !== undefined && known !== null) return this.again(identity, known, scope, pointer)!;
    // As `<api-channel>` titles it: the channel's title, else its address, else its id.
    const title = channel.title ?? channel.address ?? channel.id;
    const slug = this.claimSlug(`api-reference/channels/${slugify(channel.id) || 'channel'}`, false, pointer);
    const page: ChannelPage = {
      kind: 'asyncapi',
      slug,
      title,
      sidebarTitle: title,
      hidden: false,
      deprecated: false,
      breadcrumbs: scope.breadcrumbs,
      asyncapi: specKey,
      spec: specKey,
      channel: channel.id,
      address: channel.address,
    };
    this.remember(identity, page);
    return this.listed(slug);
  }

  /** The `specs` key for a path from docs.json, or a diagnostic. */
  private specKey(specPath: string, pointer: string, where: string): string | undefined {
    const key = this.specKeys.get(normaliseSpecPath(specPath));
    if (key !== undefined) return key;
    // A spec named by URL that could not be fetched (already a `spec/remote-unavailable` warning):
    // its pages are left out and the rest of the site still builds, as on Mintlify.
    if (/^https?:\/\//i.test(specPath)) {
      this.report(
        'warning',
        'navigation/unknown-spec',
        pointer,
        `${where}: the OpenAPI file "${specPath}" could not be loaded, so its pages are left out of the navigation.`,
      );
      return undefined;
    }
    this.report(
      'error',
      'navigation/unknown-spec',
      pointer,
      `${where}: the OpenAPI file "${specPath}" is not loaded (missing or invalid).${didYouMean(specPath, this.specs.keys())}`,
    );
    return undefined;
  }

  private mdxPage(path: string, pointer: string, where: string, scope: Scope): NavItem | undefined {
    const file = this.mdxFiles.get(path);
    if (file === undefined) {
      // Mintlify builds such a site and leaves the page out; an error only when no page is left at all.
      this.report(
        'warning',
        'navigation/unknown-page',
        pointer,
        `${where}: the page "${path}" has no file ${pageFileCandidates(path).join(' or ')}, so it is left out of the navigation.${didYouMean(path, this.mdxFiles.keys())}${this.channelHint(path, scope)}`,
      );
      return undefined;
    }
    const identity = `mdx:${path}`;
    const known = this.built.get(identity);
    if (known !== undefined) return known === null ? undefined : this.again(identity, known, scope, pointer);
    const info = this.mdxInfo.get(path) ?? {};
    const title = info.title ?? titleFromPath(path);
    const slug = this.claimSlug(path, true, pointer);
    const page: DocsPage = {
      kind: 'mdx',
      slug,
      file,
      title,
      sidebarTitle: info.sidebarTitle ?? title,
      hidden: info.hidden ?? false,
      deprecated: info.deprecated ?? false,
      breadcrumbs: scope.breadcrumbs,
      ...(scope.asyncapi.length === 0 ? {} : { asyncapi: first(scope.asyncapi)! }),
      ...(info.method === undefined ? {} : { method: info.method }),
      ...(info.icon === undefined ? {} : { icon: info.icon }),
      ...(info.iconRef === undefined ? {} : { iconRef: info.iconRef }),
      ...(info.tag === undefined ? {} : { tag: info.tag }),
      ...(info.url === undefined ? {} : { url: info.url }),
      ...inherited(scope, info),
    };
    this.remember(identity, page);
    return page.hidden ? undefined : this.listed(slug);
  }

  /** ` Write "channel x" …` when an unknown page name is a channel of the enclosing AsyncAPI file. */
  private channelHint(path: string, scope: Scope): string {
    const file = first(scope.asyncapi);
    const key = file === undefined ? undefined : this.asyncKeys.get(normaliseSpecPath(file));
    const spec = key === undefined ? undefined : this.asyncSpecs.get(key);
    if (spec === undefined || findChannel(spec, path) === undefined) return '';
    return ` ${file} has a channel "${path}": write "channel ${path}" to list it.`;
  }

  private operationPage(
    specKey: string,
    op: OperationSummary,
    pointer: string,
    scope: Scope,
    listed: boolean,
    directory?: string,
  ): NavItem | undefined {
    const identity = `${specKey}\u0000${op.id}`;
    const known = this.built.get(identity);
    if (known !== undefined) return known === null ? undefined : this.again(identity, known, scope, pointer);
    const { docs, diagnostics } = readOperationDocs(op.extensions, specKey, op.pointer);
    this.diagnostics.push(...diagnostics);
    if (docs.excluded) {
      this.built.set(identity, null);
      if (listed)
        this.report(
          'warning',
          'navigation/excluded',
          pointer,
          `"${op.id}" is listed in the navigation but marked \`x-excluded\` in ${specKey}, so it has no page.`,
        );
      return undefined;
    }
    const title = docs.metadata.title ?? op.summary ?? op.operationId ?? op.id;
    const generated = generatedSlug(op);
    const wanted = directory === undefined ? generated : `${directory}/${generated.replace(/^api-reference\//, '')}`;
    const slug = this.claimSlug(docs.href ?? wanted, docs.href !== undefined, pointer);
    const page: OperationPage = {
      kind: op.kind === 'webhook' ? 'webhook' : 'openapi',
      slug,
      title,
      sidebarTitle: docs.metadata.sidebarTitle ?? title,
      hidden: docs.hidden,
      deprecated: docs.metadata.deprecated ?? op.deprecated,
      breadcrumbs: scope.breadcrumbs,
      ...(scope.asyncapi.length === 0 ? {} : { asyncapi: first(scope.asyncapi)! }),
      spec: specKey,
      operation: op.id,
      method: op.method,
      path: op.path,
      summary: op,
      docs,
      ...(docs.metadata.icon === undefined ? {} : { icon: docs.metadata.icon }),
      ...((docs.metadata.tag ?? scope.badge) === undefined ? {} : { tag: docs.metadata.tag ?? scope.badge }),
      ...inherited(scope, docs.metadata),
    };
    this.remember(identity, page);
    return docs.hidden ? undefined : this.listed(slug);
  }

  private remember(identity: string, page: DocsPage): void {
    this.pages.set(page.slug, page);
    this.built.set(identity, page.slug);
    this.inTab.set(`${this.tabKey}\u0000${identity}`, page.slug);
    this.firstPlace.set(identity, this.placeSlugs);
  }

  /**
   * A page listed again. In the same place it is the same page at the same URL. In another division it gets a route
   * of its own, prefixed by the slugs of the divisions that tell the two places apart (`v2/quickstart` when two
   * versions list `quickstart`; `<tab-slug>/<slug>` for two tabs): a copy with that place's breadcrumbs and
   * `canonical` naming the first, so every division links to its own pages and the switchers follow the page shown.
   * The root's own groups show beside every division, so a page they list keeps its one URL everywhere.
   */
  private again(identity: string, slug: string, scope: Scope, pointer: string): NavItem | undefined {
    const here = this.inTab.get(`${this.tabKey}\u0000${identity}`);
    const original = this.pages.get(slug)!;
    const everywhere =
      this.tabKey === NavigationBuilder.UNTITLED || this.inTab.has(`${NavigationBuilder.UNTITLED}\u0000${identity}`);
    if (here !== undefined || everywhere) return original.hidden ? undefined : this.listed(here ?? slug);
    const firstAt = this.firstPlace.get(identity) ?? [];
    const differing = this.placeSlugs.filter((part, i) => firstAt[i] !== part);
    const prefix = (differing.length > 0 ? differing : this.placeSlugs).join('/');
    const copy: DocsPage = {
      ...original,
      slug: this.claimSlug(`${prefix}/${original.canonical ?? slug}`, false, pointer),
      breadcrumbs: scope.breadcrumbs,
      canonical: original.canonical ?? slug,
    };
    this.pages.set(copy.slug, copy);
    this.inTab.set(`${this.tabKey}\u0000${identity}`, copy.slug);
    return copy.hidden ? undefined : this.listed(copy.slug);
  }

  private listed(slug: string): NavItem {
    if (this.hiding === 0 && !this.order.includes(slug)) this.order.push(slug);
    return { type: 'page', slug };
  }

  /** A unique slug: a clash is reported and the later page gets `-2`, `-3`, … */
  private claimSlug(wanted: string, explicit: boolean, pointer: string): string {
    if (!this.pages.has(wanted)) return wanted;
    let n = 2;
    while (this.pages.has(`${wanted}-${n}`)) n++;
    const slug = `${wanted}-${n}`;
    const other = this.pages.get(wanted)!;
    const otherName =
      other.kind === 'mdx'
        ? other.file
        : other.kind === 'asyncapi'
          ? `channel ${other.channel} in ${other.spec}`
          : other.kind === 'arazzo'
            ? `workflow ${other.workflowId} in ${other.spec}`
            : `${other.operation} in ${other.spec}`;
    this.report(
      explicit ? 'error' : 'warning',
      'navigation/slug-clash',
      pointer,
      `Two pages want the URL "${wanted}" (the other is ${otherName}); this one is served at "${slug}". Set \`x-docs.href\` to choose a URL.`,
    );
    return slug;
  }
}

/** A channel by id or address: the spec's own lookup when it has one, else an exact match. */
export function findChannel(spec: SpecChannels, ref: string): ChannelSummary | undefined {
  if (spec.findChannel !== undefined) return spec.findChannel(ref);
  return spec.channels.find((c) => c.id === ref) ?? spec.channels.find((c) => c.address === ref);
}

/** Ids and addresses, for "did you mean". */
export function channelNames(spec: SpecChannels): string[] {
  return spec.channels.flatMap((c) => (c.address === null || c.address === c.id ? [c.id] : [c.id, c.address]));
}

/**
 * Builds the site's navigation. `specs` maps each OpenAPI file path (as written in docs.json, or
 * any equivalent `./`-prefixed form) to its operations; `mdxPages` lists the MDX files that exist,
 * optionally with what their frontmatter says (title, hidden, method).
 */
export function buildNavigation(
  config: Pick<DocsConfig, 'navigation'>,
  specs: ReadonlyMap<string, SpecOperations>,
  mdxPages: ReadonlySet<string> | ReadonlyMap<string, MdxPageInfo>,
  options: BuildNavigationOptions = {},
): Navigation {
  const builder = new NavigationBuilder(specs, mdxPages, options);
  const tree = buildTree(builder, config.navigation);
  return { tree, pages: builder.pages, order: builder.order, diagnostics: leftOutPages(builder) };
}

/** Pages left out of the navigation are warnings while some page is left to show, errors when none is. */
function leftOutPages(builder: NavigationBuilder): Diagnostic[] {
  if (builder.pages.size > 0) return builder.diagnostics;
  return builder.diagnostics.map((d) =>
    d.severity === 'warning' && (d.code === 'navigation/unknown-page' || d.code === 'navigation/unknown-spec')
      ? { ...d, severity: 'error', message: `${d.message} No page is left to show.` }
      : d,
  );
}
