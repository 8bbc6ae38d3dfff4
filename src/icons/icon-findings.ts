/**
 * Icons the shipped data (Font Awesome Free, Lucide, Tabler: ./icon-resolve.ts) does not draw as written, as
 * `docs validate` findings: one warning per name, at its first use (docs.json navigation, a page's frontmatter
 * `icon`, or an icon in a page's content), with how often it is used and the library's closest names. A name drawn
 * only approximately (a shorter name's drawing) is named with what is shown; a name nothing matches shows a neutral
 * dot. A name another library draws as written is drawn from it without a warning. An icon given as an https: URL or a site path is an image, not a name.
 */
import type { Diagnostic } from '../diagnostics.js';
import { editDistance } from '../edit-distance.js';
import { iconNames, iconNow, iconRequest, loadAllIcons, resolveIcon } from './icon-resolve.js';
import { isIconImage, type IconLibrary, type IconValue } from './icon-types.js';

const LIBRARY_NAMES: Readonly<Record<IconLibrary, string>> = {
  fontawesome: 'Font Awesome Free',
  lucide: 'Lucide',
  tabler: 'Tabler',
};

/** What the check reads of a project (a loaded Project fits). */
export interface IconFindingsInput {
  readonly docsJson: string;
  readonly config: { readonly icons?: { readonly library: IconLibrary } };
  readonly navigation: { readonly tree: unknown; readonly pages: ReadonlyMap<string, { readonly icon?: IconValue }> };
  readonly pages: ReadonlyMap<string, { readonly mdx?: { readonly file?: string; readonly html: string } }>;
}

/** Where an icon is first used, as written, and how often it is used in all. */
export interface IconUse {
  readonly value: IconValue;
  readonly file: string;
  readonly pointer?: string;
  count: number;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };

/** An `icon` field's value when it names an icon: a string, or an object with a string `name`. */
function iconValue(value: unknown): IconValue | undefined {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string')
    return value as IconValue;
  return undefined;
}

/** Every object with an `icon` in the navigation tree, with its docs.json pointer. */
function treeIcons(node: unknown, out: { value: IconValue; pointer?: string }[], seen: Set<object>): void {
  if (node === null || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const record = node as Record<string, unknown>;
  // The config keeps the name in `icon` and, when the author wrote an object, the whole of it in `iconRef`.
  const value = iconValue(record['iconRef']) ?? iconValue(record['icon']);
  if (value !== undefined) {
    const pointer = typeof record['pointer'] === 'string' ? `${record['pointer']}/icon` : undefined;
    out.push({ value, ...(pointer === undefined ? {} : { pointer }) });
  }
  for (const [key, child] of Object.entries(record)) {
    if (key === 'icon' || key === 'iconRef') continue;
    if (Array.isArray(child)) for (const item of child) treeIcons(item, out, seen);
    else if (child !== null && typeof child === 'object') treeIcons(child, out, seen);
  }
}

/** Every icon the project writes, by how it is written, with its first place and count. */
function iconUses(project: IconFindingsInput): Map<string, IconUse> {
  const uses = new Map<string, IconUse>();
  const note = (value: IconValue, file: string, pointer?: string): void => {
    const name = (typeof value === 'string' ? value : value.name).trim();
    if (name === '' || isIconImage(name)) return;
    const key = JSON.stringify(value);
    const use = uses.get(key);
    if (use !== undefined) use.count++;
    else uses.set(key, { value, file, ...(pointer === undefined ? {} : { pointer }), count: 1 });
  };
  const fromTree: { value: IconValue; pointer?: string }[] = [];
  const seen = new Set<object>();
  treeIcons(project.navigation.tree, fromTree, seen);
  for (const { value, pointer } of fromTree) note(value, project.docsJson, pointer);
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

/** The library's names nearest to `name` (at most three, each within half its length). */
export function closestIconNames(name: string, library: IconLibrary): string[] {
  const limit = Math.max(2, Math.ceil(name.length / 2));
  return iconNames(library)
    .map((candidate) => [candidate, editDistance(name, candidate)] as const)
    .filter(([, d]) => d <= limit)
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([candidate]) => candidate);
}

/**
 * Each icon name nothing draws (readers see a neutral dot), with its first use and its count: for `docs build`'s
 * figures, after `iconFindings` (which loads the icon data; before, nothing counts as a dot).
 */
export function undrawnIcons(project: IconFindingsInput): Map<string, IconUse> {
  const siteLibrary = project.config.icons?.library ?? 'fontawesome';
  const out = new Map<string, IconUse>();
  for (const use of iconUses(project).values()) {
    if (iconNow(use.value, siteLibrary) !== null) continue;
    const name = iconRequest(use.value, siteLibrary).name;
    const seen = out.get(name);
    if (seen === undefined) out.set(name, { ...use });
    else seen.count += use.count;
  }
  return out;
}

export async function iconFindings(project: IconFindingsInput): Promise<Diagnostic[]> {
  const siteLibrary = project.config.icons?.library ?? 'fontawesome';
  const uses = iconUses(project);
  if (uses.size === 0) return [];
  await loadAllIcons();
  const out: Diagnostic[] = [];
  for (const use of uses.values()) {
    const resolved = await resolveIcon(use.value, siteLibrary);
    // Another library's icon of the very same name is drawn as it is (a callout's default icon in a Tabler site).
    if (resolved.exact || (resolved.drawing !== null && resolved.name === iconRequest(use.value, siteLibrary).name))
      continue;
    const request = iconRequest(use.value, siteLibrary);
    const closest = closestIconNames(request.name, request.library);
    const shown =
      resolved.drawing === null
        ? 'a neutral dot is shown in its place'
        : `it is drawn as ${LIBRARY_NAMES[resolved.library]}'s "${resolved.name}"`;
    out.push({
      severity: 'warning',
      code: 'icon/not-supported',
      file: use.file,
      ...(use.pointer === undefined ? {} : { pointer: use.pointer }),
      message:
        `Icon "${request.name}" is not a ${LIBRARY_NAMES[request.library]} icon name (docs.json \`icons.library\` or ` +
        `the icon's \`library\`), so ${shown}${use.count > 1 ? ` (used ${use.count} times)` : ''}. ` +
        (closest.length > 0 ? `Closest names: ${closest.map((c) => `"${c}"`).join(', ')}. ` : '') +
        'Use a name of that library, or an image path or https: URL.',
    });
  }
  return out;
}
