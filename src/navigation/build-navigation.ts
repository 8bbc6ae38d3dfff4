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
import { dottedPath } from '../config/config-reader.js';
import type { DocsConfig, GroupConfig } from '../config/docs-config-types.js';
import { pointerOf, sourceIndex } from '../config/source-pointers.js';
import { readOperationDocs } from '../config/x-docs.js';
import type { Diagnostic, Severity } from '../diagnostics.js';
import type { OperationSummary } from '../openapi/types.js';
import { didYouMean } from './did-you-mean.js';
import { normalisePagePath, normaliseSpecPath, parsePageEntry, pathShape } from './page-entry.js';
import { generatedSlug, slugify, titleFromPath } from './slugs.js';
import type {
  ChannelPage,
  ChannelSummary,
  DocsPage,
  MdxPageInfo,
  NavGroup,
  NavItem,
  NavTab,
  Navigation,
  OperationPage,
  SpecChannels,
  SpecOperations,
} from './types.js';

export interface BuildNavigationOptions {
  /** Names docs.json in diagnostics. */
  readonly file?: string;
  /** Adds line and column to a docs.json pointer (`ParsedDocsConfig.locate`). */
  readonly locate?: (pointer: string) => { line: number; column: number } | undefined;
  /** Each loaded AsyncAPI file (keyed as written in docs.json, like `specs`) with its channels. */
  readonly asyncapi?: ReadonlyMap<string, SpecChannels>;
}

interface Scope {
  readonly openapi?: string;
  readonly asyncapi?: string;
  readonly breadcrumbs: readonly string[];
}

class NavigationBuilder {
  readonly diagnostics: Diagnostic[] = [];
  readonly pages = new Map<string, DocsPage>();
  readonly order: string[] = [];
  /** Page identity (`mdx:path` or `spec\0operation`) → its slug, so a page listed twice is built once. */
  private readonly built = new Map<string, string | null>();
  /** Tab key + page identity → the page's route in that tab (see `again`). */
  private readonly inTab = new Map<string, string>();
  /** The tab being built: its URL prefix for pages another tab already has, and its key. */
  private tabSlug = '';
  private tabKey = '';
  /** The key of `navigation.groups`, shown beside every tab. */
  private static readonly UNTITLED = '/navigation';
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

  tab(title: string | undefined, pointer: string, groups: readonly GroupConfig[], scope: Scope): NavTab {
    this.tabKey = title === undefined ? NavigationBuilder.UNTITLED : pointer;
    this.tabSlug = title === undefined ? '' : slugify(title) || 'tab';
    const built = groups.map((group, i) =>
      this.group(group, pointerOf(group) ?? `${pointer}/groups/${sourceIndex(groups, i)}`, scope),
    );
    return { ...(title === undefined ? {} : { title }), pointer, groups: built };
  }

  group(group: GroupConfig, pointer: string, parent: Scope): NavGroup {
    const scope: Scope = {
      ...((group.openapi ?? parent.openapi) ? { openapi: group.openapi ?? parent.openapi } : {}),
      ...((group.asyncapi ?? parent.asyncapi) ? { asyncapi: group.asyncapi ?? parent.asyncapi } : {}),
      breadcrumbs: [...parent.breadcrumbs, group.group],
    };
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
      if (pages.length === 0)
        this.report('warning', 'navigation/empty-group', pointer, `Group "${group.group}" lists no pages.`);
    } else if (group.openapi !== undefined || group.asyncapi !== undefined) {
      if (group.openapi !== undefined) items.push(...this.allOperations(group.openapi, pointer, group.group, scope));
      if (group.asyncapi !== undefined) items.push(...this.allChannels(group.asyncapi, pointer, group.group, scope));
    } else {
      this.report(
        'warning',
        'navigation/empty-group',
        pointer,
        `Group "${group.group}" has neither \`pages\`, \`openapi\` nor \`asyncapi\`, so it is empty.`,
      );
    }
    return {
      type: 'group',
      title: group.group,
      pointer,
      ...(scope.openapi === undefined ? {} : { openapi: scope.openapi }),
      ...(scope.asyncapi === undefined ? {} : { asyncapi: scope.asyncapi }),
      ...(group.icon === undefined ? {} : { icon: group.icon }),
      collapsed: group.collapsed ?? false,
      generated: false,
      items,
    };
  }

  /** Rule 1: every operation of the spec, grouped by tag (declared tag order, then first use). */
  private allOperations(specPath: string, pointer: string, groupTitle: string, scope: Scope): NavItem[] {
    const key = this.specKey(specPath, `${pointer}/openapi`, groupTitle);
    if (key === undefined) return [];
    const spec = this.specs.get(key)!;
    const untagged: NavItem[] = [];
    const byTag = new Map<string, NavItem[]>();
    for (const tag of spec.tags ?? []) byTag.set(tag.name, []);
    for (const op of spec.operations) {
      const tag = op.tags[0];
      const opScope = tag === undefined ? scope : { ...scope, breadcrumbs: [...scope.breadcrumbs, tag] };
      const item = this.operationPage(key, op, pointer, opScope, false);
      if (item === undefined) continue;
      if (tag === undefined) {
        untagged.push(item);
        continue;
      }
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(item);
    }
    const tagGroups: NavItem[] = [...byTag]
      .filter(([, items]) => items.length > 0)
      .map(([tag, items]) => ({
        type: 'group',
        title: tag,
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
    const key = this.asyncSpecKey(specPath, `${pointer}/asyncapi`, groupTitle);
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
    const where = `Group "${groupTitle}" (${dottedPath(pointer)})`;
    switch (ref.kind) {
      case 'invalid':
        this.report('error', 'navigation/entry', pointer, `${where}: "${entry}" is not a page entry: ${ref.reason}.`);
        return undefined;
      case 'mdx':
        return this.mdxPage(ref.path, pointer, where, scope);
      case 'channel':
        return this.channelEntry(ref.spec, ref.name, pointer, where, groupTitle, scope);
      case 'operation':
      case 'webhook': {
        const specPath = ref.spec ?? scope.openapi;
        const label = ref.kind === 'webhook' ? `webhook ${ref.name}` : `${ref.method.toUpperCase()} ${ref.path}`;
        if (specPath === undefined) {
          this.report(
            'error',
            'navigation/no-openapi',
            pointer,
            `${where}: "${entry}" names an operation, but no enclosing group or tab sets \`openapi\`. Add \`openapi\` to the group or write "<spec-path> ${label}".`,
          );
          return undefined;
        }
        const key = this.specKey(specPath, pointer, groupTitle);
        if (key === undefined) return undefined;
        const ops = this.specs.get(key)!.operations;
        const op =
          ref.kind === 'webhook'
            ? ops.find((o) => o.kind === 'webhook' && o.path === ref.name)
            : ops.find(
                (o) => o.kind === 'operation' && o.method === ref.method && pathShape(o.path) === pathShape(ref.path),
              );
        if (op === undefined) {
          const names = ops.map((o) =>
            o.kind === 'webhook' ? `webhook ${o.path}` : `${o.method.toUpperCase()} ${o.path}`,
          );
          this.report(
            'error',
            'navigation/unknown-operation',
            pointer,
            `${where}: "${label}" matches no operation in ${specPath}.${didYouMean(label, names)}`,
          );
          return undefined;
        }
        return this.operationPage(key, op, pointer, scope, true);
      }
    }
  }

  private channelEntry(
    specPath: string | undefined,
    name: string,
    pointer: string,
    where: string,
    groupTitle: string,
    scope: Scope,
  ): NavItem | undefined {
    const file = specPath ?? scope.asyncapi;
    if (file === undefined) {
      this.report(
        'error',
        'navigation/no-asyncapi',
        pointer,
        `${where}: "channel ${name}" names a channel, but no enclosing group or tab sets \`asyncapi\`. Add \`asyncapi\` to the group or write "<asyncapi-file> ${name}".`,
      );
      return undefined;
    }
    const key = this.asyncSpecKey(file, pointer, groupTitle);
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

  /** The `asyncapi` map's key for a path from docs.json, or a diagnostic. */
  private asyncSpecKey(specPath: string, pointer: string, groupTitle: string): string | undefined {
    const key = this.asyncKeys.get(normaliseSpecPath(specPath));
    if (key !== undefined) return key;
    this.report(
      'error',
      'navigation/unknown-spec',
      pointer,
      `Group "${groupTitle}" (${dottedPath(pointer)}): the AsyncAPI file "${specPath}" is not loaded (missing or invalid).${didYouMean(specPath, this.asyncSpecs.keys())}`,
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
  private specKey(specPath: string, pointer: string, groupTitle: string): string | undefined {
    const key = this.specKeys.get(normaliseSpecPath(specPath));
    if (key !== undefined) return key;
    this.report(
      'error',
      'navigation/unknown-spec',
      pointer,
      `Group "${groupTitle}" (${dottedPath(pointer)}): the OpenAPI file "${specPath}" is not loaded (missing or invalid).${didYouMean(specPath, this.specs.keys())}`,
    );
    return undefined;
  }

  private mdxPage(path: string, pointer: string, where: string, scope: Scope): NavItem | undefined {
    const file = this.mdxFiles.get(path);
    if (file === undefined) {
      this.report(
        'error',
        'navigation/unknown-page',
        pointer,
        `${where}: the page "${path}" has no file ${path}.mdx.${didYouMean(path, this.mdxFiles.keys())}${this.channelHint(path, scope)}`,
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
      ...(scope.asyncapi === undefined ? {} : { asyncapi: scope.asyncapi }),
      ...(info.method === undefined ? {} : { method: info.method }),
    };
    this.remember(identity, page);
    return page.hidden ? undefined : this.listed(slug);
  }

  /** ` Write "channel x" …` when an unknown page name is a channel of the enclosing AsyncAPI file. */
  private channelHint(path: string, scope: Scope): string {
    const key = scope.asyncapi === undefined ? undefined : this.asyncKeys.get(normaliseSpecPath(scope.asyncapi));
    const spec = key === undefined ? undefined : this.asyncSpecs.get(key);
    if (spec === undefined || findChannel(spec, path) === undefined) return '';
    return ` ${scope.asyncapi} has a channel "${path}": write "channel ${path}" to list it.`;
  }

  private operationPage(
    specKey: string,
    op: OperationSummary,
    pointer: string,
    scope: Scope,
    listed: boolean,
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
    const slug = this.claimSlug(docs.href ?? generatedSlug(op), docs.href !== undefined, pointer);
    const page: OperationPage = {
      kind: op.kind === 'webhook' ? 'webhook' : 'openapi',
      slug,
      title,
      sidebarTitle: docs.metadata.sidebarTitle ?? title,
      hidden: docs.hidden,
      deprecated: docs.metadata.deprecated ?? op.deprecated,
      breadcrumbs: scope.breadcrumbs,
      ...(scope.asyncapi === undefined ? {} : { asyncapi: scope.asyncapi }),
      spec: specKey,
      operation: op.id,
      method: op.method,
      path: op.path,
      summary: op,
      docs,
    };
    this.remember(identity, page);
    return docs.hidden ? undefined : this.listed(slug);
  }

  private remember(identity: string, page: DocsPage): void {
    this.pages.set(page.slug, page);
    this.built.set(identity, page.slug);
    this.inTab.set(`${this.tabKey}\u0000${identity}`, page.slug);
  }

  /**
   * A page listed again. In the same tab it is the same page at the same URL. In another tab it gets
   * a route of its own, `<tab-slug>/<slug>` (a copy with that tab's breadcrumbs and `canonical`
   * naming the first), so every tab links to its own pages and the tab bar follows the page shown.
   * `navigation.groups` show beside every tab, so a page they list keeps its one URL everywhere.
   */
  private again(identity: string, slug: string, scope: Scope, pointer: string): NavItem | undefined {
    const here = this.inTab.get(`${this.tabKey}\u0000${identity}`);
    const original = this.pages.get(slug)!;
    const everywhere = this.tabSlug === '' || this.inTab.has(`${NavigationBuilder.UNTITLED}\u0000${identity}`);
    if (here !== undefined || everywhere) return original.hidden ? undefined : this.listed(here ?? slug);
    const copy: DocsPage = {
      ...original,
      slug: this.claimSlug(`${this.tabSlug}/${slug}`, false, pointer),
      breadcrumbs: scope.breadcrumbs,
      canonical: original.canonical ?? slug,
    };
    this.pages.set(copy.slug, copy);
    this.inTab.set(`${this.tabKey}\u0000${identity}`, copy.slug);
    return copy.hidden ? undefined : this.listed(copy.slug);
  }

  private listed(slug: string): NavItem {
    if (!this.order.includes(slug)) this.order.push(slug);
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
  const tabs: NavTab[] = [];
  const { navigation } = config;
  if (navigation.groups.length > 0)
    tabs.push(builder.tab(undefined, '/navigation', navigation.groups, { breadcrumbs: [] }));
  navigation.tabs.forEach((tab, i) => {
    const pointer = pointerOf(tab) ?? `/navigation/tabs/${sourceIndex(navigation.tabs, i)}`;
    const scope: Scope = {
      ...(tab.openapi === undefined ? {} : { openapi: tab.openapi }),
      ...(tab.asyncapi === undefined ? {} : { asyncapi: tab.asyncapi }),
      breadcrumbs: [tab.tab],
    };
    tabs.push(builder.tab(tab.tab, pointer, tab.groups, scope));
  });
  return { tree: { tabs }, pages: builder.pages, order: builder.order, diagnostics: builder.diagnostics };
}
