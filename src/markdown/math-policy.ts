/**
 * The sanitiser policy for a formula's MathML (temml's output in the page's math chunk,
 * components/api-docs/mdx-math.ts): MathML's presentation elements and attributes, nothing else. No
 * `href`, no `style`, no `class`, no HTML inside (`annotation` keeps the TeX as text). Loaded with the
 * math chunk only, so pages without math never carry it.
 */
import type { Config } from 'dompurify';
import type { AttributeVerdict, SanitizerPolicy } from './sanitizer.js';

/** What temml writes for a formula. */
const MATHML_TAGS = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mlabeledtr',
  'mpadded',
  'mphantom',
  'menclose',
  'mstyle',
  'merror',
  'mmultiscripts',
  'mprescripts',
  'none',
];
/** MathML presentation attributes temml writes (never `style`, never `href`). */
const MATHML_ATTRIBUTES = [
  'display',
  'mathvariant',
  'stretchy',
  'fence',
  'separator',
  'lspace',
  'rspace',
  'accent',
  'accentunder',
  'columnalign',
  'rowalign',
  'rowspacing',
  'columnspacing',
  'columnlines',
  'rowlines',
  'frame',
  'displaystyle',
  'scriptlevel',
  'depth',
  'voffset',
  'linethickness',
  'minsize',
  'maxsize',
  'symmetric',
  'largeop',
  'movablelimits',
  'encoding',
  'notation',
  'form',
  'mathcolor',
  'mathbackground',
  'mathsize',
];

const config: Config = {
  ALLOWED_TAGS: MATHML_TAGS,
  ALLOWED_ATTR: [...MATHML_ATTRIBUTES, 'width', 'height', 'xmlns'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  FORBID_CONTENTS: ['script', 'style', 'template', 'svg', 'iframe', 'object', 'embed'],
  RETURN_TRUSTED_TYPE: false,
};

/** Values: plain words, numbers with units, and the few symbols MathML uses (never a URL or a call). */
const ALLOWED = new Set([...MATHML_ATTRIBUTES, 'width', 'height']);

function attribute(_element: string, name: string, value: string): AttributeVerdict {
  if (!ALLOWED.has(name) && name !== 'xmlns') return 'drop';
  if (name === 'xmlns') return value === 'http://www.w3.org/1998/Math/MathML' ? 'keep' : 'drop';
  return /^[\w\s.,%#+-]{0,80}$/.test(value) ? 'keep' : 'drop';
}

export const mathPolicy: SanitizerPolicy = { config, attribute };
