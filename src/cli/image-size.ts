/**
 * An image file's intrinsic size, for the few formats a logo comes in (SVG, PNG, JPEG, GIF, WebP), read from its
 * header: `docs build` writes it on the server-drawn logo so the page keeps its place before the image arrives.
 * Undefined for anything it cannot read.
 */
import { readFileSync } from 'node:fs';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const positive = (w: number, h: number): ImageSize | undefined =>
  Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0
    ? { width: Math.round(w), height: Math.round(h) }
    : undefined;

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (tag === undefined) return undefined;
  const attr = (name: string): string | undefined =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const px = (value: string | undefined): number =>
    value !== undefined && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : Number.NaN;
  const given = positive(px(attr('width')), px(attr('height')));
  if (given !== undefined) return given;
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return box?.length === 4 ? positive(box[2]!, box[3]!) : undefined;
}

function jpegSize(bytes: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // Start-of-frame markers (not DHT, JPG or DAC) hold the height, then the width.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return positive(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
    at += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Buffer): ImageSize | undefined {
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return positive(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return positive((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return positive(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  return undefined;
}

/** The size of the image in `file`, or undefined (unreadable, unknown format, no size given). */
export function imageSize(file: string): ImageSize | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length < 30) return undefined;
  if (bytes.readUInt32BE(0) === 0x89504e47) return positive(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (bytes.toString('ascii', 0, 3) === 'GIF') return positive(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return webpSize(bytes);
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 4096));
  return /<svg\b/i.test(head) ? svgSize(head) : undefined;
}
