// Holds register-all.ts, cdn-entry.ts, package.json `sideEffects` and every define() call to the one table of
// tags (components/tags.ts): the disagreements, in words, or none.
import type { ElementTag } from '../../components/tags.js';

/** The texts the table is checked against. */
export interface TagSources {
  readonly registerAll: string;
  readonly cdnEntry: string;
  readonly sideEffects: readonly string[];
  /** Each components/ source file (path under components/, without extension) → its text. */
  readonly modules: ReadonlyMap<string, string>;
}

/** The entries of `sideEffects` that register no tag of the table themselves (bundles, themes, the server). */
const NOT_TAG_MODULE = /^\.\/(?:dist\/)?components\/(?:register-all|cdn-entry|server\/|themes\/)/;

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/** `import './x/y.js';` lines, in order: the modules a file imports for their side effects. */
function sideEffectImports(text: string): string[] {
  return [...text.matchAll(/^import '\.\/(.+)\.js';$/gm)].map((m) => m[1]!);
}

/** What `found` lacks and has beyond `expected`, or that its order differs: empty when they are the same list. */
function sameList(what: string, found: readonly string[], expected: readonly string[]): string[] {
  if (found.join('\n') === expected.join('\n')) return [];
  const missing = expected.filter((e) => !found.includes(e));
  const extra = found.filter((f) => !expected.includes(f));
  if (missing.length === 0 && extra.length === 0)
    return [`${what}: the order is not the table's (${expected.join(', ')})`];
  const parts = [
    missing.length > 0 ? `lacks ${missing.join(', ')}` : '',
    extra.length > 0 ? `has ${extra.join(', ')} beyond the table` : '',
  ];
  return [`${what}: ${parts.filter(Boolean).join('; ')}`];
}

export function tagTableProblems(table: readonly ElementTag[], sources: TagSources): string[] {
  const problems: string[] = [];
  const byTag = new Map(table.map((row) => [row.tag, row]));
  for (const [module, text] of sources.modules)
    for (const [, tag] of text.matchAll(/\bdefine\('([a-z0-9-]+)'/g)) {
      const row = byTag.get(tag!);
      if (row === undefined) problems.push(`components/${module}.ts defines <${tag}>, which the table lacks`);
      else if (row.module !== module)
        problems.push(`components/${module}.ts defines <${tag}>, which the table registers in ${row.module}`);
    }
  for (const row of table)
    if (!(sources.modules.get(row.module) ?? '').includes(`define('${row.tag}'`))
      problems.push(`<${row.tag}>: components/${row.module}.ts does not define it`);

  const modulesWhere = (keep: (row: ElementTag) => boolean): string[] =>
    distinct(table.filter(keep).map((r) => r.module));
  problems.push(
    ...sameList(
      'register-all.ts imports',
      sideEffectImports(sources.registerAll),
      modulesWhere((r) => r.registerAll),
    ),
    ...sameList(
      'cdn-entry.ts imports',
      sideEffectImports(sources.cdnEntry),
      modulesWhere((r) => r.cdn === 'eager'),
    ),
    ...sameList(
      'cdn-entry.ts lazyTags',
      [...sources.cdnEntry.matchAll(/'([a-z0-9-]+)': \(\) => import\('\.\/(.+)\.js'\)/g)].map(
        (m) => `${m[1]} → ${m[2]}`,
      ),
      table.filter((r) => r.cdn === 'lazy').map((r) => `${r.tag} → ${r.module}`),
    ),
  );
  const allModules = modulesWhere(() => true);
  const listed = sources.sideEffects.filter((e) => /^\.\/(?:dist\/)?components\//.test(e) && !NOT_TAG_MODULE.test(e));
  problems.push(
    ...sameList(
      'package.json sideEffects (element modules)',
      [...listed].sort(),
      [...allModules.map((m) => `./components/${m}.ts`), ...allModules.map((m) => `./dist/components/${m}.js`)].sort(),
    ),
  );
  return problems;
}
