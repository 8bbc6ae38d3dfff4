/**
 * The background validation of an endpoint's spec: run once per spec, after the page is idle (it
 * reads the whole document), unless the host opts out; its findings become a collapsed note.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { toDiagnostics, type Diagnostic } from '../../src/diagnostics.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { afterIdle } from '../shared/idle.js';

export class ValidationController implements ReactiveController {
  /** Findings kept with the spec they are about. */
  private result?: { readonly spec: OpenApiSpec; readonly findings: readonly Diagnostic[] };
  private validating?: OpenApiSpec;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly isConnected: boolean },
    /** The spec on show. */
    private readonly spec: () => OpenApiSpec | undefined,
    /** False when the host opts out (`no-validation`). */
    private readonly wanted: () => boolean,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const spec = this.spec();
    if (spec === undefined || this.validating === spec || !this.host.isConnected || !this.wanted()) return;
    this.validating = spec;
    // Validation reads the whole document: let the first render finish before it starts.
    void afterIdle(2000)
      .then(() => spec.validate())
      .then(
        (findings) =>
          this.publish(
            spec,
            findings.filter((d) => d.severity !== 'info'),
          ),
        (error: unknown) => this.publish(spec, toDiagnostics(error, spec.url)),
      );
  }

  /** Findings for the spec on show (empty until validation finishes). */
  get findings(): readonly Diagnostic[] {
    const spec = this.spec();
    return spec !== undefined && this.result?.spec === spec ? this.result.findings : [];
  }

  private publish(spec: OpenApiSpec, findings: readonly Diagnostic[]): void {
    this.result = { spec, findings };
    this.host.requestUpdate();
  }
}
