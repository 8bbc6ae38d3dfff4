import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { FieldAnchorKind } from '../../src/anchors/index.js';
import { renderMarkdown } from '../../src/markdown/index.js';
import type { SchemaProperty } from '../../src/schema/index.js';
import { childExportParts, FieldBase } from '../shared/field-base.js';
import type { Direction } from '../shared/field-model.js';
import { responseFieldStyles } from './response-field.styles.js';

/**
 * One field of a response: name, type and state badges, description, default, constraints, allowed
 * values and examples, and its child attributes (from `schema`, or nested `<response-field>` children),
 * expandable on demand. Hovering or focusing the name reveals a button that copies a link to the field
 * (`#response-<path>`).
 *
 * @tagname response-field
 * @summary A response field with its schema and anchor link.
 *
 * @slot - The description (already-sanitised HTML). Nested `<response-field>` children are shown in the
 *   expandable child attributes region instead, and take their anchor path from this field.
 *
 * @csspart base - The wrapper of the whole field.
 * @csspart name - The field's name.
 * @csspart type - The type, e.g. `string<uuid>` or `Pet[]`.
 * @csspart badges - The row of badges (required, deprecated, read-only, write-only, nullable).
 * @csspart badge - Each badge; `data-kind` says which.
 * @csspart description - The description.
 * @csspart details - The list of default, constraints, allowed values, examples and discriminator.
 * @csspart toggle - The "Show child attributes" button.
 * @csspart children - The region holding the child attributes.
 * @csspart anchor - The "Copy link" button next to the name.
 * @csspart tabs - The tablist of `oneOf`/`anyOf` variants.
 * @csspart tab - Each variant tab.
 * @csspart child__base - Parts of nested fields (any depth) are forwarded as `child__<part>`.
 *
 * @cssproperty --response-field-accent - Accent colour (falls back to `--api-accent`).
 * @cssproperty --response-field-text - Text colour (falls back to `--api-text`).
 * @cssproperty --response-field-muted - Secondary text colour (falls back to `--api-muted`).
 * @cssproperty --response-field-background - Background of buttons (falls back to `--api-background`).
 * @cssproperty --response-field-surface - Background of values (falls back to `--api-surface`).
 * @cssproperty --response-field-border - Border colour (falls back to `--api-border`).
 * @cssproperty --response-field-highlight - Background of a field opened by its link (falls back to `--api-highlight`).
 * @cssproperty --response-field-focus-ring - Focus outline colour (falls back to `--api-focus-ring`).
 * @cssproperty --response-field-radius - Corner radius (falls back to `--api-radius`).
 * @cssproperty --response-field-spacing - Vertical padding of a field (falls back to `--api-spacing`).
 * @cssproperty --response-field-font-sans - Text font (falls back to `--api-font-sans`).
 * @cssproperty --response-field-font-mono - Font of names, types and values (falls back to `--api-font-mono`).
 * @cssproperty --response-field-font-size - Base font size (falls back to `--api-font-size`).
 * @cssproperty --response-field-badge-required - Colour of the `required` badge (falls back to `--api-badge-required`).
 * @cssproperty --response-field-badge-deprecated - Colour of the `deprecated` badge (falls back to `--api-badge-deprecated`).
 *
 * @fires {ApiAnchorCopyEvent} api-anchor-copy - The link to this field was copied (`anchor`, `url`).
 */
export class ResponseField extends FieldBase {
  static override styles = responseFieldStyles;

  /** The field's name. */
  @property({ reflect: true }) name?: string;

  get fieldName(): string | undefined {
    return this.name;
  }

  protected get anchorKind(): FieldAnchorKind {
    return 'response';
  }

  protected get direction(): Direction {
    return 'response';
  }

  protected get locationBadge(): string | undefined {
    return undefined;
  }

  protected renderChildField(p: SchemaProperty): TemplateResult {
    const description = typeof p.schema.description === 'string' ? p.schema.description : '';
    return html`<response-field
      name=${p.name}
      ?required=${p.required}
      ?deprecated=${p.schema.deprecated === true}
      .schema=${p.schema}
      .resolver=${this.resolver}
      anchor-parent=${this.childAnchorPath ?? ''}
      exportparts=${childExportParts}
      >${description ? unsafeHTML(renderMarkdown(description)) : nothing}</response-field
    >`;
  }
}
