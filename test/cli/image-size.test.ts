// A logo's intrinsic size from its header (src/cli/image-size.ts): what `docs build` writes on the server-drawn
// logo so the name beside it keeps its place before the image arrives.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { imageSize } from '../../src/cli/image-size.js';

const dir = mkdtempSync(join(tmpdir(), 'docs-image-size-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer): string => {
  writeFileSync(join(dir, name), content);
  return join(dir, name);
};

test('SVG: its width and height, else its viewBox; a size in other units is not guessed', () => {
  const svg = (attrs: string) =>
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}><path d="M0 0"/></svg>`;
  assert.deepEqual(imageSize(file('a.svg', svg('width="120" height="32"'))), { width: 120, height: 32 });
  assert.deepEqual(imageSize(file('b.svg', svg('viewBox="0 0 240 64"'))), { width: 240, height: 64 });
  assert.deepEqual(imageSize(file('c.svg', svg('width="10em" height="2em" viewBox="0,0,50,10"'))), {
    width: 50,
    height: 10,
  });
  assert.equal(imageSize(file('d.svg', svg('width="100%"'))), undefined);
});

test('PNG from its header; anything else, or no file, is undefined', () => {
  // A PNG's signature and its IHDR chunk (width, height, then depth, colour type and the rest).
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(300, 0);
  ihdr.writeUInt32BE(80, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    ihdr,
    Buffer.alloc(4),
  ]);
  assert.deepEqual(imageSize(file('logo.png', png)), { width: 300, height: 80 });
  assert.equal(imageSize(file('notes.txt', 'just some text that is long enough to be read')), undefined);
  assert.equal(imageSize(join(dir, 'missing.png')), undefined);
});
