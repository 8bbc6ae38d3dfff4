/** Fetching a docs.json: network failures and HTTP errors become plain sentences, as the spec loader's do. */
import { DiagnosticError } from '../../src/diagnostics.js';

/** Resolves a URL against the page; an unparseable one is returned as written. */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
}

/** Reads a file over fetch. */
export async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  let response: globalThis.Response;
  try {
    response = await fetch(url, signal === undefined ? {} : { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
    throw new DiagnosticError([
      {
        severity: 'error',
        code: 'network/fetch',
        file: url,
        message: `Could not load ${url}: the server could not be reached${reason}.`,
      },
    ]);
  }
  if (!response.ok) {
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    throw new DiagnosticError([
      {
        severity: 'error',
        code: 'network/http',
        file: url,
        message: `Could not load ${url}: the server answered ${status}.`,
      },
    ]);
  }
  return response.text();
}
