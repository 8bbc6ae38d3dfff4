/** A stylesheet's file name: its content's hash, so a changed sheet is a new file and an unchanged one stays cached. */
import { createHash } from 'node:crypto';

/** Sheet text → file name; a build's pages share a handful of sheets, so each is hashed once per thread. */
const names = new Map<string, string>();

export function sheetName(css: string): string {
  let name = names.get(css);
  if (name === undefined) {
    name = `${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
    names.set(css, name);
  }
  return name;
}
