/**
 * docs.json `variables` (Mintlify): names and the text each stands for, substituted for `{{name}}` in pages by
 * src/mdx/variables.ts. A value must be a string (as Mintlify's schema says); a name is letters, digits, hyphens
 * and underscores.
 */
import type { ConfigReader } from './config-reader.js';
import { childPointer } from '../openapi/pointer.js';

const NAME = /^[A-Za-z0-9_-]{1,100}$/;

export function readVariables(r: ConfigReader, value: unknown): Readonly<Record<string, string>> | undefined {
  const obj = r.object(value, '/variables');
  if (obj === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(obj)) {
    const at = childPointer('/variables', name);
    if (!NAME.test(name)) {
      r.report(
        'warning',
        'config/variable-name',
        at,
        `The variable name ${JSON.stringify(name)} can hold only letters, digits, hyphens and underscores, so no {{…}} can name it; it is not used.`,
      );
      continue;
    }
    if (typeof text !== 'string') {
      r.report('error', 'config/type', at, `\`variables.${name}\` must be a string (the text {{${name}}} stands for).`);
      continue;
    }
    // Define, never assign: a variable named `__proto__` stays a plain own property.
    Object.defineProperty(out, name, { value: text, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
