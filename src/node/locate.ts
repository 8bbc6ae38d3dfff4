/** Line and column for findings that carry only a JSON pointer into a spec whose text we hold. */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { parseSource } from '../openapi/parse.js';

/** `texts` maps a finding's `file` (as shown) to that file's text. */
export async function locateAll(list: Diagnostic[], specTexts: ReadonlyMap<string, string>): Promise<Diagnostic[]> {
  const sources = new Map<string, Awaited<ReturnType<typeof parseSource>> | null>();
  const out: Diagnostic[] = [];
  for (const d of list) {
    if (d.line !== undefined || d.pointer === undefined || d.file === undefined || !specTexts.has(d.file)) {
      out.push(d);
      continue;
    }
    if (!sources.has(d.file)) {
      try {
        sources.set(d.file, await parseSource(specTexts.get(d.file)!, pathToFileURL(resolve(d.file)).href));
      } catch {
        sources.set(d.file, null);
      }
    }
    const found = nearest(sources.get(d.file) ?? undefined, d.pointer);
    out.push(found === undefined ? d : { ...d, line: found.line, column: found.column });
  }
  return out;
}

/** The pointer's place, or its nearest parent's (a finding about a missing key points at its object). */
function nearest(
  source: { locate(pointer: string): { line: number; column: number } | undefined } | undefined,
  pointer: string,
) {
  if (source === undefined) return undefined;
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const found = source.locate(p);
    if (found !== undefined || p === '') return found;
  }
}
