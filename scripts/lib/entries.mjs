// The build's entry points, found on disk so a new element folder needs no config change.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders under components/ that are not elements. */
const NOT_ELEMENTS = new Set(['islands', 'server', 'shared', 'themes']);

/** Tags whose folder holds the registering file `components/<tag>/<tag>.ts`. */
export function elementTags(root = process.cwd()) {
  const dir = join(root, 'components');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !NOT_ELEMENTS.has(d.name))
    .map((d) => d.name)
    .filter((tag) => existsSync(join(dir, tag, `${tag}.ts`)))
    .sort();
}

/** Inputs of the npm build: the core, the classes, register-all and one registering file per tag. */
export function npmInputs(root = process.cwd()) {
  const candidates = [
    'src/index.ts',
    'src/cli/main.ts',
    // docs build's worker thread: started by its URL (src/cli/build-threads.ts), so no import reaches it.
    'src/cli/build-worker.ts',
    'src/proxy/index.ts',
    'components/index.ts',
    'components/register-all.ts',
    // the `api-docs-elements/server` export: docs build's server renderer, and any host's (no browser entry imports it)
    'components/server/index.ts',
  ];
  const inputs = candidates.filter((file) => existsSync(join(root, file)));
  for (const tag of elementTags(root)) inputs.push(`components/${tag}/${tag}.ts`);
  return inputs;
}
