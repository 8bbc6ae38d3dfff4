/** The files beside each changelog page that `docs build` writes: its `.md` twin and its Atom feed. */
import { changelogFeed, changelogMarkdown, changelogTitle } from '../changelog/index.js';
import { markdownFile } from './agent-files.js';
import { feedFile, type BuiltChangelog } from './changelog.js';

/** Each file's path under the site root → its text; `origin` (the site's public one) makes the feed's links absolute. */
export function changelogFiles(logs: readonly BuiltChangelog[], base: string, origin?: string): Map<string, string> {
  const files = new Map<string, string>();
  const url = (path: string): string => `${origin ?? ''}${base}${path}`;
  for (const { log, anchors } of logs) {
    files.set(markdownFile(log.slug), changelogMarkdown(log, url(feedFile(log.slug))));
    const updated = log.entries[0]?.date ?? new Date(0).toISOString();
    files.set(
      feedFile(log.slug),
      changelogFeed(log, { pageUrl: url(log.slug), feedUrl: url(feedFile(log.slug)), anchors, updated }),
    );
  }
  return files;
}

/** The feeds a page's head links (`<link rel="alternate" type="application/atom+xml">`), one per changelog. */
export function feedLinksOf(
  logs: readonly BuiltChangelog[],
  base: string,
): { readonly title: string; readonly href: string }[] {
  return logs.map(({ log }) => ({ title: changelogTitle(log), href: `${base}${feedFile(log.slug)}` }));
}
