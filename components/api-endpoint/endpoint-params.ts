/** An endpoint's parameters, grouped by location, each a `<param-field>`. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Parameter, ParameterLocation } from '../../src/openapi/types.js';
import { paramField, type Resolver } from '../shared/field-templates.js';

const GROUP_TITLES: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  querystring: 'Query string',
  header: 'Headers',
  cookie: 'Cookies',
};

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
          ${location === 'querystring' ? parameters.map(querystringNote) : nothing}
          ${parameters.map((p) =>
            paramField(location === 'querystring' ? 'query' : location, {
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

/** A 3.2 querystring parameter is the whole query string: its media type, and its serialized example when given. */
function querystringNote(p: Parameter): TemplateResult {
  const serialized = p.examples.find((e) => e.serializedValue !== undefined)?.serializedValue;
  return html`<p class="querystring-note" part="querystring">
      The whole query string, encoded as <code>${p.contentType ?? 'application/x-www-form-urlencoded'}</code>.
    </p>
    ${
      serialized === undefined
        ? nothing
        : html`<pre class="querystring-example" part="querystring-example"><code>?${serialized.replace(/^\?/, '')}</code></pre>`
    }`;
}
