/**
 * The right-hand column of an endpoint page, as Mintlify and Scalar lay it out: the request example
 * (`<api-snippets>`, following what the reader typed in the playground) and the response examples, one
 * tab per status code with its media type. An MDX page's `<RequestExample>` / `<ResponseExample>` blocks
 * take these places through the `examples` slot.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { MediaType, ResolvedOperation, Response } from '../../src/openapi/types.js';
import type { RequestInputs } from '../../src/request/build.js';
import { codeBlock } from '../shared/spec-text.js';
import { examplePanel } from './example-panel.js';
import { statusClass } from './endpoint-responses.js';
import { renderTabs } from './endpoint-tabs.js';
import { loadSnippetsSoon } from './endpoint-playground.js';

export interface ExamplesData {
  readonly operation?: ResolvedOperation;
  readonly inputs?: RequestInputs;
  readonly server?: string;
  readonly authMethod?: string;
  readonly baseUrl?: string;
  readonly responses: readonly Response[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  /** An example value for a media type (its own, else generated from the schema). */
  readonly example: (media: MediaType) => { readonly found: boolean; readonly value: unknown };
  /** The page's own `<RequestExample>` replaces the generated request example. */
  readonly ownRequest: boolean;
}

function renderRequest(d: ExamplesData): TemplateResult | typeof nothing {
  if (d.operation === undefined || d.ownRequest) return nothing;
  loadSnippetsSoon();
  return html`<div class="example-card" part="request-example" role="group" aria-label="Request example">
    <api-snippets
      .operation=${d.operation}
      .inputs=${d.inputs}
      picker="menu"
      server=${d.server ?? nothing}
      auth-method=${d.authMethod ?? nothing}
      base-url=${d.baseUrl ?? nothing}
    ></api-snippets>
  </div>`;
}

function renderResponseExamples(d: ExamplesData): TemplateResult | typeof nothing {
  if (d.responses.length === 0) return nothing;
  return html`<div class="example-card" part="response-example" role="group" aria-label="Response examples">
    ${renderTabs({
      id: 'response-examples',
      label: 'Response example status',
      tabs: d.responses.map((r) => ({ title: r.status, className: statusClass(r.status) })),
      selected: d.selected,
      onSelect: d.onSelect,
      panel: (i) => examplePanel(d.responses[i], d.example, codeBlock),
    })}
  </div>`;
}

/** The examples column: request, then responses, then the page's own example blocks. */
export function renderExamples(d: ExamplesData): TemplateResult {
  return html`<div class="examples" part="examples" role="group" aria-label="Examples">
    ${renderRequest(d)} ${renderResponseExamples(d)}
    <div class="own-examples"><slot name="examples"></slot></div>
  </div>`;
}
