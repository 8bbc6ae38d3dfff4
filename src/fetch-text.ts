/**
 * One way to read a text file by URL and say why it could not be read: over fetch in browsers and Node, and (in
 * Node, via src/node/read-text.ts) from the file system. A file that is not there is a `FileMissingError`, so a
 * caller that reports missing files its own way (the site's navigation, with "did you mean") can tell it apart.
 */
import { DiagnosticError } from './diagnostics.js';
import type { Diagnostic } from './diagnostics.js';

/** The file is not there (HTTP 404 or 410, or no such file on disk). */
export class FileMissingError extends DiagnosticError {
  constructor(diagnostic: Diagnostic) {
    super([diagnostic]);
    this.name = 'FileMissingError';
  }
}

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
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'network/http',
      file: url,
      message: `Could not load ${url}: the server answered ${status}.`,
    };
    throw response.status === 404 || response.status === 410
      ? new FileMissingError(diagnostic)
      : new DiagnosticError([diagnostic]);
  }
  return response.text();
}
