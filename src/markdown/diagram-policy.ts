/**
 * The sanitiser policy for a diagram's SVG (a ```mermaid block drawn by mermaid in the page's
 * diagram chunk): DOMPurify's SVG profile without links, embedded images, foreign HTML or event
 * handlers. References stay only when they point inside the drawing (`#arrowhead`), and inline styles
 * only when they load nothing (`url(#…)` at most). The `<style>` mermaid writes is kept; the caller
 * removes one that imports or loads anything (CSS text is not DOMPurify's to judge).
 */
import type { Config } from 'dompurify';
import type { AttributeVerdict, SanitizerPolicy } from './sanitizer.js';

const config: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ['a', 'image', 'foreignObject', 'foreignobject', 'script', 'use', 'animate', 'set', 'animateMotion'],
  ALLOW_DATA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

/** CSS that loads nothing: no `@import`, no `url()` but to a fragment of the drawing, no `expression()`. */
export function isInertCss(css: string): boolean {
  // A backslash could spell any of these in CSS escapes: refused outright.
  if (/\\|@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(css)) return false;
  return !/url\s*\(\s*['"]?(?!#)/i.test(css);
}

function attribute(_element: string, name: string, value: string): AttributeVerdict {
  if (/^on/i.test(name)) return 'drop';
  if (name === 'href' || name === 'xlink:href') return value.startsWith('#') ? 'check' : 'drop';
  if (name === 'style') return isInertCss(value) ? 'check' : 'drop';
  if (/url\s*\(/i.test(value) && !/^url\(\s*['"]?#[\w-]+['"]?\s*\)$/i.test(value.trim())) return 'drop';
  return 'check';
}

export const diagramPolicy: SanitizerPolicy = { config, attribute };
