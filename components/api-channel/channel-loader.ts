/** Loads one AsyncAPI document for `<api-channel>` (see SpecLoader). */
import type { ReactiveControllerHost } from 'lit';
import { loadAsyncApi, type AsyncApiSpec } from '../../src/asyncapi/index.js';
import { SpecLoader, type SpecLoaderOptions } from '../shared/spec-loader.js';

export type AsyncSpecLoaderOptions = SpecLoaderOptions<AsyncApiSpec>;

export class AsyncSpecLoader extends SpecLoader<AsyncApiSpec> {
  constructor(host: ReactiveControllerHost, options: AsyncSpecLoaderOptions) {
    super(host, options, (url, signal) => loadAsyncApi(url, { signal }));
  }
}
