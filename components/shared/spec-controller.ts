/**
 * Loads one OpenAPI document for an element: a @lit/task over the core loader, aborted when the URL
 * changes or the element leaves the page. The core memoises by URL, so elements naming the same
 * spec share one fetch and one parse.
 */
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import { toDiagnostics, type Diagnostic } from '../../src/diagnostics.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { pageUrl } from './page-url.js';

export type SpecStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What a provider shares through `specContext`: a new object for every change. */
export interface SpecState {
  readonly status: SpecStatus;
  /** Absolute URL of the spec, when one is named. */
  readonly url?: string;
  readonly spec?: OpenApiSpec;
  /** Why loading failed (status `error`); empty otherwise. */
  readonly errors: readonly Diagnostic[];
}

export interface SpecControllerOptions {
  /** The spec URL (relative to the page) or undefined for none; read on every host update. */
  readonly url: () => string | undefined;
  readonly onLoad?: (spec: OpenApiSpec) => void;
  readonly onError?: (url: string, errors: readonly Diagnostic[]) => void;
}

export class SpecController {
  private readonly task: Task<readonly [string | undefined], OpenApiSpec>;
  private readonly options: SpecControllerOptions;

  constructor(host: ReactiveControllerHost, options: SpecControllerOptions) {
    this.options = options;
    this.task = new Task(host, {
      args: () => [options.url()] as const,
      task: async ([url], { signal }) => {
        if (url === undefined || url === '') return initialState;
        return loadOpenApi(pageUrl(url), { signal });
      },
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

  /**
   * Starts fetching the spec now, before the host's first update (which would start it after its
   * styles and first render). The loader memoises by URL, so the task then shares this load.
   */
  prefetch(): void {
    const url = this.url;
    if (url !== undefined) loadOpenApi(url).catch(() => undefined); // the task reports failures
  }

  /** The absolute URL being loaded, or undefined. */
  get url(): string | undefined {
    const url = this.options.url();
    return url === undefined || url === '' ? undefined : pageUrl(url);
  }

  get value(): OpenApiSpec | undefined {
    return this.task.status === TaskStatus.COMPLETE ? this.task.value : undefined;
  }

  get error(): unknown {
    return this.task.status === TaskStatus.ERROR ? this.task.error : undefined;
  }

  /** The load failure as diagnostics (empty unless status is `error`). */
  get errors(): readonly Diagnostic[] {
    return this.task.status === TaskStatus.ERROR ? toDiagnostics(this.task.error, this.url) : [];
  }

  /** A snapshot to provide through `specContext`. */
  get state(): SpecState {
    const url = this.url;
    const spec = this.value;
    return {
      status: this.status,
      errors: this.errors,
      ...(url === undefined ? {} : { url }),
      ...(spec === undefined ? {} : { spec }),
    };
  }

  /** Settles when the current load does, never rejecting (errors are in `errors`). */
  async settled(): Promise<void> {
    await this.task.taskComplete.then(
      () => undefined,
      () => undefined,
    );
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
