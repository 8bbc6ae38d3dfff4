/** Markdown text from a spec's names, which may hold any character. */

/**
 * A name as a Markdown code span: fenced by one more backtick than its longest run, padded where it starts or ends
 * with one (CommonMark 6.1). Inside a code span Markdown and MDX read nothing, so this is the one escape a name needs.
 */
export function code(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}
