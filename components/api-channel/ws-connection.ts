/**
 * One WebSocket for the playground, as a Lit reactive controller: connects, sends, closes and keeps
 * an immutable log (a new array per entry, so the host re-renders). Binary frames arrive as
 * ArrayBuffers. The log is bounded so a chatty server cannot grow the page without end.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { binaryEntry, explainClose, noteEntry, textEntry, type LogEntry } from './ws-frames.js';

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'closing' | 'closed';

export interface CloseInfo {
  readonly code: number;
  readonly reason: string;
  readonly wasClean: boolean;
  /** The code in words. */
  readonly explanation: string;
}

const LOG_LIMIT = 500;

export class WsConnection implements ReactiveController {
  state: ConnectionState = 'idle';
  entries: readonly LogEntry[] = [];
  /** The subprotocol the server chose, once open. */
  protocol = '';
  lastClose?: CloseInfo;
  /** The URL of the current or last connection. */
  url = '';
  private socket?: WebSocket;
  private lastTarget?: { url: string; protocols: readonly string[] };

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.close(1000, 'Page left');
  }

  get canReconnect(): boolean {
    return this.lastTarget !== undefined && (this.state === 'closed' || this.state === 'open');
  }

  connect(url: string, protocols: readonly string[]): void {
    this.drop();
    this.lastTarget = { url, protocols };
    this.url = url;
    this.protocol = '';
    delete this.lastClose;
    let socket: WebSocket;
    try {
      socket = new WebSocket(url, [...protocols]);
    } catch (error) {
      this.state = 'closed';
      this.add(noteEntry('error', `Could not connect: ${error instanceof Error ? error.message : String(error)}`));
      return;
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.state = 'connecting';
    this.add(noteEntry('state', `Connecting to ${redactUrl(url)}`));
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.state = 'open';
      this.protocol = socket.protocol;
      this.add(noteEntry('state', socket.protocol ? `Connected (subprotocol accepted)` : 'Connected'));
    });
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (this.socket !== socket) return;
      const data = event.data;
      if (typeof data === 'string') this.add(textEntry('received', data));
      else if (data instanceof ArrayBuffer) this.add(binaryEntry('received', new Uint8Array(data)));
    });
    socket.addEventListener('error', () => {
      if (this.socket !== socket) return;
      // Browsers say nothing more, on purpose: the close event that follows carries the code.
      this.add(noteEntry('error', 'The connection failed or was refused.'));
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.state = 'closed';
      this.lastClose = {
        code: event.code,
        reason: event.reason,
        wasClean: event.wasClean,
        explanation: explainClose(event.code),
      };
      const reason = event.reason ? ` Reason: “${event.reason}”.` : '';
      this.add(noteEntry('state', `Closed: ${this.lastClose.explanation}.${reason}`));
    });
  }

  reconnect(): void {
    if (this.lastTarget !== undefined) this.connect(this.lastTarget.url, this.lastTarget.protocols);
  }

  send(text: string): boolean {
    if (this.socket === undefined || this.state !== 'open') return false;
    this.socket.send(text);
    this.add(textEntry('sent', text));
    return true;
  }

  close(code = 1000, reason = ''): void {
    if (this.socket === undefined) return;
    if (this.state === 'open' || this.state === 'connecting') {
      this.state = 'closing';
      this.socket.close(code, reason);
      this.host.requestUpdate();
    }
  }

  clear(): void {
    this.entries = [];
    this.host.requestUpdate();
  }

  /** Closes without waiting and forgets the socket (a new connect replaces it). */
  private drop(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (socket !== undefined && socket.readyState <= WebSocket.OPEN) socket.close(1000, 'Reconnecting');
  }

  private add(entry: LogEntry): void {
    const next = [...this.entries, entry];
    this.entries = next.length > LOG_LIMIT ? next.slice(next.length - LOG_LIMIT) : next;
    this.host.requestUpdate();
  }
}

/** The URL for the log, with query values hidden (they may hold a key). */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    for (const key of [...parsed.searchParams.keys()]) parsed.searchParams.set(key, '…');
    return parsed.href.replace(/%E2%80%A6/g, '…');
  } catch {
    return url;
  }
}
