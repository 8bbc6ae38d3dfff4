/**
 * What a workflow run reads and produces, as plain data: the context runtime expressions are evaluated over, the
 * exchange of the step being checked, and the events a run emits. No DOM and no fetch: the caller sends.
 */
import type { RequestDescription } from '../request/types.js';

/** A response as the runner reads it: header names lower-cased, the body parsed when it is JSON. */
export interface StepResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  /** The body as text, for display and for `regex` criteria over it. */
  readonly text: string;
}

/** A request and what came back: `$url`, `$method`, `$request.*`, `$response.*` and `$statusCode` read it. */
export interface Exchange {
  readonly url: string;
  readonly method: string;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly path: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly response?: StepResponse;
}

/** What a finished step left for the steps after it: `$steps.<id>.outputs.<name>`. */
export interface StepRecord {
  readonly outputs: Readonly<Record<string, unknown>>;
}

export interface RunContext {
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly steps: Readonly<Record<string, StepRecord>>;
  /** `$workflows.<id>.outputs.<name>` of workflows run before (dependsOn, goto, nested steps). */
  readonly workflows: Readonly<Record<string, { readonly outputs: Readonly<Record<string, unknown>> }>>;
  /** `$outputs.<name>`: the workflow's own outputs, once computed. */
  readonly outputs?: Readonly<Record<string, unknown>>;
  readonly sourceUrls: Readonly<Record<string, string>>;
  readonly components?: Readonly<Record<string, unknown>>;
  readonly exchange?: Exchange;
}

/** The value of an expression, or why it has none. */
export type Evaluated =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: string };

export interface CriterionResult {
  /** The condition as written. */
  readonly condition: string;
  readonly type: string;
  readonly passed: boolean;
  /** The value the condition was checked against, as the reader should see it (`$statusCode` → 404). */
  readonly actual?: unknown;
  /** Why it failed, in words (also set when it could not be evaluated). */
  readonly message?: string;
}

/** Sends one request. The runner has checked its origin; the sender adds nothing but transport. */
export type Send = (request: RequestDescription, url: string) => Promise<SendResult>;

export type SendResult =
  { readonly ok: true; readonly response: StepResponse } | { readonly ok: false; readonly message: string };

/** What a step led to. */
export type Next =
  | { readonly kind: 'next' }
  | { readonly kind: 'goto'; readonly stepId: string; readonly action: string }
  | { readonly kind: 'workflow'; readonly workflowId: string; readonly action: string }
  | { readonly kind: 'retry'; readonly after: number; readonly attempt: number; readonly action: string }
  | { readonly kind: 'end'; readonly action?: string }
  | { readonly kind: 'fail'; readonly message: string };

/** One attempt of one step, complete: the UI shows each as it arrives. */
export interface StepEvent {
  readonly type: 'step';
  readonly workflowId: string;
  readonly stepId: string;
  /** 1 for the first attempt, 2 after one retry, … */
  readonly attempt: number;
  readonly request?: RequestDescription;
  readonly url?: string;
  readonly response?: StepResponse;
  /** Why nothing was sent (a parameter that did not evaluate, a request problem, a refused origin, a network failure). */
  readonly problems: readonly string[];
  readonly criteria: readonly CriterionResult[];
  readonly passed: boolean;
  readonly outputs: Readonly<Record<string, unknown>>;
  readonly next: Next;
}

/** Before a step is sent: lets a UI show it as running, and pause before it. */
export interface StartEvent {
  readonly type: 'start';
  readonly workflowId: string;
  readonly stepId: string;
  readonly attempt: number;
}

export interface DoneEvent {
  readonly type: 'done';
  readonly workflowId: string;
  readonly status: 'succeeded' | 'failed';
  readonly outputs: Readonly<Record<string, unknown>>;
  /** The step that failed and why, naming the criterion and the actual value. */
  readonly failure?: { readonly stepId: string; readonly message: string };
  /** Every finished step's outputs, to re-run from a step without running those before it. */
  readonly steps: Readonly<Record<string, StepRecord>>;
}

export type RunEvent = StartEvent | StepEvent | DoneEvent;
