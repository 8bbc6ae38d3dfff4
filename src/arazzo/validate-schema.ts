/**
 * An Arazzo document against the JSON Schema of its version (OAI's own, src/arazzo/schemas/, generated from the
 * shared corpus by scripts/gen-arazzo-schemas.mjs), applied with @cfworker/json-schema. Each schema loads on first use.
 */
import { Validator } from '@cfworker/json-schema';
import { schemaFindings } from '../json-schema-findings.js';
import type { ArazzoVersion, Finding } from './types.js';

const META_SCHEMA_REF = '"$ref":"https://json-schema.org/draft/2020-12/schema"';
const validators = new Map<ArazzoVersion, Validator>();

async function validatorFor(version: ArazzoVersion): Promise<Validator> {
  const known = validators.get(version);
  if (known !== undefined) return known;
  const { schema } =
    version === '1.0' ? await import('./schemas/arazzo-1-0.js') : await import('./schemas/arazzo-1-1.js');
  // The Schema Object refers to the 2020-12 meta-schema, which is not shipped: an inputs schema is only checked to be
  // an object or a boolean (the schema's own keywords are read when a form is built from it).
  const text = JSON.stringify(schema).replaceAll(META_SCHEMA_REF, '"type":["object","boolean"]');
  const validator = new Validator(JSON.parse(text) as Record<string, unknown>, '2020-12', false);
  validators.set(version, validator);
  return validator;
}

/** At most `limit` findings: past a few, more of them say nothing new. */
export async function schemaErrors(doc: unknown, version: ArazzoVersion, limit = 20): Promise<Finding[]> {
  const found = schemaFindings(await validatorFor(version), doc, limit);
  return found.map((f) => ({ severity: 'error', code: 'arazzo/schema', message: f.message, pointer: f.pointer }));
}
