/**
 * The file of a page path. Mintlify reads a navigation entry `guides/auth` from `guides/auth.mdx`, else from
 * `guides/auth.md`; where both exist the `.mdx` file is the page (its changelog: "Fixed `.md` files incorrectly
 * overwriting `.mdx` files"). Both are read as MDX. The assembler, the navigation, the manifest and the CLI all ask
 * here, so they never disagree about which file a page is.
 */

/** The extensions of page files, in order of precedence. */
export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

const EXTENSION = /\.mdx?$/i;

/** Whether a project file is a page file (`.mdx` or `.md`). */
export function isPageFile(file: string): boolean {
  return EXTENSION.test(file);
}

/** `guides/auth.mdx`, `guides/auth.md` → `guides/auth`; anything else is returned as it is. */
export function pagePathOf(file: string): string {
  return file.replace(EXTENSION, '');
}

/** The files the page `guides/auth` may be read from, in order of precedence. */
export function pageFileCandidates(path: string): string[] {
  return PAGE_EXTENSIONS.map((extension) => `${path}${extension}`);
}

/** The file of a page the site writes itself (a changelog, a reference notice): its text is MDX. */
export function writtenPageFile(path: string): string {
  return `${path}${PAGE_EXTENSIONS[0]}`;
}

const rank = (file: string): number => PAGE_EXTENSIONS.findIndex((e) => file.toLowerCase().endsWith(e));

/** Of two files of one page path, the one that is the page (`a` when they rank the same). */
export function preferredPageFile(a: string, b: string): string {
  return rank(b) < rank(a) ? b : a;
}

/** A page file with another of higher precedence beside it: it is never shown. */
export interface ShadowedPageFile {
  readonly file: string;
  /** The file shown for the page instead. */
  readonly by: string;
}

export interface PageFiles {
  /** Page path → its file. */
  readonly byPath: ReadonlyMap<string, string>;
  readonly shadowed: readonly ShadowedPageFile[];
}

/** A project's page files by page path (the one of higher precedence where a path has two), and those shadowed. */
export function pageFilesByPath(files: Iterable<string>): PageFiles {
  const byPath = new Map<string, string>();
  const shadowed: ShadowedPageFile[] = [];
  for (const file of files) {
    if (!isPageFile(file)) continue;
    const path = pagePathOf(file);
    const known = byPath.get(path);
    if (known === undefined || known === file) {
      byPath.set(path, file);
      continue;
    }
    const kept = preferredPageFile(known, file);
    byPath.set(path, kept);
    shadowed.push({ file: kept === file ? known : file, by: kept });
  }
  return { byPath, shadowed };
}

/**
 * Which files to try for the page `path`, in order: the one `listed` names (a project's file list, where there is
 * one), else every candidate (no list, or a bounded list that missed it).
 */
export function pageFilesToTry(path: string, listed: ReadonlyMap<string, string> | undefined): string[] {
  const known = listed?.get(path);
  return known === undefined ? pageFileCandidates(path) : [known];
}
