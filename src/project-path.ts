/** `a/b/../c` → `a/c` (a project path, `/`-separated); undefined when it climbs out of the project. */
export function normaliseProjectPath(path: string): string | undefined {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

/** The folder of a project file (`guides/auth.mdx` → `guides`; a file at the root → ''). */
export function folderOf(file: string): string {
  return file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
}
