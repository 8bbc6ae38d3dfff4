/**
 * Checks of an OpenAPI 3.2 document: the OAI's 3.2 schema as @scalar/openapi-parser ships it, applied
 * with @cfworker/json-schema, plus the rules that schema leaves out (found by the OAI's own 3.2 schema
 * tests in ../shared/corpus/invalid/oai-schema-tests-3.2-fail).
 *
 * Why not the parser's own `validate()`: it compiles that schema with Ajv, which resolves
 * `$dynamicRef: "#meta"` to the enclosing object's schema, so every non-empty Schema Object fails
 * ("if must match else" on each ancestor). The schema is the one "without Schema Object validation":
 * its `#meta` anchor is always `$defs/schema`, so each `$dynamicRef` is read as that plain `$ref`.
 */
import { Validator } from '@cfworker/json-schema';
import { schemaFindings, type SchemaFinding } from '../json-schema-findings.js';
// The 3.2 schema is not among the package's exports; the build bundles it from here.
import shipped from '../../node_modules/@scalar/openapi-parser/dist/schemas/v3.2/schema.js';
import { childPointer, isObject } from './pointer.js';

export type Found32 = SchemaFinding;

let validator: Validator | undefined;

function schemaValidator(): Validator {
  if (validator !== undefined) return validator;
  const text = JSON.stringify(shipped).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}');
  validator = new Validator(JSON.parse(text) as Record<string, unknown>, '2020-12', false);
  return validator;
}

/** Schema findings: the most precise error at each place (src/json-schema-findings.ts). */
export function schemaFindings32(doc: Record<string, unknown>, limit: number): Found32[] {
  return schemaFindings(schemaValidator(), doc, limit);
}

/** RFC 9110 token: what a header (or method) name may be made of. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Keys whose values are example data, not OpenAPI objects. */
const DATA_KEYS = new Set(['example', 'examples', 'value', 'dataValue']);
/** Inside a Schema Object, also the keywords holding data. */
const SCHEMA_DATA_KEYS = new Set([...DATA_KEYS, 'default', 'enum', 'const']);
const SCHEMA_KEYS = new Set(['schema', 'itemSchema']);

/** The 3.2 rules the shipped schema does not enforce: header names, `allowReserved` and XML `nodeType`. */
export function ruleFindings32(doc: Record<string, unknown>): Found32[] {
  const out: Found32[] = [];
  const visitSchema = (node: unknown, pointer: string, depth: number): void => {
    if (depth > 64) return;
    if (Array.isArray(node)) node.forEach((item, i) => visitSchema(item, childPointer(pointer, i), depth + 1));
    if (!isObject(node)) return;
    const xml = node.xml;
    if (isObject(xml) && xml.nodeType !== undefined) {
      for (const old of ['attribute', 'wrapped'])
        if (xml[old] !== undefined)
          out.push({
            pointer: childPointer(childPointer(pointer, 'xml'), old),
            code: 'schema/xml-node-type',
            message: `"${old}" cannot be used together with "nodeType" in ${childPointer(pointer, 'xml')}; "nodeType" replaces it in OpenAPI 3.2.`,
          });
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'xml' && !SCHEMA_DATA_KEYS.has(key)) visitSchema(value, childPointer(pointer, key), depth + 1);
  };
  const headerObject = (node: Record<string, unknown>, pointer: string): void => {
    if (node.allowReserved !== undefined)
      out.push({
        pointer: childPointer(pointer, 'allowReserved'),
        code: 'parameter/allow-reserved',
        message: `"allowReserved" is only for query parameters, not in ${pointer}.`,
      });
  };
  const visit = (node: unknown, pointer: string, parentKey: string, depth: number): void => {
    if (depth > 64) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, childPointer(pointer, i), parentKey, depth + 1));
      return;
    }
    if (!isObject(node)) return;
    if (parentKey === 'headers' && !pointer.startsWith('/components/headers'))
      for (const name of Object.keys(node))
        if (!TOKEN.test(name))
          out.push({
            pointer: childPointer(pointer, name),
            code: 'header/invalid-name',
            message: `"${name}" is not a valid header name (letters, digits and !#$%&'*+.^_\`|~- only).`,
          });
    if (node.in === 'header' || node.in === 'cookie') headerObject(node, pointer);
    if (node.in === 'header' && typeof node.name === 'string' && !TOKEN.test(node.name))
      out.push({
        pointer: childPointer(pointer, 'name'),
        code: 'header/invalid-name',
        message: `"${node.name}" is not a valid header name (letters, digits and !#$%&'*+.^_\`|~- only).`,
      });
    const inHeaders = /\/headers\/[^/]+$/.test(pointer) && node.in === undefined && node.$ref === undefined;
    if (inHeaders) headerObject(node, pointer);
    for (const [key, value] of Object.entries(node)) {
      const at = childPointer(pointer, key);
      if (SCHEMA_KEYS.has(key)) visitSchema(value, at, depth + 1);
      else if (key === 'schemas' && pointer === '/components' && isObject(value))
        for (const [name, s] of Object.entries(value)) visitSchema(s, childPointer(at, name), depth + 1);
      else if (!DATA_KEYS.has(key) && !key.startsWith('x-')) visit(value, at, key, depth + 1);
    }
  };
  visit(doc, '', '', 0);
  return out;
}
