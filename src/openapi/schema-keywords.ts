/**
 * The JSON Schema keywords that hold subschemas, by shape. The OpenAPI resolver, the AsyncAPI converter and the
 * response check's dialect converter all walk these same ones. Plain data, so the check chunk can import it
 * without the resolver.
 */
/** Keywords holding one subschema. */
export const ONE_SCHEMA: ReadonlySet<string> = new Set([
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
  'additionalItems',
]);
/** Keywords holding a map of subschemas by name. */
export const SCHEMA_MAP: ReadonlySet<string> = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
]);
/** Keywords holding a list of subschemas. */
export const SCHEMA_LIST: ReadonlySet<string> = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems']);
