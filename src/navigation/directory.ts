/**
 * Mintlify's `directory`: a group with a `root` page under a node whose (inherited) `directory` is `card` or
 * `accordion` lists its pages and groups under the root page's content. Plain data from the page tree, made by the
 * assembler and carried by the root page (src/site/types.ts); the site draws it (components/api-docs/site-directory.ts).
 */
import type { DocsPage, NavGroup, NavItem, NavTree } from './types.js';

/** One page of a listing. */
export interface DirectoryPage {
  readonly kind: 'page';
  readonly slug: string;
  readonly title: string;
  readonly description?: string;
}

/** A nested group of a listing: where its title leads (its root, else its first page) and its own pages. */
export interface DirectoryGroup {
  readonly kind: 'group';
  readonly title: string;
  readonly slug?: string;
  readonly description?: string;
  readonly pages: readonly DirectoryPage[];
}

export interface DirectoryListing {
  readonly layout: 'accordion' | 'card';
  readonly items: readonly (DirectoryPage | DirectoryGroup)[];
}

/** A page's description for its card (an MDX page's frontmatter `description`), when known. */
export type DescribePage = (slug: string) => string | undefined;

function pageEntry(page: DocsPage, describe: DescribePage): DirectoryPage {
  const description = describe(page.slug);
  return {
    kind: 'page',
    slug: page.slug,
    title: page.sidebarTitle,
    ...(description === undefined ? {} : { description }),
  };
}

/** Every page of a group, nested groups' included (their roots first), in reading order. */
function pagesOf(group: NavGroup, pages: ReadonlyMap<string, DocsPage>): DocsPage[] {
  const out: DocsPage[] = [];
  const add = (slug: string | undefined): void => {
    const page = slug === undefined ? undefined : pages.get(slug);
    if (page !== undefined && !out.includes(page)) out.push(page);
  };
  const walk = (items: readonly NavItem[]): void => {
    for (const item of items) {
      if (item.type === 'page') add(item.slug);
      else {
        add(item.root);
        walk(item.items);
      }
    }
  };
  walk(group.items);
  return out;
}

function listing(group: NavGroup, pages: ReadonlyMap<string, DocsPage>, describe: DescribePage): DirectoryListing {
  const items = group.items.flatMap((item): (DirectoryPage | DirectoryGroup)[] => {
    if (item.type === 'page') {
      const page = pages.get(item.slug);
      return page === undefined || item.slug === group.root ? [] : [pageEntry(page, describe)];
    }
    const inner = pagesOf(item, pages).filter((p) => p.slug !== item.root);
    const slug = item.root ?? inner[0]?.slug;
    const description = item.root === undefined ? undefined : describe(item.root);
    if (slug === undefined) return [];
    return [
      {
        kind: 'group',
        title: item.title,
        slug,
        ...(description === undefined ? {} : { description }),
        pages: inner.map((p) => pageEntry(p, describe)),
      },
    ];
  });
  return { layout: group.directory!, items };
}

/** Each root page's listing, by the root's slug (the first group naming a page as its root lists it). */
export function directoryListings(
  tree: NavTree,
  pages: ReadonlyMap<string, DocsPage>,
  describe: DescribePage,
): Map<string, DirectoryListing> {
  const out = new Map<string, DirectoryListing>();
  const walk = (items: readonly NavItem[]): void => {
    for (const item of items) {
      if (item.type !== 'group') continue;
      if (item.directory !== undefined && item.root !== undefined && !out.has(item.root))
        out.set(item.root, listing(item, pages, describe));
      walk(item.items);
    }
  };
  for (const tab of tree.tabs) walk(tab.groups);
  return out;
}
