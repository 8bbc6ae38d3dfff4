/**
 * Loads one AsyncAPI document for `<api-channel>`: a @lit/task over the core loader (memoised per
 * URL, so elements naming the same spec share one fetch and one parse), aborted when the URL changes.
 */
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import { loadAsyncApi, type AsyncApiSpec } from '../../src/asyncapi/index.js';
import { toDiagnostics, type Diagnostic } from '../../src/diagnostics.js';
import { pageUrl } from '../shared/page-url.js';
import type { SpecStatus } from '../shared/spec-controller.js';

export interface AsyncSpecLoaderOptions {
  readonly url: () => string | undefined;
  readonly onLoad?: (spec: AsyncApiSpec) => void;
  readonly onError?: (url: string, errors: readonly Diagnostic[]) => void;
}

export class AsyncSpecLoader {
  private readonly task: Task<readonly [string | undefined], AsyncApiSpec>;

  constructor(
    host: ReactiveControllerHost,
    private readonly options: AsyncSpecLoaderOptions,
  ) {
    this.task = new Task(host, {
      args: () => [options.url()] as const,
      task: async ([url], { signal }) => {
        if (url === undefined || url.trim() === '') return initialState;
        return loadAsyncApi(pageUrl(url), { signal });
      },
      onComplete: (spec) => this.options.onLoad?.(spec),
      onError: (error) => {
        const url = this.url;
        if (url !== undefined && !(error instanceof DOMException && error.name === 'AbortError'))
          this.options.onError?.(url, toDiagnostics(error, url));
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

  get url(): string | undefined {
    const url = this.options.url();
    return url === undefined || url.trim() === '' ? undefined : pageUrl(url);
  }

  get value(): AsyncApiSpec | undefined {
    return this.task.status === TaskStatus.COMPLETE ? this.task.value : undefined;
  }

  get errors(): readonly Diagnostic[] {
    return this.task.status === TaskStatus.ERROR ? toDiagnostics(this.task.error, this.url) : [];
  }

  async settled(): Promise<void> {
    await this.task.taskComplete.then(
      () => undefined,
      () => undefined,
    );
  }
}
