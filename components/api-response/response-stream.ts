/**
 * The items of a streamed response (server-sent events, JSON lines) as they arrive: each checked by
 * the host's `itemCheck` when one is given (3.2's `itemSchema`), mismatches marked on that item, a
 * live count, Pause (new items are held, still counted, shown on Resume) and Clear.
 */
import { msg, str } from '@lit/localize';
import { formatNumber, plural } from '../shared/intl-format.js';
import { mismatchCount } from '../shared/ui-words.js';
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

function renderMismatches(item: StreamItem): TemplateResult | typeof nothing {
  if (item.mismatches.length === 0) return nothing;
  return html`<div class="item-mismatch" part="item-mismatches">
    <p class="item-mismatch-title"><strong>${msg('Does not match the itemSchema', { id: 'stream.item-mismatch' })}</strong></p>
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
  const events = d.kind === 'event-stream';
  const base = d.done
    ? events
      ? streamEnded(n)
      : linesRead(n)
    : msg(str`Receiving… ${events ? eventsSoFar(n) : formatNumber(n)} so far.`, { id: 'stream.receiving' });
  if (d.log.checker === undefined) return base;
  const bad = d.log.count.mismatches;
  return `${base} ${bad === 0 ? msg('All match the itemSchema.', { id: 'stream.all-match' }) : itemsMismatch(bad)}`;
}

/** "Stream ended after 3 events." */
function streamEnded(count: number): string {
  return plural(count, {
    zero: (n) => msg(str`Stream ended after ${n} events.`, { id: 'stream.ended.zero' }),
    one: (n) => msg(str`Stream ended after ${n} event.`, { id: 'stream.ended.one' }),
    two: (n) => msg(str`Stream ended after ${n} events.`, { id: 'stream.ended.two' }),
    few: (n) => msg(str`Stream ended after ${n} events.`, { id: 'stream.ended.few' }),
    many: (n) => msg(str`Stream ended after ${n} events.`, { id: 'stream.ended.many' }),
    other: (n) => msg(str`Stream ended after ${n} events.`, { id: 'stream.ended.other' }),
  });
}

/** "3 events", while the stream is still arriving. */
function eventsSoFar(count: number): string {
  return plural(count, {
    zero: (n) => msg(str`${n} events`, { id: 'stream.events-count.zero' }),
    one: (n) => msg(str`${n} event`, { id: 'stream.events-count.one' }),
    two: (n) => msg(str`${n} events`, { id: 'stream.events-count.two' }),
    few: (n) => msg(str`${n} events`, { id: 'stream.events-count.few' }),
    many: (n) => msg(str`${n} events`, { id: 'stream.events-count.many' }),
    other: (n) => msg(str`${n} events`, { id: 'stream.events-count.other' }),
  });
}

/** "3 lines." */
function linesRead(count: number): string {
  return plural(count, {
    zero: (n) => msg(str`${n} lines.`, { id: 'stream.lines-count.zero' }),
    one: (n) => msg(str`${n} line.`, { id: 'stream.lines-count.one' }),
    two: (n) => msg(str`${n} lines.`, { id: 'stream.lines-count.two' }),
    few: (n) => msg(str`${n} lines.`, { id: 'stream.lines-count.few' }),
    many: (n) => msg(str`${n} lines.`, { id: 'stream.lines-count.many' }),
    other: (n) => msg(str`${n} lines.`, { id: 'stream.lines-count.other' }),
  });
}

/** "3 lines", in the stream's count. */
function linesSoFar(count: number): string {
  return plural(count, {
    zero: (n) => msg(str`${n} lines`, { id: 'stream.lines-so-far.zero' }),
    one: (n) => msg(str`${n} line`, { id: 'stream.lines-so-far.one' }),
    two: (n) => msg(str`${n} lines`, { id: 'stream.lines-so-far.two' }),
    few: (n) => msg(str`${n} lines`, { id: 'stream.lines-so-far.few' }),
    many: (n) => msg(str`${n} lines`, { id: 'stream.lines-so-far.many' }),
    other: (n) => msg(str`${n} lines`, { id: 'stream.lines-so-far.other' }),
  });
}

/** "2 items do not match the itemSchema." */
function itemsMismatch(count: number): string {
  return plural(count, {
    zero: (n) => msg(str`${n} items do not match the itemSchema.`, { id: 'stream.items-mismatch.zero' }),
    one: (n) => msg(str`${n} item does not match the itemSchema.`, { id: 'stream.items-mismatch.one' }),
    two: (n) => msg(str`${n} items do not match the itemSchema.`, { id: 'stream.items-mismatch.two' }),
    few: (n) => msg(str`${n} items do not match the itemSchema.`, { id: 'stream.items-mismatch.few' }),
    many: (n) => msg(str`${n} items do not match the itemSchema.`, { id: 'stream.items-mismatch.many' }),
    other: (n) => msg(str`${n} items do not match the itemSchema.`, { id: 'stream.items-mismatch.other' }),
  });
}

/** The list, the count and its controls. */
export function renderStream(d: StreamViewData): TemplateResult {
  const { log } = d;
  const events = d.kind === 'event-stream';
  return html`<div class="stream-bar" part="stream-controls">
      <span class="stream-count" part="stream-count" data-items=${log.count.items} data-mismatches=${log.count.mismatches}
        >${events ? eventsSoFar(log.count.items) : linesSoFar(log.count.items)}${log.checker ? html`, ${mismatchCount(log.count.mismatches)}` : nothing}${log.held > 0 ? html` ${msg(str`(${formatNumber(log.held)} held while paused)`, { id: 'stream.held' })}` : nothing}</span
      >
      <button type="button" part="stream-pause" aria-pressed=${log.paused ? 'true' : 'false'} @click=${() => log.togglePause()}>${log.paused ? msg('Resume', { id: 'stream.resume' }) : msg('Pause', { id: 'stream.pause' })}</button>
      <button type="button" part="stream-clear" @click=${() => log.clear()}>${msg('Clear', { id: 'stream.clear' })}</button>
    </div>
    <ol class="events" part=${events ? 'events' : 'lines'} aria-label=${events ? msg('Server-sent events', { id: 'stream.events' }) : msg('Response lines', { id: 'stream.lines' })}>
      ${log.shown.map((item) => renderItem(item, d.pretty))}
    </ol>
    <p class="note" part="status" role="status">${statusText(d)}</p>`;
}
