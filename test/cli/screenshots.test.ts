// scripts/screenshots.mjs: the screenshot comparison of the example site (issue 17). The comparison itself
// is checked on PNGs made here (a match within the tolerance, a difference beyond it); the whole run
// (docs dev + Chromium + the committed baselines) runs when dist/ and the baselines are there.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
// @ts-expect-error: pngjs ships no declarations
import { PNG as PNGClass } from 'pngjs';
// @ts-expect-error: a plain .mjs script without declarations
import { compare, PAGES, SCHEMES, VIEWPORTS } from '../../scripts/screenshots.mjs';

interface PngImage {
  data: Uint8Array;
}
const PNG = PNGClass as {
  new (options: { width: number; height: number }): PngImage;
  sync: { write(image: PngImage): Buffer };
};

const compareShot = compare as (name: string, shot: Buffer, baselines?: string) => string | undefined;

function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = paint(x, y);
      image.data[i] = r;
      image.data[i + 1] = g;
      image.data[i + 2] = b;
      image.data[i + 3] = 255;
    }
  return PNG.sync.write(image);
}

test('the comparison passes a shot within the tolerance and fails one beyond it, or of another size', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shots-'));
  const white = png(200, 100, () => [255, 255, 255]);
  writeFileSync(join(dir, 'page.png'), white);
  assert.equal(compareShot('page', white, dir), undefined);
  // A few pixels of anti-aliasing: within the tolerance.
  assert.equal(
    compareShot(
      'page',
      png(200, 100, (x, y) => (x === 5 && y < 20 ? [0, 0, 0] : [255, 255, 255])),
      dir,
    ),
    undefined,
  );
  // A moved block of text: a failure that names the shot.
  const moved = png(200, 100, (x, y) => (x > 20 && x < 120 && y > 40 && y < 60 ? [20, 20, 20] : [255, 255, 255]));
  assert.match(compareShot('page', moved, dir) ?? '', /^page: \d+\.\d+% of pixels differ/);
  assert.match(
    compareShot(
      'page',
      png(100, 100, () => [255, 255, 255]),
      dir,
    ) ?? '',
    /100×100, baseline 200×100/,
  );
  assert.match(compareShot('missing', white, dir) ?? '', /no baseline/);
});

test('it covers home, a guide, both kinds of endpoint, a channel and both Try it panels, and the guide and an endpoint right to left, in both schemes at 1440 and 390 px', () => {
  assert.deepEqual(
    (PAGES as { name: string }[]).map((p) => p.name),
    [
      'home',
      'guide',
      'openapi-endpoint',
      'mdx-endpoint',
      'channel',
      'openapi-try-it',
      'channel-try-it',
      'guide-rtl',
      'openapi-endpoint-rtl',
    ],
  );
  assert.deepEqual(SCHEMES, ['light', 'dark']);
  assert.deepEqual(
    (VIEWPORTS as { width: number; height: number }[]).map((v) => [v.width, v.height]),
    [
      [1440, 900],
      [390, 844],
    ],
  );
});

const baselines = join('test', 'screenshots', 'baselines');
const ready =
  existsSync(join('dist', 'cdn', 'api-docs-elements.js')) &&
  existsSync('/usr/bin/chromium') &&
  existsSync(baselines) &&
  readdirSync(baselines).filter((f) => f.endsWith('.png')).length === 36;

test(
  'the example site matches the committed baselines',
  { skip: ready ? false : 'needs dist/ (npm run build), Chromium and the 36 baselines', timeout: 600_000 },
  () => {
    const res = spawnSync(process.execPath, ['scripts/screenshots.mjs'], { encoding: 'utf8', timeout: 580_000 });
    assert.equal(res.status, 0, `${res.stdout}${res.stderr}`);
    assert.match(res.stdout, /36 screenshots match their baselines/);
  },
);
