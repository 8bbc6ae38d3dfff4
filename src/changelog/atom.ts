/**
 * A changelog as an Atom 1.0 feed (RFC 4287): one entry per version, newest first, its changes as plain text.
 * Everything is escaped as XML text; nothing in it is markup.
 */
import type { Changelog } from './types.js';
import { changelogTitle } from './page.js';
import { escapeHtml } from '../escape-html.js';

// Characters XML 1.0 does not allow at all are dropped.
const xml = (text: string): string =>
  escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));

export interface FeedOptions {
  /** The changelog page's absolute URL (or site-relative when the site's origin is unknown). */
  readonly pageUrl: string;
  /** The feed's own URL. */
  readonly feedUrl: string;
  /** The anchor of each entry on the page, by index; absent ones link to the page. */
  readonly anchors?: readonly (string | undefined)[];
  /** When the feed is made, for entries without a date (ISO 8601). */
  readonly updated: string;
}

export function changelogFeed(log: Changelog, options: FeedOptions): string {
  const stamp = (date: string | undefined): string => new Date(date ?? options.updated).toISOString();
  const entries = log.entries.map((entry, i) => {
    const anchor = options.anchors?.[i];
    const link = anchor === undefined ? options.pageUrl : `${options.pageUrl}#${anchor}`;
    // An Atom id is an absolute IRI: the entry's URL when the site's origin is known, else a URN.
    const id = /^https?:/.test(link)
      ? link
      : `urn:docs-changelog:${encodeURIComponent(log.slug)}:${encodeURIComponent(entry.version)}`;
    const breaking = entry.changes.filter((c) => c.breaking).length;
    const text = entry.changes
      .map((c) => `${c.breaking ? 'BREAKING ' : ''}${c.operation}: ${c.message} [${c.rule}]`)
      .join('\n');
    return `  <entry>
    <id>${xml(id)}</id>
    <title>${xml(`${entry.version} (${entry.changes.length} changes, ${breaking} breaking)`)}</title>
    <updated>${stamp(entry.date)}</updated>
    <link rel="alternate" type="text/html" href="${xml(link)}"/>
    <summary>${xml(`Compared with ${entry.previous}.`)}</summary>
    <content type="text">${xml(text)}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xml(/^https?:/.test(options.feedUrl) ? options.feedUrl : `urn:docs-changelog:${encodeURIComponent(log.slug)}`)}</id>
  <title>${xml(changelogTitle(log))}</title>
  <updated>${stamp(log.entries[0]?.date)}</updated>
  <link rel="self" type="application/atom+xml" href="${xml(options.feedUrl)}"/>
  <link rel="alternate" type="text/html" href="${xml(options.pageUrl)}"/>
${entries.join('\n')}
</feed>
`;
}
