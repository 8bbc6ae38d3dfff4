import { ContextConsumer } from '@lit/context';
import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { inputsSchema } from '../../src/arazzo/components.js';
import { flowDiagram } from '../../src/arazzo/flow-diagram.js';
import { loadForRun, type LoadedWorkflowDocument } from '../../src/arazzo/load-for-run.js';
import { stepOperationSummary } from '../../src/arazzo/step-operation.js';
import type { Workflow } from '../../src/arazzo/types.js';
import { resolveAuthOptions } from '../../src/auth/schemes.js';
import { toDiagnostics } from '../../src/diagnostics.js';
import type { OperationSummary, ResolvedOperation } from '../../src/openapi/types.js';
import { credentialsFor } from '../../src/request/playground-inputs.js';
import { originOf } from '../../src/request/server-origin.js';
import { typedCredentials } from '../api-playground/playground-credentials.js';
import { renderNotYet } from '../api-playground/playground-result.js';
import { apiSettingsContext } from '../shared/contexts.js';
import { renderErrorPanel } from '../shared/error-panel.js';
import { HydratableElement } from '../shared/hydratable-element.js';
import { styles } from './api-workflow.styles.js';
import { initialText, inputFields, renderInputs, typedInputs, type InputField } from './workflow-inputs.js';
import { WorkflowRun } from './workflow-run.js';
import { pageSend } from './workflow-send.js';
import { renderStep, type StepState } from './workflow-view.js';

/**
 * One Arazzo workflow: its summary, an inputs form built from its inputs schema, its steps in order (each
 * operation linked to its page, parameters with their runtime expressions, success criteria, actions, outputs),
 * and "Run workflow", "Step", "Pause" and "Re-run from here", which send each step to the chosen server with the
 * credentials typed in the playground for that origin, through the playground's sender, and show each step's
 * request and response, criteria results and outputs. Responses and credentials stay in memory.
 *
 * @tagname api-workflow
 * @csspart base - The wrapper.
 * @csspart server - The server picker.
 * @csspart inputs - The inputs form.
 * @csspart diagram - The flow diagram (Mermaid, loaded and drawn when the reader opens it).
 * @csspart run - The "Run workflow" button.
 * @csspart step-button - The "Step" button.
 * @csspart pause - The "Pause" button.
 * @csspart run-status - How the run stands, announced to screen readers.
 * @csspart problems - Why the run cannot start, or why a step was not sent.
 * @csspart step - One step.
 * @csspart state - A step's state: not run, running, passed, failed.
 * @csspart rerun - A step's "Re-run from here" button.
 * @csspart operation-link - The link to the step's operation page.
 * @csspart parameters - A step's parameters.
 * @csspart payload - A step's request body as written.
 * @csspart criteria - A step's success criteria and, once run, their results.
 * @csspart criterion-message - Why a criterion failed, with the value it read.
 * @csspart actions - A step's onSuccess / onFailure actions.
 * @csspart outputs - A step's outputs and the values it produced.
 * @csspart attempt - One attempt of a step (more than one after a retry).
 * @csspart request - What an attempt sent.
 * @csspart response - What came back.
 * @csspart status - The response status.
 * @csspart workflow-outputs - The workflow's outputs after a run.
 * @csspart error - Why the workflow cannot be shown, or (inside `findings`) each error of its file.
 * @csspart findings - The Arazzo file's errors (schema, runtime expressions, flow), each with its place.
 */
export class ApiWorkflow extends HydratableElement {
  static override styles = styles;

  /** URL of the Arazzo document. */
  @property({ reflect: true }) src?: string;
  /** The workflowId to show (default: the document's first). */
  @property({ reflect: true }) workflow?: string;
  /** The server to send to, first in the picker (default: the source's own servers). */
  @property() server?: string;
  /** Milliseconds before a step's request is given up. */
  @property({ type: Number }) timeout = 30_000;
  /** The href of an operation's page, when the host has one (a site links each step to it). */
  @property({ attribute: false }) operationHref?: (operation: OperationSummary, source: string) => string | undefined;

  @state() private loaded?: LoadedWorkflowDocument;
  @state() private loadError?: unknown;
  @state() private texts: Record<string, string> = {};
  @state() private chosenServer = '';
  @state() private problems: readonly string[] = [];

  private readonly settings = new ContextConsumer(this, { context: apiSettingsContext, subscribe: true });
  private readonly run = new WorkflowRun(this);
  private loadedFor?: string;

  /** The document and its sources, once loaded (tests wait for it). */
  get document(): LoadedWorkflowDocument | undefined {
    return this.loaded;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A server render draws the empty frame; the page loads the workflow once it runs.
    if (!isServer && changed.has('src') && this.src !== this.loadedFor) void this.load();
  }

  private async load(): Promise<void> {
    const src = this.src;
    this.loadedFor = src;
    this.loaded = undefined;
    this.loadError = undefined;
    this.run.stop();
    if (!src) return;
    try {
      const loaded = await loadForRun(new URL(src, location.href).href);
      if (this.loadedFor !== src) return;
      this.loaded = loaded;
      this.texts = Object.fromEntries(this.fields().map((f) => [f.name, initialText(f)]));
      this.chosenServer = this.servers()[0] ?? '';
    } catch (error) {
      if (this.loadedFor === src) this.loadError = error;
    }
  }

  private current(): Workflow | undefined {
    const workflows = this.loaded?.document.workflows ?? [];
    return this.workflow ? workflows.find((w) => w.workflowId === this.workflow) : workflows[0];
  }

  private fields(): InputField[] {
    const workflow = this.current();
    return workflow && this.loaded ? inputFields(inputsSchema(this.loaded.document.components, workflow)) : [];
  }

  /** The `server` attribute, then every server of the sources, each once. */
  private servers(): string[] {
    const specs = [...(this.loaded?.sources.values() ?? [])];
    const all = [...(this.server ? [this.server] : []), ...specs.flatMap((s) => s.servers.map((v) => v.url))];
    return [...new Set(all)];
  }

  /** The credentials typed in the playground for the chosen origin, for each operation's security. */
  private credentials(origin: string | undefined): (operation: ResolvedOperation) => ReturnType<typeof credentialsFor> {
    const typed = origin === undefined ? {} : typedCredentials(origin);
    return (operation) => credentialsFor(resolveAuthOptions({ security: operation.security })[0], typed);
  }

  /** Starts a run (from a step, keeping what the steps before it produced); false when the inputs are not ready. */
  private begin(from?: string): boolean {
    const workflow = this.current();
    const loaded = this.loaded;
    if (!workflow || !loaded) return false;
    const { values, problems } = typedInputs(this.fields(), this.texts);
    this.problems = problems;
    if (problems.length > 0) return false;
    const origin = originOf(this.chosenServer, location.href);
    this.run.begin(
      (signal) => ({
        document: loaded.document,
        sources: loaded.sources,
        workflowId: workflow.workflowId,
        inputs: values,
        server: this.chosenServer,
        baseUrl: location.href,
        credentials: this.credentials(origin),
        send: pageSend({
          timeout: this.timeout,
          cancel: signal,
          ...(this.settings.value?.playground.proxy === undefined
            ? {}
            : { proxy: this.settings.value.playground.proxy }),
        }),
      }),
      from,
      workflow.steps.map((s) => s.stepId),
    );
    return true;
  }

  /** Runs every step (or the rest of a paused run). */
  async runAll(): Promise<void> {
    if (!this.run.started && !this.begin()) return;
    await this.run.drive(false);
  }

  /** Runs one step: the first of a new run, or the next of a paused one. */
  async step(): Promise<void> {
    if (!this.run.started && !this.begin()) return;
    await this.run.drive(true);
  }

  pause(): void {
    this.run.pause();
  }

  async rerunFrom(stepId: string): Promise<void> {
    if (!this.begin(stepId)) return;
    await this.run.drive(false);
  }

  /** The diagram chunk (mermaid) loads the first time the reader opens the diagram, never before. */
  private readonly onDiagramToggle = (e: Event): void => {
    const root = this.shadowRoot;
    if (!(e.target as HTMLDetailsElement).open || root === null) return;
    void import('../api-docs/mdx-mermaid.js').then((m) => m.drawDiagrams(root));
  };

  private stepState(stepId: string): StepState {
    if (this.run.running === stepId) return 'running';
    const last = this.run.attempts.get(stepId)?.at(-1);
    if (last === undefined) return 'pending';
    return last.passed ? 'passed' : 'failed';
  }

  private renderStatus(): TemplateResult {
    const run = this.run;
    let text = '';
    if (run.done?.status === 'succeeded') text = 'The workflow succeeded.';
    else if (run.done?.status === 'failed') text = run.done.failure?.message ?? 'The workflow failed.';
    else if (run.running) text = `Running step ${run.running}…`;
    else if (run.started) text = 'Paused. Step or Run workflow goes on.';
    return html`<p class=${run.done?.status === 'failed' ? 'fail' : 'hint'} part="run-status" role="status">${text}</p>`;
  }

  private renderControls(): TemplateResult {
    const servers = this.servers();
    const busy = this.run.busy;
    return html`<div class="controls">
      <label class="field-label" for="server">Server</label>
      <select
        id="server"
        part="server"
        .value=${this.chosenServer}
        ?disabled=${busy}
        @change=${(e: Event) => (this.chosenServer = (e.target as HTMLSelectElement).value)}
      >
        ${servers.map((s) => html`<option value=${s} ?selected=${s === this.chosenServer}>${s}</option>`)}
      </select>
      <button type="button" part="run" class="send" ?disabled=${busy} @click=${() => void this.runAll()}>
        Run workflow
      </button>
      <button type="button" part="step-button" ?disabled=${busy} @click=${() => void this.step()}>Step</button>
      <button type="button" part="pause" ?disabled=${!busy || this.run.paused} @click=${() => this.pause()}>
        Pause
      </button>
    </div>`;
  }

  /** The document's errors (schema, expressions, flow), with their places: the workflow below may not run as shown. */
  private renderFindings(loaded: LoadedWorkflowDocument): TemplateResult | typeof nothing {
    const errors = loaded.document.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length === 0) return nothing;
    return html`<div part="findings">
      ${renderErrorPanel({
        title: `This workflow file has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}`,
        diagnostics: errors,
      })}
    </div>`;
  }

  private renderOutputs(workflow: Workflow): TemplateResult | typeof nothing {
    const outputs = this.run.done?.status === 'succeeded' ? this.run.done.outputs : undefined;
    const names = Object.keys(workflow.outputs);
    if (names.length === 0) return nothing;
    return html`<section part="workflow-outputs" aria-labelledby="outputs-heading">
      <h2 id="outputs-heading" class="section-title">Outputs</h2>
      <dl class="outputs">
        ${names.map(
          (name) => html`<div>
            <dt><code>${name}</code></dt>
            <dd>
              <code>${workflow.outputs[name]}</code>
              ${
                outputs && name in outputs
                  ? html`→ <code class="value" data-output=${name}>${JSON.stringify(outputs[name])}</code>`
                  : nothing
              }
            </dd>
          </div>`,
        )}
      </dl>
    </section>`;
  }

  protected override render(): TemplateResult {
    if (this.loadError !== undefined)
      return renderErrorPanel({
        title: 'The workflow could not be loaded',
        diagnostics: toDiagnostics(this.loadError, this.src ?? ''),
      });
    const loaded = this.loaded;
    if (!loaded) return html`<div class="base" part="base" aria-busy="true"></div>`;
    const workflow = this.current();
    if (!workflow)
      return renderErrorPanel({
        title: 'The workflow could not be shown',
        diagnostics: [
          { severity: 'error', code: 'arazzo/unknown-workflow', message: `There is no workflow "${this.workflow}".` },
        ],
      });
    const order = workflow.steps.map((s) => s.stepId);
    return html`<div class="base" part="base">
      ${workflow.summary ? html`<p class="summary">${workflow.summary}</p>` : nothing}
      ${workflow.description ? html`<p class="description">${workflow.description}</p>` : nothing}
      ${this.renderFindings(loaded)}
      ${
        loaded.problems.length > 0
          ? renderNotYet(
              'Some steps cannot run',
              loaded.problems.map((message) => ({ message })),
            )
          : nothing
      }
      <form @submit=${(e: Event) => e.preventDefault()}>
        ${renderInputs(this.fields(), this.texts, (name, text) => (this.texts = { ...this.texts, [name]: text }))}
        ${this.renderControls()}
        ${
          this.problems.length > 0
            ? renderNotYet(
                'The workflow cannot run yet',
                this.problems.map((message) => ({ message })),
              )
            : nothing
        }
      </form>
      ${this.renderStatus()}
      <details class="flow" part="diagram" @toggle=${this.onDiagramToggle}>
        <summary>Flow diagram</summary>
        <pre data-language="mermaid">${flowDiagram(loaded.document, workflow, (id) => {
          const step = workflow.steps.find((s) => s.stepId === id);
          const found = step === undefined ? undefined : stepOperationSummary(step, loaded.sources);
          return found?.ok ? `${found.summary.method.toUpperCase()} ${found.summary.path}` : undefined;
        })}</pre>
      </details>
      <h2 class="section-title">Steps</h2>
      <ol class="steps">
        ${workflow.steps.map((step, index) => {
          const found = stepOperationSummary(step, loaded.sources);
          const operation = found.ok ? `${found.summary.method.toUpperCase()} ${found.summary.path}` : undefined;
          const href = found.ok ? this.operationHref?.(found.summary, found.source) : undefined;
          const before = order.slice(0, index);
          return renderStep({
            step,
            index,
            ...(operation === undefined ? {} : { operation }),
            ...(href === undefined ? {} : { href }),
            state: this.stepState(step.stepId),
            attempts: this.run.attempts.get(step.stepId) ?? [],
            canRerun: !this.run.busy && before.every((id) => this.stepState(id) === 'passed'),
            onRerun: () => void this.rerunFrom(step.stepId),
          });
        })}
      </ol>
      ${this.renderOutputs(workflow)}
    </div>`;
  }
}
