import { html, nothing, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property } from 'lit/decorators.js';
import { mergeAllOf } from '../../src/schema/index.js';
import { schemaPointer } from '../../src/site/schema-page.js';
import type { OpenApiSpec, Schema } from '../../src/openapi/types.js';
import { renderErrorPanel } from '../shared/error-panel.js';
import { expandTopLevel, responseField, schemaFields, type Resolver } from '../shared/field-templates.js';
import { referenceSheets } from '../shared/reference-styles.js';
import { markdownBlock } from '../shared/spec-text.js';
import { SpecController } from '../shared/spec-controller.js';
import { apiSchemaStyles } from './api-schema.styles.js';

/**
 * One schema of an OpenAPI file (`components.schemas.<name>`) as a reference: its description and
 * its fields as a tree of `<response-field>`s, each expandable to its child attributes. This is what
 * Mintlify's `openapi-schema` page shows. Nothing in the spec is run; descriptions are sanitised.
 *
 * @tagname api-schema
 * @summary A schema reference from an OpenAPI file.
 *
 * @csspart base - The wrapper.
 * @csspart description - The schema's description.
 * @csspart fields - The list of fields.
 * @csspart error - The panel shown when the spec or the schema cannot be read.
 *
 * @cssproperty --api-schema-text - Text colour (falls back to `--api-text`).
 */
export class ApiSchema extends HydratableElement {
  static override styles = [...referenceSheets('api-schema'), apiSchemaStyles];

  private readonly loader = new SpecController(this, { url: () => this.spec });
  private resolverFor?: { spec: OpenApiSpec; resolver: Resolver };

  /** URL of the OpenAPI document. */
  @property() spec?: string;

  /** The schema's name under `components.schemas`. */
  @property() schema?: string;

  /** `light` or `dark` fixes the colours; `auto` follows the reader's `prefers-color-scheme`. Unset: the page's tokens. */
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';

  private resolver(spec: OpenApiSpec): Resolver {
    if (this.resolverFor?.spec !== spec) this.resolverFor = { spec, resolver: (ref) => spec.resolveSchemaRef(ref) };
    return this.resolverFor.resolver;
  }

  override render(): TemplateResult {
    const spec = this.loader.value;
    if (this.loader.status === 'error')
      return renderErrorPanel({ title: 'The OpenAPI file could not be read', diagnostics: this.loader.errors });
    if (spec === undefined || this.schema === undefined)
      return html`<div class="base" part="base" aria-busy=${this.loader.status === 'loading' ? 'true' : 'false'}></div>`;
    const resolver = this.resolver(spec);
    const schema = resolver(schemaPointer(this.schema));
    if (schema === undefined)
      return renderErrorPanel({
        title: `No schema named ${this.schema}`,
        diagnostics: [
          { severity: 'error', code: 'schema/unknown', message: `components.schemas has no "${this.schema}".` },
        ],
      });
    return this.renderSchema(schema, resolver);
  }

  private renderSchema(schema: Schema, resolver: Resolver): TemplateResult {
    const prepare = (s: Schema): Schema => mergeAllOf(expandTopLevel(s, resolver) ?? s, { resolveRef: resolver });
    const fields = schemaFields(schema, this.schema ?? 'value', resolver, prepare);
    return html`<div class="base" part="base">
      ${markdownBlock(prepare(schema).description, 'schema-description', 'description')}
      ${fields.length === 0 ? nothing : html`<div class="fields" part="fields">${fields.map((f) => responseField(f))}</div>`}
    </div>`;
  }
}
