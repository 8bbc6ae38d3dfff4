/**
 * The runner's `send` in the page: the playground's own sender (its proxy, timeout, redirect rule and plain-words
 * failures), with the response read into memory for the criteria and outputs.
 */
import { readStepResponse } from '../../src/arazzo/read-response.js';
import type { Send } from '../../src/arazzo/run-types.js';
import { send } from '../api-playground/playground-send.js';

export interface PageSendOptions {
  readonly timeout: number;
  readonly cancel: AbortSignal;
  readonly proxy?: string;
}

export function pageSend(options: PageSendOptions): Send {
  return async (request) => {
    const outcome = await send(request, {
      baseUrl: location.href,
      timeout: options.timeout,
      cancel: options.cancel,
      // A step may carry a token an earlier step produced: a redirect is never followed, to any origin.
      beforeSend: (_url, init) => {
        init.redirect = 'manual';
        return true;
      },
      ...(options.proxy === undefined ? {} : { proxy: options.proxy }),
    });
    if (outcome.kind === 'failure')
      return { ok: false, message: `${outcome.failure.title}. ${outcome.failure.explanation.join(' ')}` };
    return { ok: true, response: await readStepResponse(outcome.response) };
  };
}
