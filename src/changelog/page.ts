/**
 * A changelog as Markdown that is also safe MDX: the changelog page's source (parsed by src/mdx like any page) and
 * its `.md` twin. Every name from a spec or docs.json is a code span or backslash-escaped, so nothing in it is read
 * as markup, an expression or a component.
 */
import { code } from './code-span.js';
import type { Change, Changelog, ChangelogEntry } from './types.js';

/**
 * A backslash before each character Markdown or MDX could read as markup (emphasis, links, code, HTML, JSX,
 * expressions, headings, tables, entities): the text reads as itself. Line breaks become spaces.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]<>#|!~&]/g, (c) => `\\${c}`);
}

export const changelogTitle = (log: Changelog): string => `Changelog: ${log.title}`;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The line under a version's heading: what it is compared with, when, and how many changes break clients. */
function entrySummary(entry: ChangelogEntry): string {
  const breaking = entry.changes.filter((c) => c.breaking).length;
  const parts = [`Compared with ${escapeMarkdown(entry.previous)}`];
  if (entry.date !== undefined && /^\d{4}-\d\d-\d\d/.test(entry.date)) parts.push(entry.date.slice(0, 10));
  parts.push(
    entry.changes.length === 0
      ? 'no changes to the operations'
      : `${plural(entry.changes.length, 'change')}, ${breaking === 0 ? 'none' : breaking} breaking`,
  );
  return `${parts.join(' · ')}.`;
}

/** Changes grouped by operation, in the order they were found. */
export function byOperation(changes: readonly Change[]): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const list = groups.get(change.operation) ?? [];
    list.push(change);
    groups.set(change.operation, list);
  }
  return groups;
}

const changeLine = (c: Change): string => `- ${c.breaking ? '**Breaking:** ' : ''}${c.message} ${code(c.rule)}`;

/** The page body: a `##` heading per version (newest first), a `###` heading per operation under it. */
export function changelogBody(log: Changelog, feedHref?: string): string {
  const lines: string[] = [
    `The changes to ${escapeMarkdown(log.title)} between its versions, computed from the spec ${code(log.spec)}. ` +
      'Each change is classified by the changelog rules; **Breaking** ones can make a working client fail.',
  ];
  if (feedHref !== undefined) lines.push(`Follow it in a feed reader: [Atom feed](${feedHref}).`);
  if (log.entries.length === 0) lines.push('There is only one version so far.');
  for (const entry of log.entries) {
    lines.push(`## ${escapeMarkdown(entry.version)}`, entrySummary(entry));
    for (const [operation, changes] of byOperation(entry.changes))
      lines.push(`### ${code(operation)}`, changes.map(changeLine).join('\n'));
  }
  return `${lines.join('\n\n')}\n`;
}

/** The page's MDX source: frontmatter (title and description as JSON strings, which YAML reads as they are), body. */
export function changelogPageSource(log: Changelog, feedHref?: string): string {
  const description = `What changed in ${log.title}, version by version, with breaking changes marked.`;
  return `---\ntitle: ${JSON.stringify(changelogTitle(log))}\ndescription: ${JSON.stringify(description)}\n---\n\n${changelogBody(log, feedHref)}`;
}

/** The `.md` twin: the title, then the same body. */
export function changelogMarkdown(log: Changelog, feedHref?: string): string {
  return `# ${escapeMarkdown(changelogTitle(log))}\n\n${changelogBody(log, feedHref)}`;
}
