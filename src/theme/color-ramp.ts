/**
 * Colour ramps and readable accents from one brand colour (docs.json `colors.primary`), as pure
 * functions: the site frame turns them into `--api-*` custom properties. Contrast follows WCAG 2.2
 * (relative luminance, 4.5:1 for text, 3:1 for large text and control outlines).
 */

export type Rgb = readonly [number, number, number];

/** The ramp's steps, lightest first, as Tailwind-like names. */
export const RAMP_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type RampStep = (typeof RAMP_STEPS)[number];

/** `#rgb` or `#rrggbb` (any case) to channels 0–255; anything else is undefined. */
export function parseHex(color: string): Rgb | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (m === null) return undefined;
  const hex =
    m[1]!.length === 3
      ? m[1]!
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` mixed towards `b` by `t` (0 keeps `a`, 1 gives `b`), channel by channel. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as unknown as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * Eleven shades around `base`: 500 is the colour itself, lighter steps mix it with white, darker ones
 * with a near-black of its own hue (so dark shades keep their colour instead of turning grey).
 */
export function colorRamp(base: string): Record<RampStep, string> | undefined {
  const rgb = parseHex(base);
  if (rgb === undefined) return undefined;
  const ink = mix(rgb, BLACK, 0.82);
  const tints: Record<RampStep, number> = {
    50: 0.95,
    100: 0.9,
    200: 0.75,
    300: 0.55,
    400: 0.28,
    500: 0,
    600: -0.18,
    700: -0.36,
    800: -0.54,
    900: -0.7,
    950: -0.84,
  };
  const out = {} as Record<RampStep, string>;
  for (const step of RAMP_STEPS) {
    const t = tints[step];
    out[step] = toHex(t >= 0 ? mix(rgb, WHITE, t) : mix(rgb, ink, -t));
  }
  return out;
}

/**
 * `color`, darkened (on a light background) or lightened (on a dark one) in small steps until it
 * reaches `ratio` against `background`: the brand hue kept, the text readable.
 */
export function readableOn(color: string, background: string, ratio = 4.5): string | undefined {
  const fg = parseHex(color);
  const bg = parseHex(background);
  if (fg === undefined || bg === undefined) return undefined;
  const towards = luminance(bg) > 0.4 ? BLACK : WHITE;
  for (let t = 0; t <= 1.0001; t += 0.02) {
    // Checked as the hex it will be written as: rounding may cost a little contrast.
    const candidate = toHex(mix(fg, towards, t));
    if (contrast(parseHex(candidate)!, bg) >= ratio) return candidate;
  }
  return toHex(towards);
}

/** Black or white, whichever reads better on `background` (text on a primary button). */
export function textOn(background: string): string {
  const bg = parseHex(background) ?? WHITE;
  return contrast(WHITE, bg) >= contrast(BLACK, bg) ? '#ffffff' : '#000000';
}
