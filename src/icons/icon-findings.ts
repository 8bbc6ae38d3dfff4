/**
 * Icon names the bundled set (./icon-set.ts) cannot draw, as `docs validate` findings: one warning per name,
 * at its first use (docs.json navigation, a page's frontmatter `icon`, or an icon in a page's content), with
 * how often it is used. Readers see a neutral dot in its place; no icon font is fetched to draw it.
 * An icon given as an https: URL or a site path is an image, not a name, and is not checked.
 */
import type { Diagnostic } from '../diagnostics.js';
import { hasIcon, type IconLibrary } from './icon-set.js';

const LIBRARY_NAMES: Readonly<Record<IconLibrary, string>> = {
  fontawesome: 'Font Awesome',
  lucide: 'Lucide',
  tabler: 'Tabler',
};

/** What the check reads of a project (a loaded Project fits). */
export interface IconFindingsInput {
  readonly docsJson: string;
  readonly config: { readonly icons?: { readonly library: IconLibrary } };
  readonly navigation: { readonly tree: unknown; readonly pages: ReadonlyMap<string, { readonly icon?: string }> };
  readonly pages: ReadonlyMap<string, { readonly mdx?: { readonly file?: string; readonly html: string } }>;
}

/** Where an undrawn icon name is first used, and how often it is used in all. */
export interface IconUse {
  readonly file: string;
  readonly pointer?: string;
  count: number;
}

const isImage = (name: string): boolean =>
  /^(https?:\/\/|\/|\.{1,2}\/)/.test(name) || /\.(svg|png|jpe?g|gif|webp)$/i.test(name);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };

/** Every object with an `icon` string in the navigation tree, with its docs.json pointer. */
function treeIcons(node: unknown, out: { name: string; pointer?: string }[], seen: Set<object>): void {
  if (node === null || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const record = node as Record<string, unknown>;
  if (typeof record['icon'] === 'string') {
    const pointer = typeof record['pointer'] === 'string' ? `${record['pointer']}/icon` : undefined;
    out.push({ name: record['icon'], ...(pointer === undefined ? {} : { pointer }) });
  }
  for (const value of Object.values(record)) {
    if (Array.isArray(value)) for (const item of value) treeIcons(item, out, seen);
    else if (value !== null && typeof value === 'object') treeIcons(value, out, seen);
  }
}

/** Each icon name the bundled set cannot draw (readers see a neutral dot), with its first use and its count. */
export function undrawnIcons(project: IconFindingsInput): Map<string, IconUse> {
  const library = project.config.icons?.library ?? 'fontawesome';
  const uses = new Map<string, IconUse>();
  const note = (name: string, file: string, pointer?: string): void => {
    const trimmed = name.trim();
    if (trimmed === '' || isImage(trimmed) || hasIcon(trimmed, library)) return;
    const use = uses.get(trimmed);
    if (use !== undefined) use.count++;
    else uses.set(trimmed, { file, ...(pointer === undefined ? {} : { pointer }), count: 1 });
  };
  const fromTree: { name: string; pointer?: string }[] = [];
  const seen = new Set<object>();
  treeIcons(project.navigation.tree, fromTree, seen);
  for (const { name, pointer } of fromTree) note(name, project.docsJson, pointer);
  for (const [slug, page] of project.pages) {
    const file = page.mdx?.file ?? project.docsJson;
    const listed = project.navigation.pages.get(slug);
    // A page's frontmatter icon, unless the tree walk above already counted the page.
    if (listed?.icon !== undefined && !seen.has(listed)) note(listed.icon, file);
    for (const match of page.mdx?.html.matchAll(/data-icon="([^"]*)"/g) ?? [])
      note(
        match[1]!.replace(/&(amp|quot|lt|gt|#39);/g, (_, e: string) => ENTITIES[e] ?? ''),
        file,
      );
  }
  return uses;
}

export function iconFindings(project: IconFindingsInput): Diagnostic[] {
  const library = project.config.icons?.library ?? 'fontawesome';
  return [...undrawnIcons(project)].map(([name, use]) => ({
    severity: 'warning',
    code: 'icon/not-supported',
    file: use.file,
    ...(use.pointer === undefined ? {} : { pointer: use.pointer }),
    message:
      `Icon "${name}" (${LIBRARY_NAMES[library]} names, docs.json \`icons.library\`) has no drawing in the bundled ` +
      `icon set, so a neutral dot is shown in its place${use.count > 1 ? ` (used ${use.count} times)` : ''}; ` +
      'icon fonts are never fetched from a CDN. Use a name the set draws, or an image path or https: URL.',
  }));
}
