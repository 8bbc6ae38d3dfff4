/**
 * Every listed page as plain links, written server-side for `docs build`: what readers without JavaScript and crawlers
 * navigate by on a page the server draws no frame for (the 404 page, a home page with no page to show). Titles are
 * escaped, never interpreted.
 */
import type { Navigation, NavItem } from '../navigation/index.js';
import { escapeHtml } from '../escape-html.js';

const e = escapeHtml;

/** Every listed page as links, for readers without JavaScript and for crawlers. */
export function renderNavigation(navigation: Navigation, href: (slug: string) => string): string {
  const item = (node: NavItem): string => {
    if (node.type === 'page') {
      const page = navigation.pages.get(node.slug);
      return page === undefined ? '' : `<li><a href="${e(href(node.slug))}">${e(page.sidebarTitle)}</a></li>`;
    }
    return `<li>${e(node.title)}<ul>${node.items.map(item).join('')}</ul></li>`;
  };
  const tabs = navigation.tree.tabs.map(
    (tab) => `${tab.title === undefined ? '' : `<h2>${e(tab.title)}</h2>`}<ul>${tab.groups.map(item).join('')}</ul>`,
  );
  return `<nav aria-label="Pages">${tabs.join('')}</nav>`;
}
