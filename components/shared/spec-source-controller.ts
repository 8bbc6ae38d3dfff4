/**
 * "Own spec or context spec", decided once for every element that shows an OpenAPI operation: an element that
 * names a `spec` loads it itself (SpecController) and uses it; one that names none uses the spec its provider
 * (`<api-docs>`, `<docs-config>`) shares through `specContext`.
 */
import { ContextConsumer } from '@lit/context';
import type { ReactiveElement } from 'lit';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { specContext } from './contexts.js';
import { SpecController, type SpecControllerOptions, type SpecState } from './spec-controller.js';

export interface SpecSourceOptions extends Omit<SpecControllerOptions, 'url'> {
  /** The element's own `spec` (its attribute): when set, it wins over the provider's. */
  readonly spec: () => string | undefined;
  /** Whether the own spec is fetched at all (a pre-rendered page has what it needs). Default: yes. */
  readonly load?: () => boolean;
}

const noSpec: SpecState = { status: 'idle', errors: [] };

export class SpecSourceController {
  private readonly fromContext: ContextConsumer<typeof specContext, ReactiveElement>;
  /** The element's own spec, loading only when it names one. */
  readonly own: SpecController;

  constructor(
    host: ReactiveElement,
    private readonly options: SpecSourceOptions,
  ) {
    this.fromContext = new ContextConsumer(host, { context: specContext, subscribe: true });
    this.own = new SpecController(host, {
      ...options,
      url: () => ((options.load?.() ?? true) ? options.spec() : undefined),
    });
  }

  /** Whether the element uses its own spec rather than its provider's. */
  get isOwn(): boolean {
    return Boolean(this.options.spec());
  }

  /** The spec in use: the element's own when it names one, else its provider's (idle without a provider). */
  get state(): SpecState {
    return this.isOwn ? this.own.state : (this.fromContext.value ?? noSpec);
  }

  get spec(): OpenApiSpec | undefined {
    return this.state.spec;
  }

  get url(): string | undefined {
    return this.state.url;
  }
}
