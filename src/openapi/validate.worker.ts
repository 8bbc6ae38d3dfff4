/**
 * Module worker for OpenApiSpec.validate() in browsers: parses the text again and runs the
 * whole-document checks off the main thread. Message in: { text, url, version }; out: CoreValidation
 * or { error }.
 */
import { parseSource } from './parse.js';
import { validateSource } from './validate-core.js';
import type { SourceVersion } from './types.js';

interface Request {
  readonly text: string;
  readonly url: string;
  readonly version: SourceVersion;
}

const scope = globalThis as unknown as {
  onmessage: ((event: { data: Request }) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { text, url, version } = event.data;
  void (async () => {
    try {
      scope.postMessage(await validateSource(await parseSource(text, url), version));
    } catch (error) {
      scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  })();
};
