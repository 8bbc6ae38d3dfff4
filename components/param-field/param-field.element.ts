import { nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { FieldAnchorKind } from '../../src/anchors/index.js';
import { renderMarkdown } from '../../src/markdown/index.js';
import type { SchemaProperty } from '../../src/schema/index.js';
import { childExportParts, FieldBase } from '../shared/field-base.js';
import type { Direction } from '../shared/field-model.js';
import { paramFieldStyles } from './param-field.styles.js';

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie' | 'body';
const locations: readonly ParamLocation[] = ['path', 'query', 'header', 'cookie', 'body'];
const locationTag = Object.fromEntries(locations.map((l) => [l, unsafeStatic(l)])) as Record<
  ParamLocation,
  ReturnType<typeof unsafeStatic>
>;

/**
 * One request parameter or body field: name, type, location and state badges, description, default,
 * constraints, allowed values and examples, and its child attributes (from `schema`, or nested
 * `<param-field>` children), expandable on demand. Hovering or focusing the name reveals a button that
 * copies a link to the field.
 *
 * @tagname param-field
 * @summary A request parameter or body field with its schema and anchor link.
 *
 * @slot - The description (already-sanitised HTML). Nested `<param-field>` children are shown in the
 *   expandable child attributes region instead, and take their anchor path from this field.
 *
 * @csspart base - The wrapper of the whole field.
 * @csspart name - The field's name.
 * @csspart type - The type, e.g. `string<uuid>` or `Pet[]`.
 * @csspart badges - The row of badges (location, required, deprecated, read-only, write-only, nullable).
 * @csspart badge - Each badge; `data-kind` says which.
 * @csspart description - The description.
 * @csspart details - The list of default, placeholder, constraints, allowed values, examples and discriminator.
 * @csspart toggle - The "Show child attributes" button.
 * @csspart children - The region holding the child attributes.
 * @csspart anchor - The "Copy link" button next to the name.
 * @csspart tabs - The tablist of `oneOf`/`anyOf` variants.
 * @csspart tab - Each variant tab.
 * @csspart child__base - Parts of nested fields (any depth) are forwarded as `child__<part>`.
 *
 * @cssproperty --param-field-accent - Accent colour (falls back to `--api-accent`).
 * @cssproperty --param-field-text - Text colour (falls back to `--api-text`).
 * @cssproperty --param-field-muted - Secondary text colour (falls back to `--api-muted`).
 * @cssproperty --param-field-background - Background of buttons (falls back to `--api-background`).
 * @cssproperty --param-field-surface - Background of values (falls back to `--api-surface`).
 * @cssproperty --param-field-border - Border colour (falls back to `--api-border`).
 * @cssproperty --param-field-highlight - Background of a field opened by its link (falls back to `--api-highlight`).
 * @cssproperty --param-field-focus-ring - Focus outline colour (falls back to `--api-focus-ring`).
 * @cssproperty --param-field-radius - Corner radius (falls back to `--api-radius`).
 * @cssproperty --param-field-spacing - Vertical padding of a field (falls back to `--api-spacing`).
 * @cssproperty --param-field-font-sans - Text font (falls back to `--api-font-sans`).
 * @cssproperty --param-field-font-mono - Font of names, types and values (falls back to `--api-font-mono`).
 * @cssproperty --param-field-font-size - Base font size (falls back to `--api-font-size`).
 * @cssproperty --param-field-badge-path - Colour of the `path` badge (falls back to `--api-badge-path`; likewise `-query`, `-header`, `-cookie`, `-body`).
 * @cssproperty --param-field-badge-required - Colour of the `required` badge (falls back to `--api-badge-required`).
 * @cssproperty --param-field-badge-deprecated - Colour of the `deprecated` badge (falls back to `--api-badge-deprecated`).
 *
 * @fires {ApiAnchorCopyEvent} api-anchor-copy - The link to this field was copied (`anchor`, `url`).
 */
export class ParamField extends FieldBase {
  static override styles = paramFieldStyles;

  /** A path parameter's name. Exactly one of `path`, `query`, `header`, `cookie`, `body` names the field and its location. */
  @property({ reflect: true }) path?: string;
  /** A query parameter's name. */
  @property({ reflect: true }) query?: string;
  /** A header's name. */
  @property({ reflect: true }) header?: string;
  /** A cookie's name. */
  @property({ reflect: true }) cookie?: string;
  /** A body field's name. */
  @property({ reflect: true }) body?: string;
  /** An example input shown to readers (e.g. `Bearer <token>`). */
  @property({ reflect: true }) placeholder?: string;

  /** Where the parameter goes: the first location attribute that is set. */
  get location(): ParamLocation | undefined {
    return locations.find((l) => typeof this[l] === 'string');
  }

  get fieldName(): string | undefined {
    const location = this.location;
    return location ? this[location] : undefined;
  }

  protected get anchorKind(): FieldAnchorKind {
    return this.location ?? 'body';
  }

  protected get direction(): Direction {
    return 'request';
  }

  protected get locationBadge(): string | undefined {
    return this.location;
  }

  protected override get placeholderText(): string | undefined {
    return this.placeholder;
  }

  protected renderChildField(p: SchemaProperty): TemplateResult {
    const location = locationTag[this.location ?? 'body'];
    const description = typeof p.schema.description === 'string' ? p.schema.description : '';
    return staticHtml`<${unsafeStatic('param-field')} ${location}=${p.name}
      ?required=${p.required}
      ?deprecated=${p.schema.deprecated === true}
      .schema=${p.schema}
      .resolver=${this.resolver}
      anchor-parent=${this.childAnchorPath ?? ''}
      exportparts=${childExportParts}
    >${description ? unsafeHTML(renderMarkdown(description)) : nothing}</param-field>`;
  }
}
