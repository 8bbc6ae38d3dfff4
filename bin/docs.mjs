#!/usr/bin/env node
// The `docs` command. In a published package it runs the built CLI (dist/src/cli/main.js); in a
// checkout of this repository, where the TypeScript sources sit beside it, it runs them through tsx
// so the command never lags behind the code.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const source = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
const built = fileURLToPath(new URL('../dist/src/cli/main.js', import.meta.url));

let main;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  main = await import(pathToFileURL(source).href);
} else if (existsSync(built)) {
  main = await import(pathToFileURL(built).href);
} else {
  console.error('docs: the CLI is not built. Run `npm run build` first.');
  process.exit(2);
}
const code = await main.run(process.argv.slice(2));
// dev keeps running (its server holds the process); every other command ends here.
if (code !== undefined && code !== null) process.exitCode = code;
