import { ContextConsumer } from '@lit/context';
import { Task, TaskStatus, initialState } from '@lit/task';
import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { ApiSettings } from '../../src/config/api-settings.js';
import { toDiagnostics, type Diagnostic } from '../../src/diagnostics.js';
import { highlight } from '../../src/highlight/highlight.js';
import type { ResolvedOperation } from '../../src/openapi/types.js';
import type { RequestInputs } from '../../src/request/build.js';
import { parseLanguageList, snippetTabs, type ExamplesDefaults, type SnippetTab } from '../../src/snippets/tabs.js';
import { apiSettingsContext } from '../shared/contexts.js';
import { copyText, renderCopyButton } from '../shared/copy-button.js';
import { ApiSnippetCopyEvent, ApiSpecErrorEvent, ApiSpecLoadEvent } from '../shared/events.js';
import { SpecSourceController } from '../shared/spec-source-controller.js';
import { tabForKeydown } from '../shared/tablist.js';
import { styles } from './api-snippets.styles.js';
import { moveActive, renderLanguageMenu } from './language-menu.js';
import { onPreferredLanguageChange, preferredLanguage, setPreferredLanguage } from './language-store.js';
import { serverSnippetSettings } from './server-settings.js';
import { immediateHighlight } from './snippet-code.js';

const languageList = {
  fromAttribute: (value: string | null): readonly string[] | undefined =>
    value === null ? undefined : parseLanguageList(value),
  toAttribute: (value: readonly string[] | undefined): string | null => (value === undefined ? null : value.join(',')),
};

/**
 * Code samples for one operation, in the reader's languages: tabs (curl, Python, JavaScript by
 * default, or `api.examples.languages` of docs.json, or the `languages` attribute) whose code is
 * generated from the same request the playground sends, following `inputs` as the reader types.
 * Until then it uses examples and credential placeholders (`<ACCESS_TOKEN>`, `<API_KEY>`,
 * `<USERNAME>:<PASSWORD>`). A credential the reader typed is masked until they press "Show
 * credentials". Hand-written `x-codeSamples` / `x-docs.codeSamples` replace generated tabs for
 * their languages. The chosen language is shared by every `<api-snippets>` on the page and
 * remembered for the next visit. Only the shown tab's grammar is loaded for highlighting.
 *
 * `picker="menu"` shows the languages as a compact menu instead of tabs: a button naming the shown
 * language opens a listbox (arrows, Home/End, a letter to jump, Enter to choose, Escape back to the
 * button). `<api-endpoint>` uses it in its request example column; `tabs` (the default) keeps the row.
 *
 * `await el.updateComplete` resolves once the operation is resolved and the shown tab highlighted.
 *
 * Given an operation object it draws its code in its first render, on the server too (`docs build` pre-renders it
 * inside `<api-endpoint>`, as declarative shadow DOM). Shell and JSON are highlighted at once; other languages show
 * plain text until their grammar is in. Over the server's markup, the first render draws what the server could
 * know (the first language, a relative server URL left relative) so hydration adopts it; the reader's language and
 * the page's origin follow in the next update. The server never has a credential: it draws the placeholders.
 *
 * @tagname api-snippets
 * @slot empty - Shown instead of the "no operation" hint when nothing is named.
 * @csspart base - The wrapper.
 * @csspart tabs - The tab list.
 * @csspart tab - One language tab.
 * @csspart language-button - With `picker="menu"`: the button naming the shown language.
 * @csspart language-menu - With `picker="menu"`: the open listbox of languages.
 * @csspart language-option - With `picker="menu"`: one language in the listbox.
 * @csspart panel - The tab panel around the code.
 * @csspart code - The code block.
 * @csspart copy-button - Copies the shown code.
 * @csspart reveal-button - Shows or masks the credentials the reader typed (only present then).
 * @csspart diagnostics - Notes about languages that have no generator.
 * @csspart empty - The hint shown when no operation is named.
 * @cssproperty --api-snippets-max-height - Height beyond which the code scrolls (default 32em).
 * @cssproperty --api-code-background - Background of the code (shared by every code block).
 * @cssproperty --api-code-foreground - Colour of plain code text; `--api-code-token-*` colour the tokens.
 * @fires {ApiSnippetCopyEvent} api-snippet-copy - A snippet was copied; `language` is the tab, `secret` whether it held a typed credential.
 * @fires {ApiSpecLoadEvent} api-spec-load - The element loaded its own `spec`.
 * @fires {ApiSpecErrorEvent} api-spec-error - The spec or the named operation could not be used.
 */
export class ApiSnippets extends HydratableElement {
  static override styles = styles;

  private readonly settingsFromContext = new ContextConsumer(this, { context: apiSettingsContext, subscribe: true });
  private readonly specSource = new SpecSourceController(this, {
    spec: () => this.spec,
    onLoad: (spec) => this.dispatchEvent(new ApiSpecLoadEvent(spec.url, spec.diagnostics)),
    onError: (url, errors) => this.dispatchEvent(new ApiSpecErrorEvent(url, errors)),
  });
  private readonly operationTask = new Task(this, {
    args: () => [this.operation, this.specSource.spec] as const,
    task: async ([operation, spec]): Promise<ResolvedOperation | typeof initialState> => {
      if (typeof operation !== 'string') return operation ?? initialState;
      if (spec === undefined || operation.trim() === '') return initialState;
      return spec.resolveOperation(operation.trim());
    },
    onError: (error) =>
      this.dispatchEvent(new ApiSpecErrorEvent(this.specSource.own.url, toDiagnostics(error, this.specSource.own.url))),
  });
  /** Prefix of the ids in the shadow root (scoped to it, so the same on the server and in every element). */
  private readonly uid = 'api-snippets';
  private unsubscribe?: () => void;
  private pendingHighlight?: Promise<void>;

  /** URL of an OpenAPI document, for standalone use with an `operation` reference. */
  @property({ reflect: true }) spec?: string;
  /** The operation: a resolved operation object, or (as an attribute) `METHOD /path` or an operationId in `spec`. */
  @property() operation?: ResolvedOperation | string;
  /** The playground's inputs (the shape `buildRequest` takes); undefined before the reader types. */
  @property({ attribute: false }) inputs?: RequestInputs;
  /** Languages in tab order, comma-separated (`curl, py, go`); overrides `api.examples.languages`. */
  @property({ converter: languageList }) languages?: readonly string[];
  /** `required`: only required parameters and body fields; `all`: every one with a value or example. */
  @property({ reflect: true }) defaults?: ExamplesDefaults;
  /** Resolves a relative server URL (default: the page's URL). */
  @property({ attribute: 'base-url' }) baseUrl?: string;
  /** A server URL to use instead of the operation's first server. */
  @property() server?: string;
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`), over the spec's security and `api.mdx.auth`, as for `<api-playground>`. */
  @property({ attribute: 'auth-method' }) authMethod?: string;
  /** `light`, `dark`, or `auto`. */
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';
  /** Show typed credentials unmasked (and copy them so). The reader toggles it with "Show credentials". */
  @property({ type: Boolean, attribute: 'reveal-secrets' }) revealSecrets = false;
  /** How the languages are picked: `tabs` (a row of tabs, the default) or `menu` (a compact button and listbox). */
  @property({ reflect: true }) picker: 'tabs' | 'menu' = 'tabs';

  @state() private menuOpen = false;
  @state() private menuActive = 0;

  @state() private preferred = isServer ? undefined : preferredLanguage();
  @state() private copiedKey?: string;
  @state() private highlighted?: { readonly code: string; readonly grammar: string; readonly html: string };

  private tabs: readonly SnippetTab[] = [];
  private diagnostics: readonly Diagnostic[] = [];
  private lastDeps?: readonly unknown[];
  /** True until the first update over markup the server drew (declarative shadow DOM), which it must draw again. */
  private overServerMarkup = false;

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    // On the client Lit attaches the shadow root here: one that is already there came with the HTML.
    this.overServerMarkup = !isServer && !this.hasUpdated && this.shadowRoot !== null;
    return super.createRenderRoot();
  }

  /** Drawing as the server did: its first render on the server, or the first one over the server's markup. */
  private get asServer(): boolean {
    return isServer || this.overServerMarkup;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.preferred = preferredLanguage();
    this.unsubscribe = onPreferredLanguageChange((key) => {
      this.preferred = key;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
  }

  /** Also waits for the spec, the operation and the shown tab's highlighting. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (
      let round = 0;
      round < 10 && (this.isLoading || this.pendingHighlight || this.isUpdatePending || this.overServerMarkup);
      round++
    ) {
      await this.specSource.own.settled();
      await this.operationTask.taskComplete.then(
        () => undefined,
        () => undefined,
      );
      await this.pendingHighlight;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  private get isLoading(): boolean {
    if (this.givenOperation !== undefined) return false;
    return this.specSource.own.status === 'loading' || this.operationTask.status === TaskStatus.PENDING;
  }

  /** An operation object set directly: used at once (no task), so the first render, the server's too, has it. */
  private get givenOperation(): ResolvedOperation | undefined {
    return typeof this.operation === 'object' ? this.operation : undefined;
  }

  /** The operation to draw: the one given, else the resolved reference once resolved. */
  private get currentOperation(): ResolvedOperation | undefined {
    if (this.givenOperation !== undefined) return this.givenOperation;
    const op = this.operationTask.status === TaskStatus.COMPLETE ? this.operationTask.value : undefined;
    return typeof op === 'object' ? op : undefined;
  }

  private get specUrl(): string | undefined {
    return this.specSource.url;
  }

  /** From the page's provider; on the server (which no context reaches) what `docs build` set for the site. */
  private get settings(): ApiSettings | undefined {
    return this.settingsFromContext.value ?? (isServer ? serverSnippetSettings() : undefined);
  }

  /** The shown tab: the reader's language when this element has it, else the first. */
  private get selectedIndex(): number {
    // The server does not know the reader's language: over its markup, the first tab first.
    const preferred = this.asServer ? undefined : this.preferred;
    const index = this.tabs.findIndex((t) => t.key === preferred);
    return index < 0 ? 0 : index;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (isServer) this.takeServerSettings();
    if (changed.has('operation') || changed.has('spec')) this.copiedKey = undefined;
    const op = this.currentOperation;
    if (op === undefined) {
      this.tabs = [];
      this.diagnostics = [];
      this.lastDeps = undefined;
      return;
    }
    const settings = this.settings;
    // Regenerate only when something the code depends on changed (not for highlight or copy state).
    const deps = [
      op,
      settings,
      this.inputs,
      this.languages,
      this.defaults,
      this.baseUrl,
      this.server,
      this.authMethod,
      this.revealSecrets,
      this.specUrl,
      this.asServer,
    ];
    if (this.lastDeps?.length === deps.length && deps.every((d, i) => d === this.lastDeps![i])) return;
    this.lastDeps = deps;
    const inputs =
      this.server !== undefined && this.inputs?.server === undefined
        ? { ...this.inputs, server: this.server }
        : this.inputs;
    try {
      const result = snippetTabs(op, {
        languages: this.languages?.length ? this.languages : (settings?.examples.languages ?? []),
        defaults:
          this.defaults === 'required' || this.defaults === 'all'
            ? this.defaults
            : (settings?.examples.defaults ?? 'all'),
        revealSecrets: this.revealSecrets,
        ...(inputs === undefined ? {} : { inputs }),
        ...(settings?.mdx.auth === undefined ? {} : { mdxAuth: settings.mdx.auth }),
        ...(this.authMethod ? { pageAuthMethod: this.authMethod } : {}),
        ...this.baseFor(),
      });
      this.tabs = result.tabs;
      this.diagnostics = result.diagnostics;
    } catch (error) {
      this.tabs = [];
      this.diagnostics = toDiagnostics(error);
    }
  }

  /**
   * On the server: the site's `api.examples` become the element's `languages` and `defaults` attributes, so its first
   * render in the browser, over this markup, draws the same code even before the page's settings context answers.
   */
  private takeServerSettings(): void {
    const examples = serverSnippetSettings()?.examples;
    if (examples === undefined) return;
    if (this.languages === undefined && examples.languages.length > 0) {
      this.languages = examples.languages;
      this.setAttribute('languages', examples.languages.join(','));
    }
    if (this.defaults === undefined) {
      this.defaults = examples.defaults;
      this.setAttribute('defaults', examples.defaults);
    }
  }

  /**
   * OpenAPI: a relative server URL is relative to the document that names it. The server does not know the page's
   * origin, so as the server it stays relative (then the next update resolves it).
   */
  private baseFor(): { baseUrl?: string } {
    if (this.asServer) return {};
    // A relative `base-url` is relative to the page.
    return { baseUrl: new URL(this.baseUrl ?? this.specUrl ?? '', document.baseURI).href };
  }

  protected override updated(): void {
    if (this.overServerMarkup) {
      // The server's markup is adopted: now the reader's language and the page's origin (after this update ends,
      // not from within it).
      queueMicrotask(() => {
        this.overServerMarkup = false;
        this.requestUpdate();
      });
      return;
    }
    const tab = this.tabs[this.selectedIndex];
    if (tab === undefined) return;
    if (immediateHighlight(tab.code, tab.grammar) !== undefined) return; // drawn highlighted already
    const shown = this.highlighted;
    if (shown?.code === tab.code && shown.grammar === tab.grammar) return;
    if (this.pendingHighlight) return; // re-checked when the current one settles
    this.pendingHighlight = highlight(tab.code, tab.grammar).then((markup) => {
      this.pendingHighlight = undefined;
      this.highlighted = { code: tab.code, grammar: tab.grammar, html: markup };
    });
  }

  private handleSelect(index: number, focus = false): void {
    const tab = this.tabs[index];
    if (tab === undefined) return;
    this.preferred = tab.key;
    setPreferredLanguage(tab.key);
    if (focus) {
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>(`#${this.uid}-tab-${index}`)?.focus(),
      );
    }
  }

  private handleKeydown(event: KeyboardEvent): void {
    const next = tabForKeydown(event, this.selectedIndex, this.tabs.length);
    if (next !== undefined) this.handleSelect(next, true);
  }

  private async handleCopy(tab: SnippetTab): Promise<void> {
    if (!(await copyText(tab.code))) return;
    this.copiedKey = tab.key;
    this.dispatchEvent(new ApiSnippetCopyEvent(tab.key, tab.revealsSecret));
  }

  override render(): TemplateResult {
    return html`<div class="base" part="base" aria-busy=${this.isLoading ? 'true' : 'false'}>
      ${this.renderContent()}
    </div>`;
  }

  private renderContent(): TemplateResult {
    if (this.operationTask.status === TaskStatus.ERROR || this.specSource.own.status === 'error') {
      const errors =
        this.specSource.own.status === 'error' ? this.specSource.own.errors : toDiagnostics(this.operationTask.error);
      return html`<p class="empty" part="empty" role="alert">
        Code samples are not available: ${errors[0]?.message ?? ''}
      </p>`;
    }
    if (this.isLoading) return html`<p class="empty" part="empty" role="status">Loading code samples…</p>`;
    if (this.currentOperation === undefined) {
      return html`<div class="empty" part="empty">
        <slot name="empty">Name an operation to show its code samples.</slot>
      </div>`;
    }
    // No tab (the code could not be generated): only the notes saying why.
    const picker =
      this.tabs.length === 0 ? nothing : this.picker === 'menu' ? this.renderMenuPicker() : this.renderTabs();
    return html`${picker}${this.renderDiagnostics()}`;
  }

  private renderMenuPicker(): TemplateResult {
    const selected = this.selectedIndex;
    const tab = this.tabs[selected]!;
    return html`<div class="bar">
        ${renderLanguageMenu({
          uid: this.uid,
          tabs: this.tabs,
          selected,
          open: this.menuOpen,
          active: this.menuActive,
          onToggle: () => (this.menuOpen ? this.closeMenu(true) : this.openMenu(selected)),
          onButtonKey: (e) => this.handleMenuButtonKey(e),
          onListKey: (e) => this.handleListKey(e),
          onChoose: (i) => this.chooseFromMenu(i),
          onFocusOut: (e) => {
            const to = e.relatedTarget as Node | null;
            if (this.menuOpen && (to === null || !(e.currentTarget as Node).contains(to))) this.menuOpen = false;
          },
        })}
        <div class="actions">
          ${this.renderReveal(tab)}
          ${renderCopyButton({ label: `${tab.label} code`, copied: this.copiedKey === tab.key, onCopy: () => void this.handleCopy(tab) })}
        </div>
      </div>
      <div class="panel" part="panel" role="group" aria-label=${`${tab.label} code sample`}>
        ${this.renderCode(tab)}
      </div>`;
  }

  private openMenu(active: number): void {
    this.menuActive = active;
    this.menuOpen = true;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[role="listbox"]')?.focus());
  }

  private closeMenu(focusButton: boolean): void {
    this.menuOpen = false;
    if (focusButton) {
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>(`#${this.uid}-menu-button`)?.focus(),
      );
    }
  }

  private chooseFromMenu(index: number): void {
    this.handleSelect(index);
    this.closeMenu(true);
  }

  private handleMenuButtonKey(event: KeyboardEvent): void {
    const last = this.tabs.length - 1;
    const starts: Record<string, number> = {
      ArrowDown: this.selectedIndex,
      ArrowUp: this.selectedIndex,
      Home: 0,
      End: last,
    };
    const start = starts[event.key];
    if (start === undefined || this.menuOpen) return;
    event.preventDefault();
    this.openMenu(start);
  }

  private handleListKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.closeMenu(true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.chooseFromMenu(this.menuActive);
    } else if (event.key === 'Tab') {
      this.menuOpen = false;
    } else {
      const next = moveActive(event.key, this.menuActive, this.tabs);
      if (next === undefined) return;
      event.preventDefault();
      this.menuActive = next;
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector(`#${this.uid}-option-${next}`)?.scrollIntoView({ block: 'nearest' }),
      );
    }
  }

  private renderTabs(): TemplateResult {
    const selected = this.selectedIndex;
    const tab = this.tabs[selected]!;
    return html`<div class="bar">
        <div class="tab-list" role="tablist" aria-label="Code samples" part="tabs" @keydown=${this.handleKeydown}>
          ${this.tabs.map(
            (t, i) =>
              html`<button
                type="button"
                role="tab"
                part="tab"
                class="tab"
                id=${`${this.uid}-tab-${i}`}
                data-key=${t.key}
                aria-selected=${i === selected ? 'true' : 'false'}
                aria-controls=${`${this.uid}-panel`}
                tabindex=${i === selected ? 0 : -1}
                @click=${() => this.handleSelect(i)}
              >
                ${t.label}
              </button>`,
          )}
        </div>
        <div class="actions">
          ${this.renderReveal(tab)}
          ${renderCopyButton({ label: `${tab.label} code`, copied: this.copiedKey === tab.key, onCopy: () => void this.handleCopy(tab) })}
        </div>
      </div>
      <div
        class="panel"
        part="panel"
        role="tabpanel"
        id=${`${this.uid}-panel`}
        aria-labelledby=${`${this.uid}-tab-${selected}`}
      >
        ${this.renderCode(tab)}
      </div>`;
  }

  private renderReveal(tab: SnippetTab): TemplateResult | typeof nothing {
    if (!tab.hasTypedSecret || tab.handWritten) return nothing;
    return html`<button
      type="button"
      class="reveal"
      part="reveal-button"
      aria-pressed=${this.revealSecrets ? 'true' : 'false'}
      @click=${() => (this.revealSecrets = !this.revealSecrets)}
    >
      Show credentials
    </button>`;
  }

  /**
   * Highlighted at once for shell and JSON, else shiki's markup once the grammar is in (both escape the code);
   * plain text until then.
   */
  private renderCode(tab: SnippetTab): TemplateResult {
    const shown = this.highlighted;
    const markup =
      shown !== undefined && shown.code === tab.code && shown.grammar === tab.grammar
        ? shown.html
        : immediateHighlight(tab.code, tab.grammar);
    return html`<div class="code" part="code" data-language=${tab.key}>
      ${
        markup !== undefined
          ? unsafeHTML(markup)
          : html`<pre class="shiki plain" tabindex="0"><code>${tab.code}</code></pre>`
      }
    </div>`;
  }

  private renderDiagnostics(): TemplateResult | typeof nothing {
    if (this.diagnostics.length === 0) return nothing;
    return html`<ul class="notes" part="diagnostics">
      ${this.diagnostics.map((d) => html`<li data-code=${d.code}>${d.message}</li>`)}
    </ul>`;
  }
}
