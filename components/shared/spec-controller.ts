/** Loads one OpenAPI document for an element (see SpecLoader) and shares it through `specContext`. */
import type { Diagnostic } from '../../src/diagnostics.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import type { ReactiveControllerHost } from 'lit';
import { SpecLoader, type SpecLoaderOptions, type SpecStatus } from './spec-loader.js';

export type { SpecStatus } from './spec-loader.js';

/** What a provider shares through `specContext`: a new object for every change. */
export interface SpecState {
  readonly status: SpecStatus;
  /** Absolute URL of the spec, when one is named. */
  readonly url?: string;
  readonly spec?: OpenApiSpec;
  /** Why loading failed (status `error`); empty otherwise. */
  readonly errors: readonly Diagnostic[];
}

export type SpecControllerOptions = SpecLoaderOptions<OpenApiSpec>;

export class SpecController extends SpecLoader<OpenApiSpec> {
  constructor(host: ReactiveControllerHost, options: SpecControllerOptions) {
    super(host, options, (url, signal) => loadOpenApi(url, { signal }));
  }

  /**
   * Starts fetching the spec now, before the host's first update (which would start it after its
   * styles and first render). The loader memoises by URL, so the task then shares this load.
   */
  prefetch(): void {
    const url = this.url;
    if (url !== undefined) loadOpenApi(url).catch(() => undefined); // the task reports failures
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
}
