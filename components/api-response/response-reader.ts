/**
 * Reads a fetch Response body for display: whole (as bytes) or piece by piece (as text), counting
 * bytes, and stoppable. No lit here: the element decides what to show.
 */

export interface ReadProgress {
  /** Bytes read so far. */
  readonly bytes: number;
}

/** Reads every byte; `onChunk` sees the running count. Resolves with the bytes, or rejects when stopped. */
export async function readAll(
  body: ReadableStream<Uint8Array> | null,
  signal: AbortSignal,
  onProgress?: (progress: ReadProgress) => void,
): Promise<Uint8Array> {
  if (body === null) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  await readChunks(body, signal, (chunk) => {
    chunks.push(chunk);
    bytes += chunk.length;
    onProgress?.({ bytes });
  });
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Calls `onText` with decoded UTF-8 text as each chunk arrives (a character split across chunks waits for its rest). */
export async function readText(
  body: ReadableStream<Uint8Array> | null,
  signal: AbortSignal,
  onText: (text: string, progress: ReadProgress) => void,
): Promise<number> {
  if (body === null) return 0;
  const decoder = new TextDecoder();
  let bytes = 0;
  await readChunks(body, signal, (chunk) => {
    bytes += chunk.length;
    onText(decoder.decode(chunk, { stream: true }), { bytes });
  });
  const rest = decoder.decode();
  if (rest !== '') onText(rest, { bytes });
  return bytes;
}

async function readChunks(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onChunk: (chunk: Uint8Array) => void,
): Promise<void> {
  const reader = body.getReader();
  const stop = (): void => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      if (signal.aborted) throw signal.reason ?? new DOMException('Stopped', 'AbortError');
      const { done, value } = await reader.read();
      if (done) break;
      if (signal.aborted) throw signal.reason ?? new DOMException('Stopped', 'AbortError');
      onChunk(value);
    }
  } finally {
    signal.removeEventListener('abort', stop);
    reader.releaseLock();
  }
}

/** `1234` → `1.2 kB` (SI units, as browsers' download UIs show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes;
  let unit = -1;
  do {
    value /= 1000;
    unit++;
  } while (value >= 1000 && unit < units.length - 1);
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Which highlighter grammar a response kind uses. */
export function grammarFor(kind: string, contentType: string): string {
  if (kind === 'json' || kind === 'ndjson') return 'json';
  if (kind === 'html') return 'html';
  if (kind === 'xml') return 'xml';
  if (/yaml/i.test(contentType)) return 'yaml';
  if (/javascript/i.test(contentType)) return 'javascript';
  if (/css/i.test(contentType)) return 'css';
  return 'text';
}
