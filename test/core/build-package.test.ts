// The built package: every export resolves to a real file, the core and the classes load in Node
// without a DOM (server rendering, tooling), and the script-tag bundle is complete.
// Builds first when dist/ is missing or older than the sources.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { elementTags } from '../../scripts/lib/entries.mjs';
import { buildIsStale } from '../../scripts/lib/freshness.mjs';

interface PackageJson {
  name: string;
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
  customElements: string;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const tags = elementTags();

before(() => {
  // `npm start` and the bench build without declarations; this test needs them too.
  if (!buildIsStale() && existsSync('dist/types/src/index.d.ts')) return;
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], { encoding: 'utf8' });
  assert.equal(res.status, 0, `npm run build failed:\n${res.stdout}\n${res.stderr}`);
});

test('the customElements field names the committed manifest', () => {
  // Tools (Storybook, IDE plugins, framework type generators) find the manifest through this field.
  assert.equal(pkg.customElements, 'custom-elements.json');
  const manifest = JSON.parse(readFileSync(pkg.customElements, 'utf8')) as { modules: unknown[] };
  assert.ok(manifest.modules.length > 0);
});

/** Runs an ES module snippet in a fresh Node process (no DOM globals) and returns its stdout as JSON. */
function runInNode(source: string): unknown {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1) ?? 'null');
}

/** Concrete targets of one export: a `*` pattern is expanded over the tags or the files it can match. */
function targetsOf(key: string, target: string): string[] {
  if (!key.includes('*')) return [target];
  if (key === './components/*.js') return tags.map((tag) => target.replaceAll('*', tag));
  if (key === './themes/*') return readdirSync('dist/themes').map((file) => target.replace('*', file));
  if (key === './schemas/*') return readdirSync('schemas').map((file) => target.replace('*', file));
  throw new Error(`no rule to expand export ${key}`);
}

test('every export target exists, with types first', () => {
  assert.ok(tags.length > 0, 'no element folders found under components/');
  const missing: string[] = [];
  for (const [key, value] of Object.entries(pkg.exports)) {
    const conditions = typeof value === 'string' ? { default: value } : value;
    if (typeof value !== 'string' && 'types' in value)
      assert.equal(Object.keys(value)[0], 'types', `${key}: "types" must come first`);
    for (const target of Object.values(conditions)) {
      for (const file of targetsOf(key, target)) if (!existsSync(file)) missing.push(`${key} → ${file}`);
    }
  }
  assert.deepEqual(missing, []);
});

// Which element modules sideEffects lists is held to the table of tags (test/core/tag-table.test.ts); here, that
// every entry names a built file.
test('sideEffects names only files the build made, and the themes and lazy chunks as patterns', () => {
  for (const file of ['./dist/components/register-all.js', './dist/cdn/api-docs-elements.js'])
    assert.ok(pkg.sideEffects.includes(file), `sideEffects lacks ${file}`);
  for (const entry of pkg.sideEffects) {
    // The script-tag bundle's lazy chunks register the elements they hold (the site, the playground…).
    if (entry.includes('*'))
      assert.match(entry, /themes\/\*\.css$|cdn\/chunks\/\*\.js$/, `unexpected pattern ${entry}`);
    else assert.ok(existsSync(entry), `sideEffects names ${entry}, which does not exist`);
  }
});

test('the core entry imports in Node with no DOM globals', () => {
  const result = runInNode(`
    const before = [typeof document, typeof window, typeof customElements];
    const core = await import(${JSON.stringify(pkg.name)});
    console.log(JSON.stringify({ before, exports: Object.keys(core).length, after: [typeof document, typeof window] }));
  `) as { before: string[]; exports: number; after: string[] };
  assert.deepEqual(result.before, ['undefined', 'undefined', 'undefined']);
  assert.ok(result.exports > 0, 'the core entry exports nothing');
  assert.deepEqual(result.after, ['undefined', 'undefined'], 'importing the core created DOM globals');
});

test('the classes entry registers nothing; register-all registers every tag', () => {
  const result = runInNode(`
    const calls = [];
    globalThis.customElements = {
      define: (tag) => calls.push('define ' + tag),
      get: (tag) => { calls.push('get ' + tag); return undefined; },
      whenDefined: () => new Promise(() => {}),
    };
    const classes = await import('./dist/components/index.js');
    const afterClasses = calls.slice();
    await import('./dist/components/register-all.js');
    console.log(JSON.stringify({ classes: Object.keys(classes), afterClasses, all: calls }));
  `) as { classes: string[]; afterClasses: string[]; all: string[] };
  assert.ok(result.classes.length > 0, 'components/index.js exports no classes');
  assert.deepEqual(result.afterClasses, [], 'importing the classes touched customElements');
  for (const tag of tags) assert.ok(result.all.includes(`define ${tag}`), `register-all did not define <${tag}>`);
});

test('the script-tag bundle exists and every chunk it names is on disk', () => {
  const bundle = join('dist', 'cdn', 'api-docs-elements.js');
  assert.ok(existsSync(bundle), `${bundle} is missing`);
  const chunkDir = join('dist', 'cdn', 'chunks');
  const chunks = existsSync(chunkDir) ? readdirSync(chunkDir).map((f) => join(chunkDir, f)) : [];
  const files = [bundle, ...chunks];
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(file, 'utf8');
    for (const [, name] of code.matchAll(/["'`](?:\.\/chunks\/|chunks\/|\.\/)([\w.-]+-[\w-]{8}\.js)["'`]/g)) {
      assert.ok(existsSync(join('dist', 'cdn', 'chunks', name!)), `${file} refers to chunks/${name}, which is missing`);
    }
    // Rollup writes static imports first: none of them may be a bare specifier a browser cannot resolve.
    const importPrefix = /^(?:\s*import\b[^;]*;)*/.exec(code)?.[0] ?? '';
    const specifiers = [...importPrefix.matchAll(/(?:from|import)\s*["']([^"']+)["']/g)].map((m) => m[1]!);
    const bare = specifiers.filter((s) => !s.startsWith('./') && !s.startsWith('../'));
    assert.deepEqual(bare, [], `${file} imports bare module specifiers a browser cannot resolve`);
  }
});
