import { ContextProvider } from '@lit/context';
import { Task, TaskStatus, initialState } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property } from 'lit/decorators.js';
import type { ApiSettings } from '../../src/config/api-settings.js';
import { toDiagnostics, type Diagnostic } from '../../src/diagnostics.js';
import { fetchText } from '../../src/fetch-text.js';
import { apiSettingsContext } from '../shared/contexts.js';
import { renderErrorPanel, renderWarningNote } from '../shared/error-panel.js';
import { ApiConfigLoadEvent, ApiSpecErrorEvent } from '../shared/events.js';
import { pageUrl } from '../shared/page-url.js';
import { styles } from './docs-config.styles.js';

interface ConfigResult {
  readonly ok: boolean;
  readonly url?: string;
  readonly settings: ApiSettings;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Shares one docs.json with the loose elements inside it, without any site chrome: it reads the
 * `api` settings (`mdx.server`, `mdx.auth`, `playground.display`, `playground.url`, `examples`) and
 * provides them through @lit/context to every `<api-endpoint>` (and later element) below it.
 *
 * `await el.updateComplete` resolves once the file is read and the settings provided.
 *
 * @tagname docs-config
 * @slot - The elements that use the configuration.
 * @csspart error - The error panel shown when docs.json cannot be read.
 * @csspart warnings - A collapsed note listing problems in the `api` settings (defaults are used for bad values).
 * @fires {ApiConfigLoadEvent} api-config-load - The settings were read (possibly with warnings) and are now provided.
 * @fires {ApiSpecErrorEvent} api-spec-error - docs.json could not be fetched or parsed; `diagnostics` say what and where.
 */
export class DocsConfig extends HydratableElement {
  static override styles = styles;

  private readonly provider = new ContextProvider(this, { context: apiSettingsContext });
  private readonly loader = new Task(this, {
    args: () => [this.src, this.config] as const,
    task: async ([src, config], { signal }): Promise<ConfigResult | typeof initialState> => {
      if (config !== undefined) {
        const file = src === undefined ? 'docs.json' : pageUrl(src);
        // The settings reader is the text reader's lazy chunk (below), kept out of the up-front file.
        const { parseApiSettings } = await import('../../src/config/api-settings-text.js');
        const read = parseApiSettings(config['api'], file);
        return { ok: true, ...read };
      }
      if (src === undefined || src === '') return initialState;
      const url = pageUrl(src);
      // The text reader loads beside the file (a lazy chunk fetched while docs.json is on its way).
      const [text, { readApiSettingsWithIncludes }] = await Promise.all([
        fetchText(url, signal),
        import('../../src/config/api-settings-text.js'),
      ]);
      // `$ref` includes are fetched beside docs.json (same origin, under its folder: json-includes.ts).
      const reader = { readText: fetchText, fileName: (_url: string, fromRoot: string) => fromRoot };
      return { url, ...(await readApiSettingsWithIncludes(text, { url, file: url, reader, signal })) };
    },
    onComplete: (result) => this.publish(result),
    onError: (error) => {
      const url = this.src === undefined ? undefined : pageUrl(this.src);
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        this.dispatchEvent(new ApiSpecErrorEvent(url, toDiagnostics(error, url)));
      }
    },
  });

  /** URL of a docs.json, relative to the page. */
  @property({ reflect: true }) src?: string;
  /** A docs.json already in memory; wins over `src` (which then only names it in diagnostics). */
  @property({ attribute: false }) config?: Readonly<Record<string, unknown>>;
  /** `light`, `dark` or `auto`: sets the `--api-*` tokens for everything inside. */
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';

  /** The settings now provided (undefined until read). */
  get settings(): ApiSettings | undefined {
    return this.provider.value;
  }

  /** Every finding from the last read: a fatal one when it failed, else warnings about the `api` object. */
  get diagnostics(): readonly Diagnostic[] {
    if (this.loader.status === TaskStatus.ERROR) return toDiagnostics(this.loader.error, this.src);
    return this.loader.status === TaskStatus.COMPLETE ? (this.loader.value?.diagnostics ?? []) : [];
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let round = 0; round < 10 && this.loader.status === TaskStatus.PENDING; round++) {
      await this.loader.taskComplete.then(
        () => undefined,
        () => undefined,
      );
      done = await super.getUpdateComplete();
    }
    return done;
  }

  private publish(result: ConfigResult | typeof initialState): void {
    if (typeof result !== 'object') return;
    if (!result.ok) {
      this.dispatchEvent(new ApiSpecErrorEvent(result.url, result.diagnostics));
      return;
    }
    this.provider.setValue(result.settings);
    this.dispatchEvent(new ApiConfigLoadEvent(result.url, result.settings, result.diagnostics));
  }

  override render(): TemplateResult {
    return html`${this.renderStatus()}<slot></slot>`;
  }

  private renderStatus(): TemplateResult | typeof nothing {
    if (this.loader.status === TaskStatus.ERROR) {
      return renderErrorPanel({
        title: 'The documentation settings (docs.json) could not be loaded',
        diagnostics: this.diagnostics,
      });
    }
    const result = this.loader.value;
    if (this.loader.status !== TaskStatus.COMPLETE || result === undefined) return nothing;
    if (!result.ok)
      return renderErrorPanel({
        title: 'The documentation settings (docs.json) could not be read',
        diagnostics: result.diagnostics,
      });
    return (
      renderWarningNote(
        result.diagnostics.filter((d) => d.severity !== 'info'),
        'docs.json',
      ) ?? nothing
    );
  }
}
