/**
 * How an OpenAPI document's tags shape its generated navigation: a tag's label (Mintlify's `x-group`,
 * else 3.2's `summary`, else its name), which tag places an operation (the first navigation tag: 3.2
 * tags of another `kind`, such as `badge` or `audience`, only mark it), and 3.2's `parent`, which
 * nests a tag's group inside its parent's.
 */
import type { NavGroup, NavItem, SpecOperations } from './types.js';

type TagInfo = NonNullable<SpecOperations['tags']>[number];

const MAX_DEPTH = 16;

export class TagTree {
  private readonly info = new Map<string, TagInfo>();

  constructor(tags: SpecOperations['tags']) {
    for (const tag of tags ?? []) if (!this.info.has(tag.name)) this.info.set(tag.name, tag);
  }

  /** The group title for a tag: its name still makes the pages' URLs. */
  label(tag: string): string {
    const info = this.info.get(tag);
    return info?.group ?? info?.summary ?? tag;
  }

  /** The tag whose group lists an operation: its first navigation tag, else its first tag. */
  placing(tags: readonly string[]): string | undefined {
    return tags.find((t) => this.isNav(t)) ?? tags[0];
  }

  /** The label of an operation's first `kind: badge` tag (shown beside its link), if any. */
  badge(tags: readonly string[]): string | undefined {
    const found = tags.find((t) => this.info.get(t)?.kind === 'badge');
    return found === undefined ? undefined : this.label(found);
  }

  private isNav(tag: string): boolean {
    const kind = this.info.get(tag)?.kind;
    return kind === undefined || kind === 'nav';
  }

  /** The declared parent, unless it is unknown or the chain loops back. */
  parent(tag: string): string | undefined {
    const parent = this.info.get(tag)?.parent;
    if (parent === undefined || !this.info.has(parent)) return undefined;
    let at: string | undefined = parent;
    for (let depth = 0; at !== undefined && depth < MAX_DEPTH; depth++) {
      if (at === tag) return undefined;
      at = this.info.get(at)?.parent;
    }
    return at === undefined ? parent : undefined;
  }

  /** The labels of a tag's ancestors and its own, outermost first (for breadcrumbs). */
  trail(tag: string): string[] {
    const out = [this.label(tag)];
    for (let at = this.parent(tag); at !== undefined && out.length < MAX_DEPTH; at = this.parent(at))
      out.unshift(this.label(at));
    return out;
  }

  /**
   * The tag groups, in `byTag`'s order: a tag with a parent sits inside its parent's group, after
   * the parent's own pages. A group with no pages anywhere below it is left out.
   */
  groups(
    byTag: ReadonlyMap<string, readonly NavItem[]>,
    make: (title: string, items: NavItem[]) => NavGroup,
  ): NavItem[] {
    const children = new Map<string, string[]>();
    const roots: string[] = [];
    for (const tag of byTag.keys()) {
      const parent = this.parent(tag);
      if (parent === undefined || !byTag.has(parent)) roots.push(tag);
      else children.set(parent, [...(children.get(parent) ?? []), tag]);
    }
    const build = (tag: string, depth: number): NavGroup | undefined => {
      const nested =
        depth >= MAX_DEPTH ? [] : (children.get(tag) ?? []).flatMap((child) => build(child, depth + 1) ?? []);
      const items = [...(byTag.get(tag) ?? []), ...nested];
      return items.length === 0 ? undefined : make(this.label(tag), items);
    };
    return roots.flatMap((tag) => build(tag, 0) ?? []);
  }
}
