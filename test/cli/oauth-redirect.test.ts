// The playground's OAuth redirect page (issue 18): `docs dev` serves /oauth-redirect.html and `docs build`
// writes it at the site's root.
import { strict as assert } from 'node:assert';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSite } from '../../src/cli/build.js';
import { startDevServer, type DevServer } from '../../src/cli/dev.js';

const page = readFileSync('components/api-playground/oauth-redirect.html', 'utf8');
let base: string;
let dev: DevServer;

before(async () => {
  base = mkdtempSync(join(tmpdir(), 'docs-oauth-redirect-'));
  cpSync('examples/docs', join(base, 'project'), { recursive: true });
  dev = await startDevServer(join(base, 'project', 'docs.json'), { port: 0 });
});

after(async () => {
  await dev?.close();
  if (base !== undefined) rmSync(base, { recursive: true, force: true });
});

test('docs dev serves the redirect page as HTML, the one that checks state and posts to an exact origin', async () => {
  const res = await fetch(new URL('/oauth-redirect.html', dev.url));
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  const text = await res.text();
  assert.equal(text, page);
  assert.match(text, /localStorage\.getItem\(PREFIX \+ state\)/);
  assert.doesNotMatch(text, /postMessage\([^)]*'\*'\)/);
});

test('docs build writes oauth-redirect.html at the site root', async () => {
  const out = join(base, 'site');
  const result = await buildSite(join(base, 'project', 'docs.json'), { out });
  assert.ok(result.files.includes('oauth-redirect.html'));
  assert.equal(readFileSync(join(out, 'oauth-redirect.html'), 'utf8'), page);
});
