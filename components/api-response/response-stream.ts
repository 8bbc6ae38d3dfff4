/**
 * The items of a streamed response (server-sent events, JSON lines) as they arrive: each checked by
 * the host's `itemCheck` when one is given (3.2's `itemSchema`), mismatches marked on that item, a
 * live count, Pause (new items are held, still counted, shown on Resume) and Clear.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Mismatch } from '../../src/check/mismatches.js';
import type { ItemChecker } from '../../src/check/stream-check.js';
import type { ServerSentEvent } from '../../src/request/stream.js';

export type StreamItem =
  | { readonly kind: 'event'; readonly event: ServerSentEvent; readonly mismatches: readonly Mismatch[] }
  | { readonly kind: 'line'; readonly line: string; readonly mismatches: readonly Mismatch[] };

/** What a stream has brought so far (since the last Clear). */
export interface StreamCount {
  readonly items: number;
  readonly mismatches: number;
}

export class StreamLog {
  items: StreamItem[] = [];
  mismatched = 0;
  paused = false;
  /** Items on screen while paused. */
  private shownCount = 0;
  checker?: ItemChecker;

  constructor(private readonly host: ReactiveControllerHost) {}

  get count(): StreamCount {
    return { items: this.items.length, mismatches: this.mismatched };
  }

  get shown(): readonly StreamItem[] {
    return this.paused ? this.items.slice(0, this.shownCount) : this.items;
  }

  get held(): number {
    return this.paused ? this.items.length - this.shownCount : 0;
  }

  reset(checker: ItemChecker | undefined): void {
    this.items = [];
    this.mismatched = 0;
    this.paused = false;
    this.shownCount = 0;
    this.checker = checker;
  }

  addEvents(events: readonly ServerSentEvent[]): void {
    if (events.length === 0) return;
    this.push(events.map((event) => ({ kind: 'event', event, mismatches: this.checker?.event(event) ?? [] })));
  }

  addLines(lines: readonly string[]): void {
    if (lines.length === 0) return;
    this.push(lines.map((line) => ({ kind: 'line', line, mismatches: this.checker?.line(line) ?? [] })));
  }

  private push(items: readonly StreamItem[]): void {
    this.items = [...this.items, ...items];
    this.mismatched += items.filter((i) => i.mismatches.length > 0).length;
    this.host.requestUpdate();
  }

  togglePause(): void {
    this.paused = !this.paused;
    this.shownCount = this.items.length;
    this.host.requestUpdate();
  }

  clear(): void {
    this.items = [];
    this.mismatched = 0;
    this.shownCount = 0;
    this.host.requestUpdate();
  }
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function renderMismatches(item: StreamItem): TemplateResult | typeof nothing {
  if (item.mismatches.length === 0) return nothing;
  return html`<div class="item-mismatch" part="item-mismatches">
    <p class="item-mismatch-title"><strong>Does not match the itemSchema</strong></p>
    <ul>
      ${item.mismatches.map(
        (m) =>
          html`<li data-pointer=${m.pointer}><code>${m.pointer || '(the whole item)'}</code>: expected ${m.expected}, got ${m.actual}</li>`,
      )}
    </ul>
  </div>`;
}

function renderItem(item: StreamItem, pretty: (text: string) => string): TemplateResult {
  const bad = item.mismatches.length > 0;
  if (item.kind === 'event') {
    const e = item.event;
    return html`<li class=${bad ? 'event mismatch' : 'event'} part="event" data-mismatch=${bad ? 'true' : 'false'}>
      <span class="event-name">${e.event}</span>${e.id === undefined ? nothing : html` <span class="event-id">id ${e.id}</span>`}
      <pre class="event-data"><code>${e.data}</code></pre>
      ${renderMismatches(item)}
    </li>`;
  }
  return html`<li class=${bad ? 'record mismatch' : 'record'} part="line" data-mismatch=${bad ? 'true' : 'false'}>
    <pre class="event-data"><code>${pretty(item.line)}</code></pre>${renderMismatches(item)}
  </li>`;
}

export interface StreamViewData {
  readonly log: StreamLog;
  readonly kind: 'event-stream' | 'ndjson';
  readonly done: boolean;
  readonly pretty: (text: string) => string;
}

function statusText(d: StreamViewData): string {
  const n = d.log.count.items;
  const what = d.kind === 'event-stream' ? plural(n, 'event') : plural(n, 'line');
  const base = d.done
    ? d.kind === 'event-stream'
      ? `Stream ended after ${what}.`
      : `${what}.`
    : `Receiving… ${d.kind === 'event-stream' ? what : n} so far.`;
  if (d.log.checker === undefined) return base;
  const bad = d.log.count.mismatches;
  return `${base} ${bad === 0 ? 'All match the itemSchema.' : `${plural(bad, 'item')} ${bad === 1 ? 'does' : 'do'} not match the itemSchema.`}`;
}

/** The list, the count and its controls. */
export function renderStream(d: StreamViewData): TemplateResult {
  const { log } = d;
  const events = d.kind === 'event-stream';
  return html`<div class="stream-bar" part="stream-controls">
      <span class="stream-count" part="stream-count" data-items=${log.count.items} data-mismatches=${log.count.mismatches}
        >${plural(log.count.items, events ? 'event' : 'line')}${log.checker ? html`, ${plural(log.count.mismatches, 'mismatch', 'mismatches')}` : nothing}${log.held > 0 ? html` (${log.held} held while paused)` : nothing}</span
      >
      <button type="button" part="stream-pause" aria-pressed=${log.paused ? 'true' : 'false'} @click=${() => log.togglePause()}>${log.paused ? 'Resume' : 'Pause'}</button>
      <button type="button" part="stream-clear" @click=${() => log.clear()}>Clear</button>
    </div>
    <ol class="events" part=${events ? 'events' : 'lines'} aria-label=${events ? 'Server-sent events' : 'Response lines'}>
      ${log.shown.map((item) => renderItem(item, d.pretty))}
    </ol>
    <p class="note" part="status" role="status">${statusText(d)}</p>`;
}
