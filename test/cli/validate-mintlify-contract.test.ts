// `docs validate` on what Mintlify publishes but this site cannot use as written (a `javascript:` link, `key`
// auth without a name, a navigation section with a bad entry): warnings, exit 0; `--strict` keeps failing on them.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'validate-contract-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('Mintlify-accepted doubtful settings are warnings; validate passes, validate --strict fails', async () => {
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify(
      {
        name: 'Contract',
        theme: 'mint',
        colors: { primary: '#112233' },
        logo: 'javascript:alert(1)',
        api: { mdx: { auth: { method: 'key' } } },
        navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 7] }] }] },
      },
      null,
      2,
    ),
  );
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  const plain = await cli('validate', dir);
  assert.equal(plain.code, 0, plain.out);
  assert.match(plain.out, /docs\.json:7:3\s+warning\s+.*logo.*\[config\/url\]/);
  assert.match(
    plain.out,
    /docs\.json:\d+:\d+\s+warning\s+.*navigation\.tabs\[0\]\.groups\[0\]\.pages\[1\].*\[config\/type\]/,
  );
  const strict = await cli('validate', dir, '--strict');
  assert.equal(strict.code, 1, strict.out);
});
