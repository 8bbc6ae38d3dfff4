/**
 * Incremental readers for streamed responses: Server-Sent Events (the WHATWG event-stream format)
 * and newline-delimited JSON. Feed text as it arrives; complete items come out as soon as they end.
 */

export interface ServerSentEvent {
  /** `message` unless the stream named it. */
  readonly event: string;
  readonly data: string;
  readonly id?: string;
  readonly retry?: number;
}

/** Splits text into lines (`\n`, `\r\n` or `\r`), keeping an unfinished last line for the next chunk. */
export class LineSplitter {
  private rest = '';
  /** The last chunk ended in `\r`: a `\n` starting the next one belongs to it. */
  private skipLineFeed = false;

  push(text: string): string[] {
    const chunk = this.skipLineFeed && text.startsWith('\n') ? text.slice(1) : text;
    const all = this.rest + chunk;
    this.skipLineFeed = all.endsWith('\r');
    const lines = all.split(/\r\n|\r|\n/);
    this.rest = lines.pop() ?? '';
    return lines;
  }

  /** The unfinished last line, if any. */
  end(): string[] {
    const last = this.rest;
    this.rest = '';
    return last === '' ? [] : [last];
  }
}

/** Parses `text/event-stream`: `event:`, `data:` (joined by `\n`), `id:`, `retry:`; comments and blank data are dropped. */
export class EventStreamParser {
  private readonly lines = new LineSplitter();
  private event = '';
  private data: string[] = [];
  private id: string | undefined;
  private retry: number | undefined;
  private first = true;

  push(text: string): ServerSentEvent[] {
    let chunk = text;
    if (this.first && chunk.length > 0) {
      chunk = chunk.replace(/^\uFEFF/, '');
      this.first = false;
    }
    const out: ServerSentEvent[] = [];
    for (const line of this.lines.push(chunk)) {
      const done = this.line(line);
      if (done) out.push(done);
    }
    return out;
  }

  /** The stream ended: an event without its blank line is discarded, as browsers do. */
  end(): ServerSentEvent[] {
    this.lines.end();
    return [];
  }

  private line(line: string): ServerSentEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return undefined;
  }

  private dispatch(): ServerSentEvent | undefined {
    const data = this.data;
    const event = this.event;
    this.data = [];
    this.event = '';
    if (data.length === 0) return undefined;
    return {
      event: event || 'message',
      data: data.join('\n'),
      ...(this.id === undefined ? {} : { id: this.id }),
      ...(this.retry === undefined ? {} : { retry: this.retry }),
    };
  }
}
