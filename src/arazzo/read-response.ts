/**
 * A fetch Response as the runner reads it, and a plain `Send` over fetch for Node and tests (the page sends
 * through the playground's sender instead, with its proxy, timeout and explanations).
 */
import { toFetch } from '../request/fetch.js';
import { bodyKindFor } from '../request/body.js';
import type { Send, StepResponse } from './run-types.js';

export async function readStepResponse(response: Response): Promise<StepResponse> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const text = await response.text();
  let body: unknown = text;
  if (bodyKindFor(headers['content-type'] ?? 'text/plain') === 'json' && text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON after all: criteria and outputs see the text.
    }
  }
  return { status: response.status, headers, body, text };
}

/** Sends with fetch; credentials stay on this request (never followed through a redirect to another origin). */
export function fetchSend(fetchImpl: typeof fetch = fetch): Send {
  return async (request, url) => {
    const args = toFetch(request);
    try {
      const response = await fetchImpl(url, { ...args.init, redirect: 'manual' });
      return { ok: true, response: await readStepResponse(response) };
    } catch (error) {
      return {
        ok: false,
        message: `Could not reach ${new URL(url).origin}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  };
}
