/**
 * A `graphql` or `sdk` tab (or an `sdk` group) names a reference Mintlify generates from a GraphQL schema or an SDK
 * artifact. This library does not render those yet, so such a tab holds one page that says so: an MDX page the
 * assembler writes itself (it has no file), listed where the generated pages would be.
 */
import { writtenPageFile } from '../navigation/page-file.js';
import type { GroupConfig, NavLevelConfig, ReferenceSource } from './navigation-types.js';

/** The folder of these pages; no project file is read from it. */
const FOLDER = 'reference-not-rendered';

const KIND_NAMES: Readonly<Record<ReferenceSource['kind'], string>> = { graphql: 'GraphQL', sdk: 'SDK' };

/** The page path (without extension) of the reference of the node titled `title`. */
export function referencePagePath(reference: ReferenceSource, title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${FOLDER}/${reference.kind}-${slug || 'reference'}`;
}

export function isReferencePage(path: string): boolean {
  return path.startsWith(`${FOLDER}/`);
}

/** Text for an MDX page: no markup, braces or backticks from docs.json, which the page must show as written. */
const plain = (text: string): string => text.replace(/[`{}<>[\]\\*_|#]/g, '').slice(0, 200);

/** The MDX text of the page: its title and a note naming the reference kind and its source. */
export function referencePageText(reference: ReferenceSource, title: string): string {
  const kind = KIND_NAMES[reference.kind];
  const format = reference.format === undefined ? '' : ` (${plain(reference.format)})`;
  const what = reference.kind === 'graphql' ? 'GraphQL schema' : `SDK documentation artifact${format}`;
  return [
    '---',
    `title: ${JSON.stringify(plain(title) || `${kind} reference`)}`,
    `description: ${JSON.stringify(`${kind} reference: not rendered here yet`)}`,
    '---',
    '',
    `<Note>This ${kind} reference is not rendered here yet. Mintlify generates its pages from the ${what} \`${plain(reference.source)}\`; this site shows this page in their place.</Note>`,
    '',
  ].join('\n');
}

/** Every such page of the navigation, by its MDX file (`reference-not-rendered/graphql-api.mdx`), with its text. */
export function referencePages(navigation: NavLevelConfig): Map<string, string> {
  const out = new Map<string, string>();
  const visitGroup = (group: GroupConfig): void => {
    if (group.reference !== undefined)
      out.set(
        writtenPageFile(referencePagePath(group.reference, group.group)),
        referencePageText(group.reference, group.group),
      );
    for (const entry of group.pages ?? []) if (typeof entry !== 'string') visitGroup(entry);
  };
  const visit = (level: NavLevelConfig): void => {
    for (const entry of level.items) if (typeof entry !== 'string') visitGroup(entry);
    for (const division of level.divisions) {
      if (division.reference !== undefined)
        out.set(
          writtenPageFile(referencePagePath(division.reference, division.title)),
          referencePageText(division.reference, division.title),
        );
      visit(division);
    }
  };
  visit(navigation);
  return out;
}
