/** The parameter inputs, one fieldset per location (path, query, header, cookie). */
import { html, nothing, type TemplateResult } from 'lit';
import type { ParameterLocation, ResolvedOperation } from '../../src/openapi/types.js';
import { exampleOf } from '../../src/request/build.js';
import type { FieldLink } from './playground-anchors.js';
import { renderField } from './playground-fields.js';
import { renderQuerystringField } from './playground-querystring.js';

const LOCATION_TITLES: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  querystring: 'Query string',
  header: 'Headers',
  cookie: 'Cookies',
};

export interface ParamsData {
  readonly operation: ResolvedOperation;
  readonly values: Readonly<Partial<Record<ParameterLocation, Readonly<Record<string, unknown>>>>>;
  readonly errorsFor: (location: ParameterLocation, name: string) => readonly string[];
  readonly linkFor: (location: ParameterLocation, name: string) => FieldLink;
  readonly onChange: (location: ParameterLocation, name: string, value: unknown) => void;
}

export function renderParams(d: ParamsData): TemplateResult | typeof nothing {
  if (d.operation.parameters.length === 0) return nothing;
  const groups = (['path', 'query', 'querystring', 'header', 'cookie'] as const)
    .map((location) => [location, d.operation.parameters.filter((p) => p.in === location)] as const)
    .filter(([, list]) => list.length > 0);
  return html`<div part="params" class="params">
    ${groups.map(
      ([location, list]) => html`<fieldset class="group" data-location=${location}>
        <legend>${LOCATION_TITLES[location]}</legend>
        ${list.map((param, i) => {
          if (location === 'querystring')
            return renderQuerystringField({
              id: `param-${location}-${i}`,
              param,
              value: d.values[location]?.[param.name],
              errors: d.errorsFor(location, param.name),
              onChange: (value) => d.onChange(location, param.name, value),
            });
          const example = exampleOf(param);
          return renderField({
            id: `param-${location}-${i}`,
            name: param.name,
            where: location,
            schema: param.schema,
            required: param.required || location === 'path',
            deprecated: param.deprecated,
            value: d.values[location]?.[param.name],
            ...(example === undefined
              ? {}
              : { placeholder: typeof example === 'object' ? JSON.stringify(example) : String(example) }),
            errors: d.errorsFor(location, param.name),
            onChange: (value) => d.onChange(location, param.name, value),
            link: d.linkFor(location, param.name),
          });
        })}
      </fieldset>`,
    )}
  </div>`;
}
