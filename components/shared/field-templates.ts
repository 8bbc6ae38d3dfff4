/**
 * The `<param-field>` and `<response-field>` templates the reference elements (`<api-endpoint>`,
 * `<api-channel>`) list a schema's fields with, and the list itself (`schemaFields`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ParameterLocation, Schema } from '../../src/openapi/types.js';
import { describeType } from '../../src/schema/index.js';
import { markdownBlock } from './spec-text.js';

export type Resolver = (ref: string) => Schema | undefined;
export type FieldLocation = ParameterLocation | 'body';

export interface FieldData {
  readonly name: string;
  readonly schema?: Schema;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly description?: string;
  readonly resolver: Resolver;
  /** The anchor path of an enclosing field (a channel message's id), so equal names get distinct anchors. */
  readonly anchorParent?: string;
}

/** `default` as an attribute value: strings as written, anything else as JSON. */
function defaultText(schema: Schema | undefined): string | undefined {
  if (schema === undefined || !('default' in schema) || schema.default === undefined) return undefined;
  return typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default);
}

function typeText(schema: Schema | undefined): string | undefined {
  if (schema === undefined) return undefined;
  try {
    return describeType(schema) || undefined;
  } catch {
    return undefined; // a schema the describer cannot read still gets its field
  }
}

export function paramField(location: FieldLocation, f: FieldData): TemplateResult {
  const type = typeText(f.schema) ?? nothing;
  const dflt = defaultText(f.schema) ?? nothing;
  const description = markdownBlock(f.description, 'field-description');
  const deprecated = f.deprecated || f.schema?.deprecated === true;
  const at = (where: FieldLocation): string | typeof nothing => (location === where ? f.name : nothing);
  // Lit cannot bind an attribute's name: each location's attribute is bound, and all but one left out.
  return html`<param-field
    path=${at('path')}
    query=${at('query')}
    header=${at('header')}
    cookie=${at('cookie')}
    body=${at('body')}
    type=${type}
    default=${dflt}
    anchor-parent=${f.anchorParent ?? nothing}
    ?required=${f.required}
    ?deprecated=${deprecated}
    .schema=${f.schema}
    .resolver=${f.resolver}
    >${description}</param-field
  >`;
}

export function responseField(f: FieldData): TemplateResult {
  const deprecated = f.deprecated || f.schema?.deprecated === true;
  return html`<response-field
    name=${f.name}
    type=${typeText(f.schema) ?? nothing}
    default=${defaultText(f.schema) ?? nothing}
    anchor-parent=${f.anchorParent ?? nothing}
    ?required=${f.required}
    ?deprecated=${deprecated}
    .schema=${f.schema}
    .resolver=${f.resolver}
    >${markdownBlock(f.description, 'field-description')}</response-field
  >`;
}

/**
 * A schema as a list of fields: its top-level properties (allOf merged), or one field named
 * `fallbackName` for anything that is not an object with properties.
 */
export function schemaFields(
  schema: Schema | undefined,
  fallbackName: string,
  resolver: Resolver,
  merge: (s: Schema) => Schema,
  description?: string,
): FieldData[] {
  if (schema === undefined) return [];
  const merged = merge(schema);
  const properties = merged.properties;
  const isObjectLike =
    properties !== undefined &&
    Object.keys(properties).length > 0 &&
    merged.oneOf === undefined &&
    merged.anyOf === undefined;
  if (!isObjectLike) {
    return [
      {
        name: fallbackName,
        schema,
        required: true,
        deprecated: false,
        resolver,
        ...(description === undefined ? {} : { description }),
      },
    ];
  }
  const required = new Set(merged.required ?? []);
  return Object.entries(properties).map(([name, prop]) => ({
    name,
    schema: prop,
    required: required.has(name),
    deprecated: prop.deprecated === true,
    resolver,
    ...(prop.description === undefined ? {} : { description: prop.description }),
  }));
}

/** Top-level schema to list as fields: a circular marker is expanded one level so the list is not empty. */
export function expandTopLevel(
  schema: Schema | undefined,
  resolveRef: (ref: string) => Schema | undefined,
): Schema | undefined {
  if (schema?.$ref !== undefined) return resolveRef(schema.$ref) ?? schema;
  return schema;
}
