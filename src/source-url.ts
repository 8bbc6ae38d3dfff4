/**
 * Small helpers every spec loader shares: naming a source by an absolute URL, naming an inline
 * text, and letting a caller abandon a shared (memoised) promise without cancelling it for others.
 */

/** The base for relative sources: the page in a browser, `file://<cwd>/` in Node. */
export function defaultBase(): string {
  const location = (globalThis as { location?: { href?: string } }).location;
  if (location?.href !== undefined) return location.href;
  const cwd = (globalThis as { process?: { cwd?: () => string } }).process?.cwd?.();
  return cwd === undefined ? 'file:///' : new URL(`${cwd.replace(/\\/g, '/').replace(/\/?$/, '/')}`, 'file:///').href;
}

/** Throws a TypeError when `source` cannot be read as a URL or path. */
export function absoluteUrl(source: string | URL, baseUrl?: string): string {
  return new URL(String(source), baseUrl ?? defaultBase()).href;
}

/**
 * `absoluteUrl` for an address an author wrote: one that cannot be read as a URL comes back as
 * written, so the loader that fetches it reports the problem, naming it as written.
 */
export function absoluteUrlOrAsWritten(source: string, baseUrl?: string): string {
  try {
    return absoluteUrl(source, baseUrl);
  } catch {
    return source;
  }
}

/** `inline:<hash>`: the name of a document given as text with no URL. */
export function inlineName(text: string): string {
  let h = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `inline:${(h >>> 0).toString(16).padStart(8, '0')}`;
}

/** Rejects when `signal` aborts; the underlying work goes on for whoever else awaits it. */
export function withAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
