/**
 * Parameters grouped by location, and the shared `<param-field>` / `<response-field>` templates.
 * Lit cannot bind an attribute name, so each location has its own literal template.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { describeType } from '../../src/schema/index.js';
import type { Parameter, ParameterLocation, Schema } from '../../src/openapi/types.js';
import { markdownBlock } from './endpoint-text.js';

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

const GROUP_TITLES: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Headers',
  cookie: 'Cookies',
};

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
  switch (location) {
    case 'path':
      return html`<param-field
        path=${f.name}
        type=${type}
        default=${dflt}
        anchor-parent=${f.anchorParent ?? nothing}
        ?required=${f.required}
        ?deprecated=${deprecated}
        .schema=${f.schema}
        .resolver=${f.resolver}
        >${description}</param-field
      >`;
    case 'query':
      return html`<param-field
        query=${f.name}
        type=${type}
        default=${dflt}
        anchor-parent=${f.anchorParent ?? nothing}
        ?required=${f.required}
        ?deprecated=${deprecated}
        .schema=${f.schema}
        .resolver=${f.resolver}
        >${description}</param-field
      >`;
    case 'header':
      return html`<param-field
        header=${f.name}
        type=${type}
        default=${dflt}
        anchor-parent=${f.anchorParent ?? nothing}
        ?required=${f.required}
        ?deprecated=${deprecated}
        .schema=${f.schema}
        .resolver=${f.resolver}
        >${description}</param-field
      >`;
    case 'cookie':
      return html`<param-field
        cookie=${f.name}
        type=${type}
        default=${dflt}
        anchor-parent=${f.anchorParent ?? nothing}
        ?required=${f.required}
        ?deprecated=${deprecated}
        .schema=${f.schema}
        .resolver=${f.resolver}
        >${description}</param-field
      >`;
    case 'body':
      return html`<param-field
        body=${f.name}
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

export function renderParameters(
  groups: ReadonlyMap<ParameterLocation, readonly Parameter[]>,
  resolver: Resolver,
): TemplateResult | typeof nothing {
  if (groups.size === 0) return nothing;
  return html`<section class="params" part="params" aria-label="Parameters">
    ${[...groups].map(
      ([location, parameters]) =>
        html`<div class="param-group" data-location=${location}>
          <h3 class="section-title" part="section-title">${GROUP_TITLES[location]}</h3>
          ${parameters.map((p) =>
            paramField(location, {
              name: p.name,
              required: p.required,
              deprecated: p.deprecated,
              resolver,
              ...(p.schema === undefined ? {} : { schema: p.schema }),
              ...(p.description === undefined ? {} : { description: p.description }),
            }),
          )}
        </div>`,
    )}
  </section>`;
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
