/**
 * Node-only reader for `file:` URLs (and http(s) through fetch), passed as `readText` by the CLI
 * and the node tests. Never imported by browser code.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DiagnosticError } from '../diagnostics.js';
import { FileMissingError, fetchText } from '../fetch-text.js';

export async function readTextFromFileOrUrl(url: string, signal?: AbortSignal): Promise<string> {
  if (!url.startsWith('file:')) return fetchText(url, signal);
  const path = fileURLToPath(url);
  try {
    return await readFile(path, signal === undefined ? { encoding: 'utf8' } : { encoding: 'utf8', signal });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message =
      code === 'ENOENT'
        ? `The file ${path} does not exist.`
        : code === 'EISDIR'
          ? `${path} is a folder, not a file.`
          : `The file ${path} could not be read: ${error instanceof Error ? error.message : String(error)}.`;
    const diagnostic = { severity: 'error', code: 'file/read', file: url, message } as const;
    throw code === 'ENOENT' ? new FileMissingError(diagnostic) : new DiagnosticError([diagnostic]);
  }
}
