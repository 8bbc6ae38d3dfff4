/** `docs dev` on a copy of the proxy fixture whose spec declares the test upstream (and a port nothing listens on). */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer, type DevServer, type DevServerOptions } from '../../src/cli/dev.js';
import type { Upstream } from './proxy-cases.js';

export interface DevFixture {
  readonly dev: DevServer;
  readonly dir: string;
  /** `docs dev`'s proxy URL. */
  readonly proxyUrl: string;
  close(): Promise<void>;
}

export async function startDevFixture(upstream: Upstream, options: DevServerOptions = {}): Promise<DevFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-proxy-'));
  cpSync('test/fixtures/cli/proxy', dir, { recursive: true });
  const spec = join(dir, 'openapi.yaml');
  const text = readFileSync(spec, 'utf8').replace('__PORT__', String(upstream.port));
  writeFileSync(spec, text.replace('servers:\n', 'servers:\n  - url: http://127.0.0.1:1/\n'));
  const dev = await startDevServer(join(dir, 'docs.json'), { port: 0, ...options });
  return {
    dev,
    dir,
    proxyUrl: `${dev.url}__docs_proxy`,
    close: async () => {
      await dev.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
