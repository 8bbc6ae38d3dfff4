// Gzip sizes of built files, and the table the build and the bench print.
import { gzipSync } from 'node:zlib';

export const BUNDLE_BUDGET_GZIP = 80 * 1024;

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Splits a rollup output (or the same shape read back from disk) into what a page loads up front
 * (the entry and its static imports) and what loads later (each dynamic import or worker).
 * @param {{fileName: string, code?: string, source?: string|Uint8Array, imports?: string[], dynamicImports?: string[], isEntry?: boolean}[]} files
 */
export function classify(files) {
  const byName = new Map(files.map((f) => [f.fileName, f]));
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name) || !byName.has(name)) return;
    initial.add(name);
    for (const dep of byName.get(name).imports ?? []) visit(dep);
  };
  for (const f of files) if (f.isEntry) visit(f.fileName);
  return files
    .filter((f) => f.fileName.endsWith('.js'))
    .map((f) => {
      const body = f.code ?? f.source ?? '';
      const raw = Buffer.byteLength(body);
      return {
        name: f.fileName,
        kind: f.isEntry ? 'entry' : initial.has(f.fileName) ? 'initial' : 'lazy',
        raw,
        gzip: gzipSize(body),
      };
    })
    .sort((a, b) => order(a.kind) - order(b.kind) || b.gzip - a.gzip);
}

const order = (kind) => ({ entry: 0, initial: 1, lazy: 2 })[kind];

/** The gzip total a page pays before any lazy chunk loads. */
export function initialGzip(rows) {
  return rows.filter((r) => r.kind !== 'lazy').reduce((sum, r) => sum + r.gzip, 0);
}

export function sizeTable(rows) {
  const lines = [`${'file'.padEnd(52)} ${'kind'.padEnd(8)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`];
  for (const r of rows)
    lines.push(`${r.name.padEnd(52)} ${r.kind.padEnd(8)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)}`);
  return lines.join('\n');
}
