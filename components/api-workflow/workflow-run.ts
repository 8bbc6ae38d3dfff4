/**
 * Drives a workflow run for the element: starts the runner's generator, pulls events from it (all of them, or up
 * to the next finished step), pauses between steps, and re-runs from a step with the outputs of the steps before
 * it. Holds each step's attempts and outputs in memory only.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DoneEvent, RunEvent, StepEvent, StepRecord } from '../../src/arazzo/run-types.js';
import { runWorkflow, type RunOptions } from '../../src/arazzo/run-workflow.js';

export class WorkflowRun implements ReactiveController {
  /** Attempts of each step, in order, for this run. */
  attempts = new Map<string, StepEvent[]>();
  running?: string;
  done?: DoneEvent;
  busy = false;
  paused = false;
  private generator?: AsyncGenerator<RunEvent, void>;
  private records: Record<string, StepRecord> = {};
  private cancel?: AbortController;
  private workflowId?: string;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.stop();
  }

  /** Whether a run is under way and can go on (paused or stepping). */
  get started(): boolean {
    return this.generator !== undefined && this.done === undefined;
  }

  /** A new run, from the first step or from `from` (keeping the outputs of the steps before it). */
  begin(
    options: (signal: AbortSignal) => Omit<RunOptions, 'from' | 'steps'>,
    from?: string,
    order: readonly string[] = [],
  ): void {
    this.stop();
    this.cancel = new AbortController();
    const keep = from === undefined ? [] : order.slice(0, order.indexOf(from));
    const records = Object.fromEntries(keep.flatMap((id) => (this.records[id] ? [[id, this.records[id]]] : [])));
    this.attempts = new Map([...this.attempts].filter(([id]) => keep.includes(id)));
    this.records = records;
    this.done = undefined;
    this.running = undefined;
    const given = options(this.cancel.signal);
    this.workflowId = given.workflowId;
    this.generator = runWorkflow({
      ...given,
      ...(from === undefined ? {} : { from, steps: records }),
    });
    this.host.requestUpdate();
  }

  /** Pulls events until the run ends, or (`untilStep`) until one step has finished, or a pause is asked for. */
  async drive(untilStep: boolean): Promise<void> {
    const generator = this.generator;
    if (generator === undefined || this.busy) return;
    this.busy = true;
    this.paused = false;
    this.host.requestUpdate();
    try {
      for (;;) {
        const { value, done } = await generator.next();
        if (done || generator !== this.generator) break;
        this.take(value);
        this.host.requestUpdate();
        if (value.type === 'done') break;
        if (value.type === 'step' && (untilStep || this.paused)) break;
      }
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }

  /** Stops after the step being sent now. */
  pause(): void {
    this.paused = true;
    this.host.requestUpdate();
  }

  stop(): void {
    this.cancel?.abort();
    void this.generator?.return(undefined);
    this.generator = undefined;
    this.busy = false;
  }

  private take(event: RunEvent): void {
    // A nested workflow's steps show as the step that runs it.
    if (event.type !== 'done' && event.workflowId !== this.workflowId) return;
    if (event.type === 'start') this.running = event.stepId;
    else if (event.type === 'step') {
      this.running = undefined;
      this.attempts.set(event.stepId, [...(this.attempts.get(event.stepId) ?? []), event]);
      if (event.passed) this.records[event.stepId] = { outputs: event.outputs };
    } else this.done = event;
  }
}
