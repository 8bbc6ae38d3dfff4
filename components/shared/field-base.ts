/**
 * What `<param-field>` and `<response-field>` share: schema facts, lazy children (from a schema or
 * from nested light-DOM fields), `oneOf`/`anyOf` tabs, circular references expanded on demand, and
 * the anchor link. Subclasses give the name, the location and how one child field is rendered.
 */
import { isServer, LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { HydratableElement } from './hydratable-element.js';
import { property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { Schema } from '../../src/openapi/types.js';
import { anchorUrl, fieldAnchor, sanitizeAnchorSegment, type FieldAnchorKind } from '../../src/anchors/index.js';
import { renderMarkdown } from '../../src/markdown/index.js';
import { describeType, isRefMarker, refName, type SchemaProperty, type SchemaVariant } from '../../src/schema/index.js';
import type { ThemeName } from '../themes/tokens.js';
import {
  AnchorController,
  closestLightField,
  endpointLocation,
  copyLink,
  type AnchoredField,
  type AnchorSource,
} from './anchor-controller.js';
import { ApiAnchorCopyEvent } from './events.js';
import { enableImageZoom } from './image-zoom.js';
import {
  constraintsBesideType,
  fieldChildren,
  fieldFacts,
  hasChildren,
  pendingReference,
  variantProperties,
  type Direction,
  type FieldChildren,
  type FieldFacts,
  type SchemaResolver,
} from './field-model.js';
import { renderCircular, renderDetails, renderHeader, renderTabs, renderToggle } from './field-render.js';
import { keepInView } from './scroll-hold.js';

const fieldTags = new Set(['PARAM-FIELD', 'RESPONSE-FIELD']);
const isFieldElement = (node: Node): node is Element => node instanceof Element && fieldTags.has(node.tagName);

/** Parts a nested field forwards to its parent as `child__<part>` (deeper levels keep the same names). */
export const fieldParts = [
  'base',
  'name',
  'type',
  'badges',
  'badge',
  'description',
  'details',
  'children',
  'toggle',
  'anchor',
  'tabs',
  'tab',
] as const;
export const childExportParts = fieldParts
  .map((part) => `${part}:child__${part}, child__${part}:child__${part}`)
  .join(', ');

/** `["a", "b"]` (a JSON list of texts) or a plain text → the labels; anything else → none. */
function labelList(value: string | null): readonly string[] | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (!value.trim().startsWith('[')) return [value.trim()];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string').slice(0, 8) : undefined;
  } catch {
    return undefined;
  }
}

export abstract class FieldBase extends HydratableElement implements AnchoredField, AnchorSource {
  /** @internal Light-DOM children go to two places (description, nested fields), so they are assigned by hand. */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, slotAssignment: 'manual' };

  constructor() {
    super();
    enableImageZoom(this);
  }

  private readonly anchors = new AnchorController(this);
  private readonly lightObserver = isServer ? undefined : new MutationObserver(() => this.requestUpdate());
  private targetTimer: ReturnType<typeof setTimeout> | undefined;

  /** The type shown next to the name; defaults to one computed from `schema`. */
  @property() type?: string;
  /** Marks the field as required. */
  @property({ type: Boolean, reflect: true }) required = false;
  /** The default value, as text; defaults to the schema's `default`. */
  @property() default?: string;
  /** Marks the field as deprecated (a deprecated schema does too). */
  @property({ type: Boolean, reflect: true }) deprecated = false;
  /** The field's JSON Schema: type, facts and child attributes come from it. */
  @property({ attribute: false }) schema?: Schema;
  /** Expands a `$ref` marker (a circular reference) one level, e.g. `(ref) => spec.resolveSchemaRef(ref)`. */
  @property({ attribute: false }) resolver?: SchemaResolver;
  /** Labels before the name, as a JSON list of texts (`pre='["beta"]'`) or one text. */
  @property({ converter: labelList }) pre?: readonly string[];
  /** Labels after the name, written as `pre` is. */
  @property({ converter: labelList }) post?: readonly string[];
  /** Whether the child attributes are shown. */
  @property({ type: Boolean, reflect: true }) expanded = false;
  /** The anchor path of the parent field (`user.address`); nested light-DOM fields derive it themselves. */
  @property({ attribute: 'anchor-parent' }) anchorParent?: string;
  /** `light`, `dark` or `auto` pins this field's tokens; absent follows the page's `--api-*` tokens. */
  @property({ reflect: true }) theme?: ThemeName;

  @state() private selectedVariant = 0;
  /** This field's circular reference after the reader expanded it. */
  @state() private expandedReference?: Schema;
  /** Variant markers expanded by the reader, by variant index (replaced, never mutated). */
  @state() private expandedVariants: ReadonlyMap<number, Schema> = new Map();
  @state() private linkStatus = '';
  @state() private targeted = false;

  @query('.header') private headerRow?: HTMLElement;

  private facts: FieldFacts = fieldFacts(undefined);
  private childModel: FieldChildren = { properties: [] };

  /** The field's name (from a location attribute or `name`). */
  abstract get fieldName(): string | undefined;
  protected abstract get anchorKind(): FieldAnchorKind;
  protected abstract get direction(): Direction;
  /** The location badge, shown on top-level fields only. */
  protected abstract get locationBadge(): string | undefined;
  protected abstract renderChildField(property: SchemaProperty): TemplateResult;
  protected get placeholderText(): string | undefined {
    return undefined;
  }

  /** The page-unique anchor id of this field (without `#`), once connected. */
  get anchorId(): string | undefined {
    return this.anchors.id;
  }

  /** @internal The anchor path children append their names to: this field's id, without the `response-` prefix. */
  get childAnchorPath(): string | undefined {
    const id = this.anchorId;
    if (id === undefined || this.anchorKind !== 'response') return id;
    return id.startsWith('response-') ? id.slice('response-'.length) : id;
  }

  /** @internal The id prefix of every descendant (used by the anchor directory). */
  get descendantAnchorPrefix(): string | undefined {
    const path = this.childAnchorPath;
    return path === undefined ? undefined : fieldAnchor(this.anchorKind, path.split('.'));
  }

  /** The parent path from `anchor-parent`, else from the closest light-DOM ancestor field. */
  protected get parentPath(): string | undefined {
    if (this.anchorParent) return this.anchorParent;
    const parent = closestLightField(this);
    return parent instanceof FieldBase ? parent.childAnchorPath : undefined;
  }

  protected get isNested(): boolean {
    return this.parentPath !== undefined;
  }

  /** @internal The id this field asks the registry for. */
  anchorBase(): string | undefined {
    const name = this.fieldName;
    if (name === undefined || name === '') return undefined;
    const parent = this.parentPath;
    return fieldAnchor(this.anchorKind, parent ? [...parent.split('.'), name] : [name]);
  }

  /** @internal The endpoint the field belongs to (`post-users`), else its own location; used only on collisions. */
  anchorLocation(): string {
    return endpointLocation(this) ?? this.anchorKind;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.lightObserver?.observe(this, { childList: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.lightObserver?.disconnect();
    clearTimeout(this.targetTimer);
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('schema')) {
      this.expandedReference = undefined;
      this.expandedVariants = new Map();
      this.selectedVariant = 0;
    }
    if (changed.has('schema') || changed.has('resolver') || changed.has('expandedReference')) {
      this.facts = fieldFacts(this.schema, this.resolver);
      this.childModel = fieldChildren(this.expandedReference ?? this.schema, this.direction, this.resolver);
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.toggleAttribute('data-targeted', this.targeted);
    this.assignLightChildren();
  }

  /** Description nodes to the description slot; nested fields to the children slot (only while expanded). */
  private assignLightChildren(): void {
    const nodes = [...this.childNodes].filter(
      (node): node is Element | Text => node instanceof Element || node instanceof Text,
    );
    const descriptionSlot = this.renderRoot.querySelector<HTMLSlotElement>('slot.description-slot');
    const childrenSlot = this.renderRoot.querySelector<HTMLSlotElement>('slot.children-slot');
    descriptionSlot?.assign(...nodes.filter((node) => !isFieldElement(node)));
    childrenSlot?.assign(...nodes.filter(isFieldElement));
  }

  private get lightFields(): Element[] {
    if (isServer) return []; // server rendering: fields from a schema have no light children
    return [...this.children].filter(isFieldElement);
  }

  private get hasLightDescription(): boolean {
    if (isServer) return false;
    return [...this.childNodes].some((node) =>
      node instanceof Text ? node.data.trim() !== '' : node instanceof Element && !isFieldElement(node),
    );
  }

  private readonly handleToggle = (): void => {
    this.expanded = !this.expanded;
  };

  private readonly handleCopyLink = async (): Promise<void> => {
    const id = this.anchorId;
    if (id === undefined) return;
    const url = anchorUrl(location.href, id);
    // replaceState sets the hash without a jump or a hashchange (the field is already in view).
    history.replaceState(history.state, '', url);
    const copied = await copyLink(url);
    this.linkStatus = copied
      ? `Link to ${this.fieldName ?? ''} copied`
      : `Link to ${this.fieldName ?? ''} is in the address bar`;
    this.dispatchEvent(new ApiAnchorCopyEvent(id, url));
  };

  private readonly handleExpandReference = (): void => {
    const pending = pendingReference(this.schema);
    const resolved = pending ? this.resolver?.(pending.ref) : undefined;
    if (!resolved) return;
    this.expandedReference = resolved;
    this.expanded = true;
  };

  private readonly handleSelectVariant = (index: number, focus: boolean): void => {
    this.selectedVariant = index;
    if (focus)
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${index}`)?.focus());
  };

  private expandVariant(index: number, variant: SchemaVariant): void {
    const resolved = typeof variant.schema.$ref === 'string' ? this.resolver?.(variant.schema.$ref) : undefined;
    if (resolved) this.expandedVariants = new Map([...this.expandedVariants, [index, resolved]]);
  }

  /** @internal Opens what must open for a descendant's anchor to render (see AnchoredField). */
  async revealDescendant(anchor: string): Promise<boolean> {
    const prefix = this.descendantAnchorPrefix;
    if (prefix === undefined || !anchor.startsWith(`${prefix}.`)) return false;
    const next = anchor.slice(prefix.length + 1).split('.')[0] ?? '';
    let changed = false;
    if (!this.expandedReference && this.facts.circular && this.resolver) {
      this.handleExpandReference();
      changed = this.expandedReference !== undefined;
    }
    if (!this.expanded) {
      this.expanded = true;
      changed = true;
    }
    const named = (props: readonly SchemaProperty[]) => props.some((p) => sanitizeAnchorSegment(p.name) === next);
    const variants = this.childModel.variants?.variants ?? [];
    if (!named(this.childModel.properties) && variants.length > 0) {
      const index = variants.findIndex((v, i) =>
        named(variantProperties(this.expandedVariants.get(i) ?? v.schema, this.direction, this.resolver)),
      );
      if (index !== -1 && index !== this.selectedVariant) {
        this.selectedVariant = index;
        changed = true;
      }
    }
    if (!changed) return false;
    await this.updateComplete;
    return true;
  }

  /** @internal Scrolls to the field (and keeps it in view while the page settles) and marks it (`data-targeted`) for two seconds. */
  showAsTarget(): void {
    keepInView(this, { block: 'center' });
    this.headerRow?.focus({ preventScroll: true });
    this.targeted = true;
    clearTimeout(this.targetTimer);
    this.targetTimer = setTimeout(() => (this.targeted = false), 2000);
  }

  protected override render(): TemplateResult {
    const name = this.fieldName ?? '';
    const type = this.type ?? (this.schema ? describeType(this.schema) : '');
    const facts = { ...this.facts, constraints: constraintsBesideType(this.facts.constraints, type) };
    return html`<div part="base" class="field">
      ${renderHeader({
        name,
        type,
        ...(this.isNested ? {} : { location: this.locationBadge }),
        required: this.required,
        deprecated: this.deprecated,
        facts,
        anchorId: this.anchorId,
        linkStatus: this.linkStatus,
        onCopyLink: this.handleCopyLink,
        ...(this.pre === undefined ? {} : { pre: this.pre }),
        ...(this.post === undefined ? {} : { post: this.post }),
      })}
      ${this.renderDescription()}
      ${renderDetails({
        ...((this.default ?? this.facts.defaultText) === undefined
          ? {}
          : { defaultText: this.default ?? this.facts.defaultText }),
        ...(this.placeholderText ? { placeholder: this.placeholderText } : {}),
        facts: this.expandedReference ? { ...facts, circular: undefined } : facts,
        ...(this.resolver ? { onExpandReference: this.handleExpandReference } : {}),
      })}
      ${this.renderChildrenRegion()}
    </div>`;
  }

  private renderDescription(): TemplateResult {
    const fallback =
      !this.hasLightDescription && typeof this.schema?.description === 'string' ? this.schema.description : '';
    return html`<div part="description" class="description">
      <slot class="description-slot"></slot>${fallback ? unsafeHTML(renderMarkdown(fallback)) : nothing}
    </div>`;
  }

  private renderChildrenRegion(): TemplateResult | typeof nothing {
    const lightFields = this.lightFields;
    if (!hasChildren(this.childModel) && lightFields.length === 0) return nothing;
    const name = this.fieldName ?? '';
    return html`${renderToggle({ expanded: this.expanded, name, onToggle: this.handleToggle })}
      <div
        id="children"
        part="children"
        class="children"
        role="group"
        aria-label=${`Child attributes of ${name}`}
        ?hidden=${!this.expanded}
      >
        ${this.expanded ? this.renderChildren(lightFields.length > 0) : nothing}
      </div>`;
  }

  /** Rendered only while expanded, so a large or deep schema costs nothing until it is opened. */
  private renderChildren(withLightFields: boolean): TemplateResult {
    const { properties, variants } = this.childModel;
    return html`${repeat(
      properties,
      (p) => `${p.kind}:${p.name}`,
      (p) => this.renderChildField(p),
    )}
    ${variants && variants.variants.length > 0 ? this.renderVariants(variants.kind, variants.variants) : nothing}
    ${withLightFields ? html`<slot class="children-slot"></slot>` : nothing}`;
  }

  private renderVariants(kind: 'oneOf' | 'anyOf', list: readonly SchemaVariant[]): TemplateResult {
    const selected = Math.min(this.selectedVariant, list.length - 1);
    const variant = list[selected];
    if (!variant) return html``;
    const schema = this.expandedVariants.get(selected) ?? variant.schema;
    const marker = isRefMarker(schema);
    const description = typeof schema.description === 'string' ? schema.description : '';
    return html`${renderTabs({
      label: `${kind === 'oneOf' ? 'One of' : 'Any of'} the variants of ${this.fieldName ?? ''}`,
      labels: list.map((v) => v.label),
      selected,
      onSelect: this.handleSelectVariant,
    })}
      <div role="tabpanel" id="variant-panel" class="variant-panel" aria-labelledby=${`tab-${selected}`}>
        <p class="variant-type mono">${describeType(schema)}</p>
        ${description ? html`<div class="description">${unsafeHTML(renderMarkdown(description))}</div>` : nothing}
        ${
          marker
            ? renderCircular(
                refName(schema) ?? String(schema.$ref),
                this.resolver ? () => this.expandVariant(selected, variant) : undefined,
              )
            : repeat(
                variantProperties(schema, this.direction, this.resolver),
                (p) => `${selected}:${p.kind}:${p.name}`,
                (p) => this.renderChildField(p),
              )
        }
      </div>`;
  }
}
