import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, state } from 'lit/decorators.js';
import { toDiagnostics } from '../../src/diagnostics.js';
import type { ResolvedOperation } from '../../src/openapi/types.js';
import { renderErrorPanel } from '../shared/error-panel.js';
import { operationTask } from '../shared/operation-task.js';
import { SpecSourceController } from '../shared/spec-source-controller.js';
import { styles } from './api-playground.styles.js';
import { renderNotYet, renderResult } from './playground-result.js';
import { explainFetchError, type SendOutcome } from './playground-send.js';
import {
  checkReceiver,
  composeHeaders,
  composePayload,
  curlCommand,
  parseHeaders,
  payloadMedia,
} from './webhook-compose.js';

const webhookStyles = css`
  .curl pre {
    margin: 0.4em 0 0;
    padding: 0.5em 0.75em;
    overflow-x: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    font-family: var(--_font-mono);
    font-size: 0.85em;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .curl summary {
    cursor: pointer;
    color: var(--_muted);
  }
  textarea.headers-text {
    min-height: 4.5em;
  }
`;

/**
 * "Send a test event" for a webhook: composes the payload from the webhook's example (else from its
 * schema) and the headers it declares, lets the reader edit them and enter the URL of their own
 * receiver, sends the event from the browser and shows what the receiver answered. `<api-endpoint>`
 * shows it on a webhook page; alone, give `spec` and `operation` (the webhook's operationId or
 * `WEBHOOK name`), or a resolved operation object.
 *
 * The event goes straight from the reader's browser to the receiver, never through the docs proxy: the
 * proxy forwards only to servers the site declares, and a reader's receiver (often on localhost in
 * development) is none of them. So the receiver must allow the docs site's origin (CORS, including the
 * preflight for a JSON body); when it does not, the reason is explained and the same event is offered as
 * a curl command.
 *
 * @tagname api-webhook-test
 * @csspart base - The wrapper.
 * @csspart receiver - The receiver URL input.
 * @csspart headers-input - The headers, one `Name: value` a line.
 * @csspart payload - The payload editor.
 * @csspart send - The "Send test event" button.
 * @csspart problems - Why the event cannot be sent yet.
 * @csspart curl - The same event as a curl command.
 * @csspart result - The receiver's answer or the failure.
 * @csspart status - The receiver's status and reason.
 * @csspart response - The `<api-response>` with the receiver's body.
 * @csspart error - Why no event can be composed (the webhook is not in the spec, or the spec failed to load).
 * @fires {CustomEvent} api-webhook-test-send - The event was sent: `detail` is `{ url, method, status }` (`status` 0 when it failed).
 */
export class ApiWebhookTest extends HydratableElement {
  static override styles = [styles, webhookStyles];

  private readonly specSource = new SpecSourceController(this, { spec: () => this.spec });
  private readonly operationTask = operationTask(this, {
    ref: () => (typeof this.operation === 'string' ? this.operation : undefined),
    spec: () => this.specSource.spec,
  });

  /** URL of an OpenAPI document, when used alone (else the spec from context). */
  @property({ reflect: true }) spec?: string;
  /** The webhook: its operationId or `WEBHOOK name` (with a spec), or a resolved operation object (property). */
  @property({ converter: { fromAttribute: (v: string | null) => v ?? undefined } }) operation?:
    string | ResolvedOperation;
  /** The receiver URL to start with (the reader may change it). */
  @property() receiver = '';
  /** Milliseconds before the receiver is given up. */
  @property({ type: Number }) timeout = 30_000;

  @state() private receiverUrl = '';
  @state() private mediaType = '';
  @state() private payload = '';
  @state() private headersText = '';
  @state() private problems: readonly string[] = [];
  @state() private sending = false;
  @state() private outcome?: SendOutcome;
  @state() private size?: number;

  private composedFor?: ResolvedOperation;

  /** The webhook in use (a given object, or the one looked up in the spec). */
  get resolvedOperation(): ResolvedOperation | undefined {
    if (typeof this.operation === 'object') return this.operation;
    const value = this.operationTask.value;
    return typeof value === 'object' ? value : undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('receiver') && this.receiverUrl === '') this.receiverUrl = this.receiver;
    const op = this.resolvedOperation;
    if (op && op !== this.composedFor) {
      this.composedFor = op;
      this.compose(payloadMedia(op)[0]?.mediaType ?? '');
      this.outcome = undefined;
    }
  }

  private compose(mediaType: string): void {
    const op = this.resolvedOperation;
    const media = payloadMedia(op).find((m) => m.mediaType === mediaType);
    this.mediaType = mediaType;
    this.payload = composePayload(media);
    this.headersText = composeHeaders(op, media);
    this.problems = [];
  }

  /** Sends the test event to the receiver and shows its answer. */
  async send(): Promise<void> {
    const op = this.resolvedOperation;
    if (!op || this.sending) return;
    const receiver = checkReceiver(this.receiverUrl);
    const { headers, problems } = parseHeaders(this.headersText);
    this.problems = 'problem' in receiver ? [receiver.problem, ...problems] : problems;
    this.outcome = undefined;
    if ('problem' in receiver || problems.length > 0) return;
    const url = receiver.url.href;
    const method = op.method.toUpperCase();
    this.sending = true;
    this.size = undefined;
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: this.payload,
        credentials: 'omit',
        redirect: 'manual',
        cache: 'no-store',
        signal: AbortSignal.timeout(this.timeout),
      });
      await import('../api-response/api-response.js');
      const duration = performance.now() - started;
      this.outcome = { kind: 'response', response, url, duration, started, omittedCookies: [] };
      this.announce(url, method, response.status);
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      this.outcome = {
        kind: 'failure',
        url,
        failure: timedOut
          ? {
              reason: 'timeout',
              title: 'The receiver did not answer in time',
              explanation: [`Nothing came back within ${this.timeout / 1000} seconds.`],
            }
          : await explainFetchError(url),
      };
      this.announce(url, method, 0);
    } finally {
      this.sending = false;
    }
  }

  private announce(url: string, method: string, status: number): void {
    this.dispatchEvent(
      new CustomEvent('api-webhook-test-send', { bubbles: true, composed: true, detail: { url, method, status } }),
    );
  }

  override render(): TemplateResult | typeof nothing {
    const op = this.resolvedOperation;
    if (!op) {
      if (this.operationTask.error === undefined) return nothing;
      return renderErrorPanel({
        title: 'No test event can be composed for this webhook',
        diagnostics: toDiagnostics(this.operationTask.error, this.spec),
      });
    }
    const media = payloadMedia(op);
    const parsed = parseHeaders(this.headersText);
    const receiver = checkReceiver(this.receiverUrl);
    const curl = curlCommand(
      op.method,
      'url' in receiver ? receiver.url.href : '<your receiver URL>',
      parsed.headers,
      this.payload,
    );
    return html`<section class="base" part="base" aria-label=${`Send a test ${op.path} event`}>
      <form novalidate @submit=${(e: Event) => {
        e.preventDefault();
        void this.send();
      }}>
        <div class="field">
          <label for="receiver" class="field-label">Your receiver URL</label>
          <input id="receiver" part="receiver" type="url" inputmode="url" autocomplete="url" placeholder="http://localhost:3000/webhooks"
            .value=${this.receiverUrl} @input=${(e: Event) => (this.receiverUrl = (e.target as HTMLInputElement).value)} />
          <span class="hint">Sent from your browser straight to this URL (not through the docs proxy): the receiver must allow this site's origin (CORS).</span>
        </div>
        ${
          media.length > 1
            ? html`<div class="field">
                <label for="media" class="field-label">Payload media type</label>
                <select id="media" .value=${this.mediaType} @change=${(e: Event) => this.compose((e.target as HTMLSelectElement).value)}>
                  ${media.map((m) => html`<option value=${m.mediaType} ?selected=${m.mediaType === this.mediaType}>${m.mediaType}</option>`)}
                </select>
              </div>`
            : nothing
        }
        <div class="field">
          <label for="headers" class="field-label">Headers</label>
          <textarea id="headers" class="headers-text" part="headers-input" spellcheck="false" aria-describedby="headers-hint"
            .value=${this.headersText} @input=${(e: Event) => (this.headersText = (e.target as HTMLTextAreaElement).value)}></textarea>
          <span class="hint" id="headers-hint">One <code>Name: value</code> a line.</span>
        </div>
        <div class="field">
          <label for="payload" class="field-label">Payload</label>
          <textarea id="payload" class="body-text" part="payload" spellcheck="false"
            .value=${this.payload} @input=${(e: Event) => (this.payload = (e.target as HTMLTextAreaElement).value)}></textarea>
        </div>
        ${
          this.problems.length > 0
            ? renderNotYet(
                'The event cannot be sent yet',
                this.problems.map((message) => ({ message })),
              )
            : nothing
        }
        <div class="actions">
          <button type="submit" class="send" part="send" ?disabled=${this.sending}>${this.sending ? 'Sending…' : 'Send test event'}</button>
          <span class="hint">${op.method.toUpperCase()} to your receiver</span>
        </div>
        <details class="curl" part="curl">
          <summary>Send it from a terminal (curl)</summary>
          <pre tabindex="0" aria-label="curl command"><code>${curl}</code></pre>
        </details>
      </form>
      <div class="result" part="result" aria-live="polite">${this.renderOutcome()}</div>
    </section>`;
  }

  private renderOutcome(): TemplateResult | typeof nothing {
    const outcome = this.outcome;
    if (outcome === undefined) return nothing;
    return html`${outcome.kind === 'response' ? html`<p class="hint">The receiver answered:</p>` : nothing}
      ${renderResult({
        outcome,
        ...(this.size === undefined ? {} : { size: this.size }),
        onLoad: (e) => (this.size = (e.target as HTMLElement & { size: number }).size),
      })}`;
  }
}
