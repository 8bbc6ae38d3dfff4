/**
 * Frames and close codes as text for the log: JSON pretty-printed, binary frames by size with a hex
 * preview, and close codes (RFC 6455 §7.4, the IANA registry) explained in words. Pure functions.
 */

export type FrameDirection = 'sent' | 'received' | 'event';

export interface LogEntry {
  readonly id: number;
  readonly time: Date;
  readonly direction: FrameDirection;
  /** `text` and `binary` are frames; `state` notes a connection change; `error` a failure. */
  readonly kind: 'text' | 'binary' | 'state' | 'error';
  /** What the log shows: pretty JSON, the text as sent, or the note. */
  readonly text: string;
  /** The text was valid JSON and is shown pretty-printed. */
  readonly json?: boolean;
  /** Size in bytes (frames only). */
  readonly size?: number;
  /** Binary frames: the first bytes in hex. */
  readonly hex?: string;
}

const HEX_PREVIEW_BYTES = 64;

/** `de ad be ef …`: the first bytes in hex, and an ellipsis when there are more. */
export function hexPreview(bytes: Uint8Array, limit = HEX_PREVIEW_BYTES): string {
  const shown = Array.from(bytes.subarray(0, limit), (b) => b.toString(16).padStart(2, '0')).join(' ');
  return bytes.length > limit ? `${shown} …` : shown;
}

/** Pretty JSON when the text is a JSON object or array, else the text unchanged. */
export function prettyText(text: string): { text: string; json: boolean } {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return { text, json: false };
  try {
    return { text: JSON.stringify(JSON.parse(trimmed), null, 2), json: true };
  } catch {
    return { text, json: false };
  }
}

export function byteSize(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `12:04:05.123`, local time. */
export function formatTime(time: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}.${pad(time.getMilliseconds(), 3)}`;
}

const CLOSE_CODES: Readonly<Record<number, string>> = {
  1000: 'normal closure: the connection did what it was for',
  1001: 'going away: the server is shutting down or the page is leaving',
  1002: 'protocol error: a frame broke the WebSocket protocol',
  1003: 'unsupported data: the endpoint cannot accept this kind of frame (text or binary)',
  1005: 'no status: the close frame carried no code',
  1006: 'abnormal closure: the connection dropped without a close frame, or the handshake was refused (a wrong address, rejected credentials, a server that is down)',
  1007: 'invalid payload: a message was not consistent with its type (for example text that is not UTF-8)',
  1008: 'policy violation: the server refused a message or the client (often missing or wrong credentials)',
  1009: 'message too big: a frame was larger than the endpoint accepts',
  1010: 'missing extension: the server did not agree to an extension the client requires',
  1011: 'server error: the server met an unexpected condition',
  1012: 'service restart: the server is restarting; try again shortly',
  1013: 'try again later: the server is overloaded',
  1014: 'bad gateway: a proxy got an invalid answer from the server behind it',
  1015: 'TLS handshake failed: the server certificate could not be verified',
};

/** A close code in words, e.g. `1008 policy violation: …`. */
export function explainClose(code: number): string {
  const known = CLOSE_CODES[code];
  if (known !== undefined) return `${code} ${known}`;
  if (code >= 4000 && code <= 4999) return `${code} application code: its meaning is defined by this API`;
  if (code >= 3000 && code <= 3999) return `${code} registered code: defined by a library or framework`;
  return `${code} unknown code`;
}

let nextId = 1;

export function textEntry(direction: 'sent' | 'received', raw: string, time = new Date()): LogEntry {
  const pretty = prettyText(raw);
  return { id: nextId++, time, direction, kind: 'text', text: pretty.text, json: pretty.json, size: byteSize(raw) };
}

export function binaryEntry(direction: 'sent' | 'received', bytes: Uint8Array, time = new Date()): LogEntry {
  return {
    id: nextId++,
    time,
    direction,
    kind: 'binary',
    text: `Binary frame, ${formatSize(bytes.length)}`,
    size: bytes.length,
    hex: hexPreview(bytes),
  };
}

export function noteEntry(kind: 'state' | 'error', text: string, time = new Date()): LogEntry {
  return { id: nextId++, time, direction: 'event', kind, text };
}
