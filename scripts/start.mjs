#!/usr/bin/env node
// `npm start`: the example documentation site with its own API, on 127.0.0.1.
// 1. Builds the library when dist/ is missing or older than the sources.
// 2. Starts the example API (examples/api-server, 127.0.0.1:4010: the URL examples/docs/openapi.yaml names).
// 3. Serves examples/docs with `docs dev` on PORT (default 4000, or the next free port) and prints the URL.
// Runs until Ctrl-C; stops both servers when either one stops.
import { spawn, spawnSync } from 'node:child_process';
import { buildIsStale } from './lib/freshness.mjs';

const API_PORT = 4010;
const port = process.env.PORT ?? '4000';

if (buildIsStale()) {
  // One line while it builds; the build's own report (sizes, budget) only when it fails.
  console.log('Building the library (about a minute on the first run)…');
  const res = spawnSync(process.execPath, ['scripts/build.mjs', '--no-types'], { encoding: 'utf8' });
  if (res.status !== 0) {
    process.stderr.write(`${res.stdout ?? ''}${res.stderr ?? ''}`);
    console.error('The build failed, so there is nothing to serve. Fix the errors above and run `npm start` again.');
    process.exit(1);
  }
}

const children = [
  spawn(process.execPath, ['examples/api-server/server.mjs', String(API_PORT)], { stdio: 'inherit' }),
  spawn(process.execPath, ['bin/docs.mjs', 'dev', 'examples/docs', '--port', port], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
