#!/usr/bin/env node
// `npm start`: build the library when dist/ is missing or stale, then serve the demo page of the
// elements over the example specs on 127.0.0.1 (PORT, default 4000, or the next free port) until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './lib/freshness.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';

if (buildIsStale()) {
  console.log('dist/ is missing or older than the sources: building…');
  const res = spawnSync(process.execPath, ['scripts/build.mjs', '--no-types'], { stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('The build failed, so there is nothing to serve. Fix the errors above and run `npm start` again.');
    process.exit(1);
  }
}

const server = createStaticServer({ '/': 'examples/demo', '/dist/': 'dist' }, { log: process.argv.includes('--log') });
const port = await listen(server, Number(process.env.PORT ?? 4000));
console.log(`\napi-docs-elements demo: http://127.0.0.1:${port}/\n(Ctrl-C to stop)`);

const stop = () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
