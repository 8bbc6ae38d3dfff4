// Browser tests: real Chromium (Debian's, never a downloaded one) over the @web/dev-server.
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { prebundlePlugin } from './test/support/prebundle-plugin.mjs';
import { playgroundServerPlugin } from './test/support/playground-server-plugin.mjs';
import { wsServerPlugin } from './test/support/ws-server-plugin.mjs';
import { oidcServerPlugin } from './test/support/oidc-server-plugin.mjs';
import { hugeSpecPlugin } from './test/support/huge-spec-plugin.mjs';
import { checkServerPlugin } from './test/support/check-server-plugin.mjs';
import { workflowServerPlugin } from './test/support/workflow-server-plugin.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// SHARED_DIR names it where the checkout is not beside it (a worktree).
const sharedDir = resolve(process.env.SHARED_DIR ?? resolve(process.cwd(), '../shared'));
const mime = {
  '.json': 'application/json',
  '.yaml': 'text/yaml',
  '.yml': 'text/yaml',
  '.mdx': 'text/markdown',
  '.md': 'text/markdown',
};

/** Serves ../shared (corpus, specs) under /__shared/ so browser tests can fetch real documents. */
function serveShared(ctx, next) {
  if (!ctx.path.startsWith('/__shared/')) return next();
  const file = resolve(sharedDir, decodeURIComponent(ctx.path.slice('/__shared/'.length)));
  if (!file.startsWith(sharedDir) || !existsSync(file) || !statSync(file).isFile()) {
    ctx.status = 404;
    return undefined;
  }
  ctx.type = mime[extname(file)] ?? 'text/plain';
  ctx.body = createReadStream(file);
  return undefined;
}

/**
 * Module workers are started with `new URL('./x.worker.js', import.meta.url)`, as the built package
 * names them; in the tests the source is TypeScript, so serve the `.ts` file (esbuild compiles it).
 */
function serveWorkerSources(ctx, next) {
  if (ctx.path.endsWith('.worker.js')) {
    const ts = resolve(process.cwd(), `.${ctx.path.slice(0, -'.js'.length)}.ts`);
    if (ts.startsWith(process.cwd()) && existsSync(ts)) ctx.url = `${ctx.path.slice(0, -'.js'.length)}.ts`;
  }
  return next();
}

/** Counts results into .test-results/wtr.json for scripts/test-all.mjs. */
function countingReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      const walk = (suite) => {
        for (const t of suite.tests ?? []) {
          if (t.skipped) skipped++;
          else if (t.passed) passed++;
          else failed++;
        }
        for (const s of suite.suites ?? []) walk(s);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        // A file that failed to load or threw outside a test counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) failed++;
      }
      mkdirSync('.test-results', { recursive: true });
      writeFileSync('.test-results/wtr.json', JSON.stringify({ passed, failed, skipped }));
    },
  };
}

export default {
  rootDir: '.',
  files: process.env.WTR_FILES
    ? process.env.WTR_FILES.split(',')
    : ['test/components/**/*.test.ts', 'test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 15 * 60 * 1000,
  browserStartTimeout: 120000,
  testFramework: { config: { timeout: 30000 } },
  middleware: [serveShared, serveWorkerSources],
  plugins: [
    prebundlePlugin(['@scalar/openapi-parser', '@asyncapi/parser', 'debug', 'format', 'acorn-jsx', 'mermaid']),
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' }),
    playgroundServerPlugin(),
    wsServerPlugin(),
    oidcServerPlugin(),
    hugeSpecPlugin(),
    checkServerPlugin(),
    workflowServerPlugin(),
    // Chromium's accessibility tree (role and name of each control) for the screen-reader names check.
    a11ySnapshotPlugin(),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromePath,
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          '--disable-dev-shm-usage',
          '--autoplay-policy=no-user-gesture-required',
          // Host names for the playground's origin tests: distinct origins that reach the recording servers on 127.0.0.1.
          '--host-resolver-rules=MAP *.pg.example.test 127.0.0.1,MAP collector.example.org 127.0.0.1',
        ],
      },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
};
