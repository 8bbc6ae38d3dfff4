/**
 * Loads one spec for an element: a @lit/task over a core loader, aborted when the URL changes or
 * the element leaves the page. The core loaders memoise by URL, so elements naming the same spec
 * share one fetch and one parse. SpecController (OpenAPI) and AsyncSpecLoader (AsyncAPI) are this
 * with their loader.
 */
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import { toDiagnostics, type Diagnostic } from '../../src/diagnostics.js';
import { pageUrl } from './page-url.js';

export type SpecStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SpecLoaderOptions<T> {
  /** The spec URL (relative to the page) or undefined for none; read on every host update. */
  readonly url: () => string | undefined;
  readonly onLoad?: (spec: T) => void;
  readonly onError?: (url: string, errors: readonly Diagnostic[]) => void;
}

export class SpecLoader<T> {
  private readonly task: Task<readonly [string | undefined], T>;

  constructor(
    host: ReactiveControllerHost,
    private readonly options: SpecLoaderOptions<T>,
    load: (url: string, signal: AbortSignal) => Promise<T>,
  ) {
    this.task = new Task(host, {
      args: () => [options.url()] as const,
      task: async ([url], { signal }) => (isBlank(url) ? initialState : load(pageUrl(url), signal)),
      onComplete: (spec) => this.options.onLoad?.(spec),
      onError: (error) => {
        const url = this.url;
        if (url !== undefined && !isAbort(error)) this.options.onError?.(url, toDiagnostics(error, url));
      },
    });
  }

  get status(): SpecStatus {
    switch (this.task.status) {
      case TaskStatus.PENDING:
        return 'loading';
      case TaskStatus.COMPLETE:
        return 'ready';
      case TaskStatus.ERROR:
        return 'error';
      default:
        return 'idle';
    }
  }

  /** The absolute URL being loaded, or undefined. */
  get url(): string | undefined {
    const url = this.options.url();
    return isBlank(url) ? undefined : pageUrl(url);
  }

  get value(): T | undefined {
    return this.task.status === TaskStatus.COMPLETE ? this.task.value : undefined;
  }

  get error(): unknown {
    return this.task.status === TaskStatus.ERROR ? this.task.error : undefined;
  }

  /** The load failure as diagnostics (empty unless status is `error`). */
  get errors(): readonly Diagnostic[] {
    return this.task.status === TaskStatus.ERROR ? toDiagnostics(this.task.error, this.url) : [];
  }

  /** Settles when the current load does, never rejecting (errors are in `errors`). */
  async settled(): Promise<void> {
    await this.task.taskComplete.then(
      () => undefined,
      () => undefined,
    );
  }
}

/** No spec named: no attribute, or one holding only spaces. */
function isBlank(url: string | undefined): url is undefined {
  return url === undefined || url.trim() === '';
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
