/**
 * Lit's hook for elements a server drew (declarative shadow DOM). Lit calls `globalThis.litElementHydrateSupport`
 * once, when the LitElement class is defined, so this module is imported before any element (it imports nothing of
 * Lit itself). Two halves:
 * - Deferring, on every page `docs build` writes: an element marked `defer-hydration` (Lit's server renderer marks
 *   every element it draws inside another's shadow root) neither renders nor updates while the mark is on. The
 *   server's `<api-docs>` frame holds only such elements and is replaced by the live one, never hydrated
 *   (components/api-docs/server-frame.ts), so they stay as the HTML drew them.
 * - Hydrating, for a page whose own light DOM holds `defer-hydration` elements: a host that draws the elements with
 *   `@lit-labs/ssr` itself (test/cli/snippets-ssr-chromium.test.ts). `hydratePrerendered()` then loads `hydrate`
 *   (@lit-labs/ssr-client, a lazy chunk) and lifts the marks; each element's first update adopts the server's DOM
 *   instead of drawing it again, and nested elements are lifted by `hydrate` as it reaches them. A `docs build` page
 *   has no such element (its marked elements are inside `<api-docs>`'s shadow root): it never loads the chunk.
 */
type HydrateFn = (value: unknown, container: ParentNode, options?: unknown) => void;

interface HydratingElement extends HTMLElement {
  renderOptions: unknown;
  renderRoot: ParentNode;
  render(): unknown;
  _$hydrating?: boolean;
}

interface LitElementClass {
  prototype: HydratingElement & {
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
    connectedCallback(): void;
    createRenderRoot(): ParentNode;
    update(changed: unknown): void;
  };
}

const DEFER = 'defer-hydration';
let hydrate: HydrateFn | undefined;

function patch(LitElement: LitElementClass): void {
  const base = Object.getPrototypeOf(LitElement) as object;
  const observed = Object.getOwnPropertyDescriptor(base, 'observedAttributes')!.get!;
  Object.defineProperty(LitElement, 'observedAttributes', {
    get(this: unknown) {
      return [...(observed.call(this) as string[]), DEFER];
    },
  });
  const proto = LitElement.prototype;
  const { attributeChangedCallback, connectedCallback, createRenderRoot, update } = proto;
  const reactiveUpdate = (Object.getPrototypeOf(proto) as { update(changed: unknown): void }).update;
  proto.attributeChangedCallback = function (name, old, value) {
    if (name === DEFER && value === null) connectedCallback.call(this);
    attributeChangedCallback.call(this, name, old, value);
  };
  proto.connectedCallback = function () {
    if (!this.hasAttribute(DEFER)) connectedCallback.call(this);
  };
  proto.createRenderRoot = function () {
    if (this.shadowRoot === null || hydrate === undefined) return createRenderRoot.call(this);
    this._$hydrating = true;
    return this.shadowRoot;
  };
  proto.update = function (changed) {
    if (this._$hydrating !== true) return update.call(this, changed);
    this._$hydrating = false;
    const value = this.render();
    reactiveUpdate.call(this, changed); // reflects properties; LitElement's own update would draw again
    try {
      hydrate!(value, this.renderRoot, this.renderOptions);
    } catch (error) {
      // The server drew something else: draw it here instead (a reader sees the page either way).
      console.warn(`<${this.localName}> could not hydrate (${String(error)}); drawn again.`);
      for (const node of [...this.renderRoot.childNodes]) if (node.nodeName !== 'STYLE') node.remove();
      delete (this.renderRoot as { _$litPart$?: unknown })._$litPart$;
      update.call(this, changed);
    }
  };
}

(globalThis as { litElementHydrateSupport?: (lit: { LitElement: LitElementClass }) => void }).litElementHydrateSupport =
  ({ LitElement }) => patch(LitElement);

/** Loads `hydrate` when the page holds pre-rendered elements, then lets them hydrate. */
export function hydratePrerendered(): void {
  if (typeof document === 'undefined') return;
  const waiting = [...document.querySelectorAll(`[${DEFER}]`)];
  if (waiting.length === 0) return;
  void import('@lit-labs/ssr-client').then((module) => {
    hydrate = module.hydrate as HydrateFn;
    for (const el of waiting) el.removeAttribute(DEFER);
  });
}
