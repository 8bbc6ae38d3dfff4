// The site's colours and frame settings from docs.json, as pure functions (src/theme/).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { colorRamp, contrast, parseHex, readableOn, textOn } from '../../src/theme/color-ramp.js';
import { frameConfig } from '../../src/theme/frame-config.js';
import { DARK_BACKGROUND, LIGHT_BACKGROUND, siteLook, sitePalette } from '../../src/theme/site-palette.js';

const ratio = (a: string, b: string): number => contrast(parseHex(a)!, parseHex(b)!);

test('a ramp runs from near white to near black around the colour itself', () => {
  const ramp = colorRamp('#0d9373')!;
  assert.equal(ramp[500], '#0d9373');
  const lum = Object.values(ramp).map((c) => ratio(c, '#000000'));
  // Each step is darker than the one before.
  for (let i = 1; i < lum.length; i++) assert.ok(lum[i]! < lum[i - 1]!, `step ${i} is darker`);
  assert.ok(ratio(ramp[50], '#ffffff') < 1.15, '50 is almost white');
  assert.ok(ratio(ramp[950], '#000000') < 1.6, '950 is almost black');
  assert.equal(colorRamp('teal'), undefined);
  assert.deepEqual(parseHex('#abc'), [170, 187, 204]);
});

test('accents are made readable: 4.5:1 for text on both backgrounds, whatever the brand colour', () => {
  for (const brand of ['#ffe600', '#55d7b1', '#0d9373', '#1e1b4b', '#ff0000', '#888888']) {
    const palette = sitePalette({ primary: brand });
    assert.ok(ratio(palette.light['accent']!, LIGHT_BACKGROUND) >= 4.5, `${brand} on light`);
    assert.ok(ratio(palette.dark['accent']!, DARK_BACKGROUND) >= 4.5, `${brand} on dark`);
    // Text on a filled button reads at 4.5:1 too.
    const fill = palette.light['accent-fill']!;
    assert.ok(ratio(palette.light['accent-contrast']!, fill) >= 4.5, `${brand} button text`);
  }
  // A colour that already reads well is kept as it is.
  assert.equal(readableOn('#0a7a5f', '#ffffff'), '#0a7a5f');
  assert.equal(textOn('#ffe600'), '#000000');
  assert.equal(textOn('#1e1b4b'), '#ffffff');
});

test('colors.dark is the accent on light backgrounds, colors.light on dark ones; a non-hex colour is used as given', () => {
  const p = sitePalette({ primary: '#0d9373', light: '#55d7b1', dark: '#0a7a5f' });
  assert.equal(p.light['accent'], '#0a7a5f');
  assert.equal(p.dark['accent'], '#55d7b1');
  assert.deepEqual(sitePalette({ primary: 'rgb(1, 2, 3)' }).light, { accent: 'rgb(1, 2, 3)' });
  assert.deepEqual(sitePalette(undefined), { light: {}, dark: {} });
});

test("Mintlify's theme names map to the three looks", () => {
  assert.deepEqual(
    ['mint', 'maple', 'linden', 'palm', 'willow', 'almond', 'aspen', 'sequoia', undefined].map(siteLook),
    ['mint', 'maple', 'linden', 'maple', 'mint', 'maple', 'maple', 'mint', 'mint'],
  );
});

/** The labels of the navbar links the frame keeps, from links labelled by their own href. */
const keptNavbarLinks = (hrefs: readonly string[]): string[] =>
  frameConfig({ navbar: { links: hrefs.map((href) => ({ label: href, href })) } }).navbarLinks.map((l) => l.label);

test('the frame refuses script URLs however they are disguised, and links to other hosts without a scheme', () => {
  const hostile = [
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\u0000javascript:alert(1)',
    'java\nscript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\t/evil.example',
    '\\evil.example',
    'tel:+100',
  ];
  assert.deepEqual(keptNavbarLinks(hostile), []);
  const kept = [
    '/guides/intro',
    'guides/intro',
    '#top',
    'https://example.com/a',
    'http://example.com',
    'mailto:hi@example.com',
  ];
  assert.deepEqual(keptNavbarLinks(kept), kept);
});

test('the frame takes only safe links, and finds the repository for "Edit this page"', () => {
  const frame = frameConfig({
    navbar: {
      links: [
        { label: 'Blog', href: 'https://example.com/blog' },
        { label: 'Bad', href: 'javascript:alert(1)' },
        { type: 'github', href: 'https://github.com/acme/widgets' },
      ],
      primary: { type: 'button', label: 'Dashboard', href: 'https://app.example.com' },
    },
    footer: {
      socials: [
        { platform: 'github', href: 'https://github.com/acme/docs' },
        { platform: 'x', href: 'https://x.com/acme' },
      ],
      links: [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }],
    },
    banner: { content: 'New **v2**', dismissible: true, type: 'info' },
    appearance: { default: 'dark', strict: true },
    fonts: { family: 'Inter', heading: { family: 'Bad"; }' } },
  });
  assert.deepEqual(
    frame.navbarLinks.map((l) => l.label),
    ['Blog', 'GitHub'],
  );
  assert.equal(frame.primary?.label, 'Dashboard');
  assert.deepEqual(
    frame.socials.map((s) => s.label),
    ['GitHub', 'X'],
  );
  assert.equal(frame.repository, 'https://github.com/acme/docs');
  assert.deepEqual(frame.appearance, { default: 'dark', strict: true });
  assert.deepEqual(frame.banner, { content: 'New **v2**', dismissible: true, type: 'info' });
  assert.equal(frame.fontFamily, "'Inter'");
  assert.equal(frame.headingFontFamily, undefined);
  assert.deepEqual(frameConfig({}).appearance, { default: 'system', strict: false });
});
