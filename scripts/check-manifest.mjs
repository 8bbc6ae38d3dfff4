#!/usr/bin/env node
// Fails when custom-elements.json is not what the analyzer makes from the current JSDoc, or when the
// framework types in frameworks/ or the element pages in docs/elements/ are not what
// scripts/gen-framework-types.mjs and scripts/gen-element-docs.mjs make from it, or when the theme CSS in
// components/themes/ is not what scripts/gen-themes.mjs makes from token-values.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stalePages } from './gen-element-docs.mjs';
import { staleFiles } from './gen-framework-types.mjs';
import { checkThemes } from './gen-themes.mjs';

// The analyzer joins --outdir onto the working directory, so it must be relative.
const outdir = join('.test-results', 'cem-check');
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
execFileSync(
  'npx',
  ['custom-elements-manifest', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', outdir],
  {
    stdio: 'inherit',
  },
);
const fresh = readFileSync(join(outdir, 'custom-elements.json'), 'utf8');
const committed = existsSync('custom-elements.json') ? readFileSync('custom-elements.json', 'utf8') : '';
if (committed === '' || JSON.stringify(JSON.parse(fresh)) !== JSON.stringify(JSON.parse(committed))) {
  console.error('custom-elements.json is stale: run `npm run analyze` and commit the result.');
  process.exit(1);
}
console.log('custom-elements.json is fresh.');
const stale = await staleFiles();
if (stale.length > 0) {
  console.error(`Stale framework types (${stale.join(', ')}): run \`npm run gen:types\` and commit the result.`);
  process.exit(1);
}
console.log('frameworks/ is fresh.');
const stalePageList = await stalePages();
if (stalePageList.length > 0) {
  console.error(
    `Stale element pages (${stalePageList.join(', ')}): run \`npm run docs:elements\` and commit the result.`,
  );
  process.exit(1);
}
console.log('docs/elements/ is fresh.');
if (!(await checkThemes())) process.exit(1);
