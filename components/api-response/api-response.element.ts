import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { until } from 'lit/directives/until.js';
import { highlight } from '../../src/highlight/index.js';
import { classifyResponse, filenameFromContentDisposition, type ResponseKind } from '../../src/request/classify.js';
import type { ItemChecker } from '../../src/check/stream-check.js';
import { EventStreamParser, LineSplitter } from '../../src/request/stream.js';
import { styles } from './api-response.styles.js';
import { formatBytes, grammarFor, readAll, readText } from './response-reader.js';
import { renderStream, StreamLog, type StreamCount } from './response-stream.js';

type View =
  | { readonly kind: 'empty' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'media'; readonly media: 'image' | 'audio' | 'video'; readonly blob: Blob }
  | { readonly kind: 'binary'; readonly blob: Blob; readonly filename: string }
  | { readonly kind: 'code'; readonly lang: string; readonly text: string }
  | { readonly kind: 'stream'; readonly stream: 'event-stream' | 'ndjson'; readonly done: boolean }
  | { readonly kind: 'error'; readonly message: string };

/** Pretty-prints JSON text; text that does not parse is shown as it came. */
function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * A response body shown by its media type (spec section 2.8): images inline, audio and video in
 * players (from blob URLs, revoked when replaced), JSON pretty-printed and highlighted, text, XML and
 * HTML as highlighted code (HTML is never rendered), other bytes as a download named from
 * `Content-Disposition`. `text/event-stream` is shown event by event and `application/x-ndjson` line
 * by line as they stream, with a live count, Pause and Clear; given an `itemCheck` (the playground
 * passes one built from OpenAPI 3.2's `itemSchema`), each item is checked as it arrives and a mismatch
 * is marked on it. Long text is cut at `display-limit` characters with a "Show all" button.
 *
 * Give it a fetch `Response` (`.response`, whose body it reads) or a `Blob` (`.body`) with `content-type`.
 *
 * @tagname api-response
 * @csspart base - The wrapper.
 * @csspart image - The inline image.
 * @csspart audio - The audio player.
 * @csspart video - The video player.
 * @csspart download - The download link for a binary body.
 * @csspart code - The code block.
 * @csspart events - The list of server-sent events.
 * @csspart event - One server-sent event.
 * @csspart lines - The list of NDJSON lines.
 * @csspart line - One NDJSON line.
 * @csspart item-mismatches - On an event or line that does not match the item schema: each mismatch.
 * @csspart stream-controls - Above a stream: the count, Pause and Clear.
 * @csspart stream-count - The number of items (and of mismatches, when checked) so far.
 * @csspart stream-pause - Pause (new items are held, still counted) and Resume.
 * @csspart stream-clear - Clear the items shown so far (and the count).
 * @csspart truncated - The note and "Show all" button under a cut body.
 * @csspart status - The streaming state ("Receiving…", "Stream ended").
 * @cssproperty --api-response-max-height - Maximum height of the code block and event list (default 28em).
 * @fires {Event} load - The whole body has been read (`size` is final). Does not bubble.
 */
export class ApiResponse extends HydratableElement {
  static override styles = styles;

  /** A fetch Response; its body is read once, as soon as it is set. */
  @property({ attribute: false }) response?: Response;
  /** A body to show without a Response (with `content-type`). */
  @property({ attribute: false }) body?: Blob;
  /** The media type of `body` (a Response brings its own). */
  @property({ attribute: 'content-type' }) contentType?: string;
  /** The download name for a binary `body` (a Response's `Content-Disposition` wins). */
  @property() filename?: string;
  /** Text longer than this many characters is cut for display, with a "Show all" button. */
  @property({ type: Number, attribute: 'display-limit' }) displayLimit = 100_000;
  /** Checks each event or line of a stream as it arrives (set before `response`). */
  @property({ attribute: false }) itemCheck?: ItemChecker;

  @state() private view: View = { kind: 'empty' };
  @state() private showAll = false;
  @state() private objectUrl?: string;
  /** Bytes of the body read so far. */
  @state() size = 0;

  private reading?: AbortController;
  private readonly log = new StreamLog(this);

  /** Items of a stream so far (since the last Clear), and how many did not match `itemCheck`. */
  get streamCount(): StreamCount {
    return this.log.count;
  }
  private urlBlob?: Blob;

  /** The kind of view the body got (`image`, `json`, `event-stream`, …), once known. */
  get kind(): ResponseKind | undefined {
    return this.resolvedKind;
  }
  private resolvedKind?: ResponseKind;

  /** The media type shown to assistive technology, e.g. `image/png`. */
  private get contentTypeLabel(): string {
    const type = this.response?.headers.get('content-type') ?? this.contentType ?? this.body?.type ?? '';
    return type.split(';')[0]!.trim() || 'unknown type';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.releaseUrl();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const blob = this.view.kind === 'media' || this.view.kind === 'binary' ? this.view.blob : undefined;
    if (blob !== undefined && this.objectUrl === undefined) this.useBlob(blob);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('response') || changed.has('body') || (changed.has('contentType') && this.response === undefined))
      this.start();
  }

  private releaseUrl(): void {
    if (this.objectUrl !== undefined) URL.revokeObjectURL(this.objectUrl);
    this.objectUrl = undefined;
    this.urlBlob = undefined;
  }

  private useBlob(blob: Blob): void {
    if (this.urlBlob === blob) return;
    this.releaseUrl();
    this.urlBlob = blob;
    this.objectUrl = URL.createObjectURL(blob);
  }

  private start(): void {
    this.reading?.abort();
    this.releaseUrl();
    this.showAll = false;
    this.size = 0;
    this.resolvedKind = undefined;
    const reading = new AbortController();
    this.reading = reading;
    const source = this.response ?? this.body;
    if (source === undefined) {
      this.view = { kind: 'empty' };
      return;
    }
    this.view = { kind: 'loading' };
    this.read(reading.signal).then(
      () => {
        if (!reading.signal.aborted) this.dispatchEvent(new Event('load'));
      },
      (error: unknown) => {
        if (reading.signal.aborted) return;
        this.view = { kind: 'error', message: error instanceof Error ? error.message : String(error) };
      },
    );
  }

  private async read(signal: AbortSignal): Promise<void> {
    const response = this.response;
    const contentType = response
      ? (response.headers.get('content-type') ?? '')
      : (this.contentType ?? this.body?.type ?? '');
    const stream = response ? response.body : (this.body?.stream() ?? null);
    const progress = ({ bytes }: { bytes: number }): void => {
      this.size = bytes;
    };
    let kind = classifyResponse(contentType);
    if (kind === 'event-stream' || kind === 'ndjson') {
      this.resolvedKind = kind;
      await this.readStreamed(kind, stream, signal);
      return;
    }
    const bytes = await readAll(stream, signal, progress);
    this.size = bytes.length;
    if (kind === 'binary') kind = classifyResponse(contentType, bytes.subarray(0, 512));
    this.resolvedKind = kind;
    const type = contentType.split(';')[0]!.trim();
    if (kind === 'image' || kind === 'audio' || kind === 'video') {
      const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
      this.useBlob(blob);
      this.view = { kind: 'media', media: kind, blob };
    } else if (kind === 'binary') {
      const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: type || 'application/octet-stream' });
      const named =
        filenameFromContentDisposition(response?.headers.get('content-disposition')) ?? this.filename ?? 'response.bin';
      this.useBlob(blob);
      this.view = { kind: 'binary', blob, filename: named };
    } else {
      const text = new TextDecoder().decode(bytes);
      this.view = {
        kind: 'code',
        lang: grammarFor(kind, contentType),
        text: kind === 'json' ? prettyJson(text) : text,
      };
    }
  }

  private async readStreamed(
    kind: 'event-stream' | 'ndjson',
    stream: ReadableStream<Uint8Array> | null,
    signal: AbortSignal,
  ): Promise<void> {
    this.log.reset(this.itemCheck);
    this.view = { kind: 'stream', stream: kind, done: false };
    const parser = kind === 'event-stream' ? new EventStreamParser() : undefined;
    const splitter = new LineSplitter();
    const blank = (line: string): boolean => line.trim() === '';
    await readText(stream, signal, (text, { bytes }) => {
      this.size = bytes;
      if (parser) this.log.addEvents(parser.push(text));
      else this.log.addLines(splitter.push(text).filter((l) => !blank(l)));
    });
    if (parser) this.log.addEvents(parser.end());
    else this.log.addLines(splitter.end().filter((l) => !blank(l)));
    this.view = { kind: 'stream', stream: kind, done: true };
  }

  override render(): TemplateResult {
    return html`<div class="base" part="base" aria-busy=${this.view.kind === 'loading' ? 'true' : 'false'}>${this.renderView()}</div>`;
  }

  private renderView(): TemplateResult | typeof nothing {
    const view = this.view;
    switch (view.kind) {
      case 'empty':
        return nothing;
      case 'loading':
        return html`<p class="note" role="status">Reading the response…</p>`;
      case 'error':
        return html`<p class="note error" role="alert">The response body could not be read: ${view.message}</p>`;
      case 'media':
        return this.renderMedia(view.media);
      case 'binary':
        return html`<p class="download-row">
          <a part="download" class="download" href=${this.objectUrl ?? nothing} download=${view.filename}>Download ${view.filename}</a>
          <span class="note">${formatBytes(view.blob.size)} of binary data</span>
        </p>`;
      case 'code':
        return this.renderCode(view.text, view.lang);
      case 'stream':
        return renderStream({ log: this.log, kind: view.stream, done: view.done, pretty: prettyJson });
    }
  }

  private renderMedia(media: 'image' | 'audio' | 'video'): TemplateResult {
    const src = this.objectUrl ?? nothing;
    if (media === 'image')
      return html`<img part="image" class="image" src=${src} alt=${`Body of the response (${this.contentTypeLabel})`} />`;
    if (media === 'audio')
      return html`<audio part="audio" controls preload="metadata" src=${src} aria-label="The audio the server returned"></audio>`;
    return html`<video part="video" class="video" controls preload="metadata" src=${src} aria-label="The video the server returned"></video>`;
  }

  private renderCode(text: string, lang: string): TemplateResult {
    const cut = !this.showAll && text.length > this.displayLimit;
    const shown = cut ? text.slice(0, this.displayLimit) : text;
    const plain = html`<pre class="code" part="code" tabindex="0" aria-label="Response body"><code>${shown}</code></pre>`;
    const highlighted = highlight(shown, lang).then(
      (markup) =>
        html`<div class="code highlighted" part="code" role="group" aria-label="Response body">${unsafeHTML(markup)}</div>`,
      () => plain,
    );
    return html`${until(highlighted, plain)}
    ${
      cut
        ? html`<p class="truncated" part="truncated">
            Showing the first ${this.displayLimit.toLocaleString('en')} of ${text.length.toLocaleString('en')} characters.
            <button type="button" @click=${() => (this.showAll = true)}>Show all</button>
          </p>`
        : nothing
    }`;
  }
}
