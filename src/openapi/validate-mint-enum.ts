/**
 * Checks every `x-mint-enum` (Mintlify: enum values by reader group) in a document: it must be an
 * object whose keys are values of the schema's `enum` (or `const`) and whose values are lists of group
 * names. A fault is a warning (the value then shows to everyone), named by its JSON pointer.
 */
import { enumEntries, enumKey, MINT_ENUM } from '../schema/enum-groups.js';
import type { Schema } from './types.js';
import { childPointer, isObject } from './pointer.js';

export interface MintEnumFinding {
  pointer: string;
  code: string;
  message: string;
  tolerated: true;
}

const MAX_FINDINGS = 200;

/** Every `x-mint-enum` fault in the document, at most 200. Iterative, so deep documents are fine. */
export function mintEnumFindings(doc: Record<string, unknown>): MintEnumFinding[] {
  const out: MintEnumFinding[] = [];
  const stack: [unknown, string][] = [[doc, '']];
  const seen = new Set<object>();
  while (stack.length > 0 && out.length < MAX_FINDINGS) {
    const [node, pointer] = stack.pop()!;
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([item, `${pointer}/${i}`]));
      continue;
    }
    const record = node as Record<string, unknown>;
    if (MINT_ENUM in record) out.push(...checkOne(record, `${pointer}/${MINT_ENUM}`));
    for (const [key, child] of Object.entries(record))
      if (key !== MINT_ENUM) stack.push([child, childPointer(pointer, key)]);
  }
  return out.slice(0, MAX_FINDINGS);
}

function finding(pointer: string, message: string): MintEnumFinding {
  return { pointer, code: 'x-mint-enum/invalid', message, tolerated: true };
}

function checkOne(schema: Record<string, unknown>, pointer: string): MintEnumFinding[] {
  const map = schema[MINT_ENUM];
  if (!isObject(map) || Array.isArray(map))
    return [
      finding(
        pointer,
        `x-mint-enum at ${pointer} must be an object from enum value to a list of groups; it is ignored, so every value shows to everyone.`,
      ),
    ];
  const values = new Set(enumEntries(schema as Schema).map((entry) => enumKey(entry.value)));
  const out: MintEnumFinding[] = [];
  if (values.size === 0)
    out.push(finding(pointer, `x-mint-enum at ${pointer} is on a schema without an enum; it has no effect.`));
  for (const [key, groups] of Object.entries(map)) {
    const at = childPointer(pointer, key);
    if (values.size > 0 && !values.has(key))
      out.push(
        finding(
          at,
          `x-mint-enum at ${pointer} names "${key}", which is not one of the enum's values; it has no effect.`,
        ),
      );
    if (!Array.isArray(groups) || groups.some((g) => typeof g !== 'string'))
      out.push(
        finding(
          at,
          `x-mint-enum at ${pointer}: the groups for "${key}" must be a list of group names (strings), like ["admin"].`,
        ),
      );
  }
  return out;
}
