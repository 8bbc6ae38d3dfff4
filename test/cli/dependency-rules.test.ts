// The layering `npm run verify` enforces (.dependency-cruiser.cjs): each rule fails on a project that breaks it, and
// the repository itself passes. The fixtures are written to a temporary folder laid out like this repository.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';

const depcruise = resolve('node_modules/.bin/depcruise');

function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'layering-'));
  try {
    cpSync('.dependency-cruiser.cjs', join(dir, '.dependency-cruiser.cjs'));
    mkdirSync(join(dir, 'components'));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', allowJs: true } }),
    );
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const res = spawnSync(depcruise, ['src', 'components', '--output-type', 'err'], { cwd: dir, encoding: 'utf8' });
    return { status: res.status, output: `${res.stdout}${res.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const leaf = 'export const x = 1;\n';

test('a layered project passes', () => {
  const res = cruise({
    'src/a.ts': "import { x } from './b.js';\nexport const a = x;\n",
    'src/b.ts': leaf,
    'components/el.ts': "import { a } from '../src/a.js';\nexport const el = a;\n",
  });
  assert.equal(res.status, 0, res.output);
});

const broken: Record<string, Record<string, string>> = {
  'no-circular': {
    'src/a.ts': "import { b } from './b.js';\nexport const a = 1 + b;\n",
    'src/b.ts': "import { a } from './a.js';\nexport const b = a;\n",
  },
  'core-not-to-components': {
    'src/a.ts': "import { x } from '../components/el.js';\nexport const a = x;\n",
    'components/el.ts': leaf,
  },
  'components-not-to-node': {
    'components/el.ts': "import { x } from '../src/cli/main.js';\nexport const el = x;\n",
    'src/cli/main.ts': leaf,
  },
  'proxy-not-to-cli': {
    'src/proxy/handler.ts': "import type { X } from '../cli/project.js';\nexport type Y = X;\n",
    'src/cli/project.ts': 'export type X = 1;\n',
  },
};

for (const [rule, files] of Object.entries(broken)) {
  test(`${rule}: breaking it fails the check and names the rule`, () => {
    const res = cruise(files);
    assert.notEqual(res.status, 0, res.output);
    assert.match(res.output, new RegExp(`error ${rule}:`));
  });
}

test('this repository keeps every rule', () => {
  const res = spawnSync(depcruise, ['src', 'components', '--output-type', 'err'], { encoding: 'utf8' });
  assert.equal(res.status, 0, `${res.stdout}${res.stderr}`);
});
