/**
 * An MDX endpoint page has no spec: its `<ParamField>`s are the only description of the request. This
 * turns those declarations into the parameters and request body the playground and the snippets work
 * from, so a reader can fill and send exactly what the page documents.
 *
 * `type` is read the way page authors write it: `string`, `integer`/`int`, `number`/`float`/`double`,
 * `boolean`/`bool`, `object`, `array`, `string[]` or `array<string>` (arrays of any of these), and
 * `file` (a file upload; the body becomes multipart). Anything else (`Pet`, `uuid`) is text.
 */
import type { MediaType, Parameter, ParameterLocation, RequestBody, Schema } from '../openapi/types.js';

export type DeclaredLocation = ParameterLocation | 'body';

export interface DeclaredField {
  readonly location: DeclaredLocation;
  readonly name: string;
  readonly type?: string;
  readonly required: boolean;
  readonly deprecated: boolean;
  /** As written in the page (`10`, `true`, `"asc"`). */
  readonly default?: string;
  /** An example input shown to readers; used as the input's placeholder. */
  readonly placeholder?: string;
  /** A schema given as a property wins over `type`. */
  readonly schema?: Schema;
  /** Nested fields (an object's properties, or an array's item properties). */
  readonly children: readonly DeclaredField[];
}

export interface DeclaredRequest {
  readonly parameters: readonly Parameter[];
  readonly requestBody?: RequestBody;
}

const SCALARS: Readonly<Record<string, Schema>> = {
  string: { type: 'string' },
  str: { type: 'string' },
  integer: { type: 'integer' },
  int: { type: 'integer' },
  number: { type: 'number' },
  float: { type: 'number' },
  double: { type: 'number' },
  boolean: { type: 'boolean' },
  bool: { type: 'boolean' },
  object: { type: 'object' },
  array: { type: 'array', items: { type: 'string' } },
  file: { type: 'string', format: 'binary' },
};

/** The schema a `type` text stands for (`string[]` → an array of strings). */
export function schemaFromTypeText(text: string | undefined): Schema {
  const type = (text ?? '').trim().toLowerCase();
  const arrayOf = /^(.+)\[\]$/.exec(type)?.[1] ?? /^array\s*<(.+)>$/.exec(type)?.[1];
  if (arrayOf !== undefined) return { type: 'array', items: schemaFromTypeText(arrayOf) };
  return SCALARS[type] ?? { type: 'string' };
}

/** `10` for an integer, `true` for a boolean, the text itself otherwise (quotes around text removed). */
function typedValue(text: string, schema: Schema): unknown {
  const trimmed = text.trim();
  if (schema.type === 'integer' || schema.type === 'number') {
    const n = Number(trimmed);
    return trimmed !== '' && Number.isFinite(n) ? n : text;
  }
  if (schema.type === 'boolean' && (trimmed === 'true' || trimmed === 'false')) return trimmed === 'true';
  const quoted = /^(["'])(.*)\1$/.exec(trimmed);
  return quoted ? quoted[2] : text;
}

/** The JSON Schema of one declared field, its nested fields included. */
export function schemaOfDeclared(field: DeclaredField): Schema {
  if (field.schema) return field.schema;
  const base = schemaFromTypeText(field.type);
  const withChildren = field.children.length > 0 ? nestChildren(base, field.children) : base;
  return {
    ...withChildren,
    ...(field.default === undefined ? {} : { default: typedValue(field.default, withChildren) }),
    ...(field.placeholder === undefined ? {} : { examples: [typedValue(field.placeholder, withChildren)] }),
    ...(field.deprecated ? { deprecated: true } : {}),
  };
}

/** Children describe an object's properties, or the properties of an array's items. */
function nestChildren(base: Schema, children: readonly DeclaredField[]): Schema {
  const object = objectOf(children);
  if (base.type === 'array') return { ...base, items: object };
  return { ...object, ...(base.type === 'object' || base.type === undefined ? {} : { type: base.type }) };
}

function objectOf(fields: readonly DeclaredField[]): Schema {
  const required = fields.filter((f) => f.required).map((f) => f.name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, schemaOfDeclared(f)])),
    ...(required.length > 0 ? { required } : {}),
  };
}

function hasFile(schema: Schema): boolean {
  if (schema.format === 'binary' || schema.contentMediaType !== undefined) return true;
  if (schema.items && typeof schema.items === 'object' && hasFile(schema.items as Schema)) return true;
  return false;
}

/**
 * The parameters and body that `fields` declare, for a path with `{names}`. Path parameters the page
 * does not describe still get a required text input; a body with a file field is `multipart/form-data`,
 * any other body `application/json`. The first declaration of a name in a location wins.
 */
export function requestFromDeclared(path: string, fields: readonly DeclaredField[]): DeclaredRequest {
  const seen = new Set<string>();
  const parameters: Parameter[] = [];
  for (const field of fields) {
    if (field.location === 'body' || field.name === '') continue;
    const key = `${field.location}:${field.location === 'header' ? field.name.toLowerCase() : field.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const schema = schemaOfDeclared(field);
    parameters.push({
      name: field.name,
      in: field.location,
      required: field.location === 'path' || field.required,
      deprecated: field.deprecated,
      schema,
      examples: [],
      ...(field.placeholder === undefined ? {} : { example: typedValue(field.placeholder, schema) }),
    });
  }
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (seen.has(`path:${name!}`)) continue;
    seen.add(`path:${name!}`);
    parameters.push({
      name: name!,
      in: 'path',
      required: true,
      deprecated: false,
      schema: { type: 'string' },
      examples: [],
    });
  }
  const bodyFields = fields.filter((f) => f.location === 'body' && f.name !== '');
  if (bodyFields.length === 0) return { parameters };
  const schema = objectOf(uniqueByName(bodyFields));
  const properties = Object.values(schema.properties ?? {}) as Schema[];
  const media: MediaType = {
    mediaType: properties.some(hasFile) ? 'multipart/form-data' : 'application/json',
    schema,
    examples: [],
  };
  return { parameters, requestBody: { required: bodyFields.some((f) => f.required), content: [media] } };
}

function uniqueByName(fields: readonly DeclaredField[]): DeclaredField[] {
  const byName = new Map<string, DeclaredField>();
  for (const field of fields) if (!byName.has(field.name)) byName.set(field.name, field);
  return [...byName.values()];
}
