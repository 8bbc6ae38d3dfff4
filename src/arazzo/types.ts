/**
 * The Arazzo model every reader shares (1.0 and 1.1): workflows of steps, each naming an OpenAPI operation, an
 * AsyncAPI operation or channel, or another workflow. Runtime expressions are kept as written; `pointer` is each
 * object's JSON pointer in its file, so findings and pages can name the place.
 */
import type { Diagnostic } from '../diagnostics.js';

/** The version line a document is read as. 1.2 (unreleased) is read as 1.1, with a warning. */
export type ArazzoVersion = '1.0' | '1.1';

export type SourceType = 'openapi' | 'asyncapi' | 'arazzo';

export interface SourceDescription {
  readonly name: string;
  readonly url: string;
  /** As written; absent means "look at the document" (OpenAPI in practice). */
  readonly type?: SourceType;
  readonly pointer: string;
}

/** `in` of a parameter: where its value goes. `querystring` is 1.1's whole query string. */
export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie' | 'querystring' | 'channel';

export interface Parameter {
  readonly name: string;
  readonly in?: ParameterLocation;
  /** A literal, or a runtime expression (`$inputs.id`), or a string with `{$…}` parts. */
  readonly value: unknown;
  readonly pointer: string;
}

/** A Reusable Object: `{ reference: "$components.parameters.x", value? }`. */
export interface ReusableReference {
  readonly reference: string;
  readonly value?: unknown;
  readonly pointer: string;
}

export type CriterionType = 'simple' | 'regex' | 'jsonpath' | 'xpath';

export interface Criterion {
  readonly condition: string;
  /** A runtime expression for the value the condition is applied to (required unless `simple`). */
  readonly context?: string;
  readonly type: CriterionType;
  /** The version of the JSONPath / XPath dialect, when the criterion names one. */
  readonly version?: string;
  readonly pointer: string;
}

export type ActionType = 'end' | 'goto' | 'retry';

export interface Action {
  readonly name: string;
  readonly type: ActionType;
  /** `goto`: a step of the same workflow. */
  readonly stepId?: string;
  /** `goto` (or `retry` in a failure action): another workflow, by id or `$sourceDescriptions.x.id`. */
  readonly workflowId?: string;
  /** `retry`: seconds to wait, and how many times. */
  readonly retryAfter?: number;
  readonly retryLimit?: number;
  /** Empty: the action always applies. */
  readonly criteria: readonly Criterion[];
  readonly pointer: string;
}

export interface RequestBody {
  readonly contentType?: string;
  readonly payload?: unknown;
  readonly replacements: readonly { readonly target: string; readonly value: unknown; readonly pointer: string }[];
  readonly pointer: string;
}

/** What a step runs: exactly one of these, as the schema requires. */
export type StepTarget =
  | { readonly kind: 'operationId'; readonly value: string }
  | { readonly kind: 'operationPath'; readonly value: string }
  | { readonly kind: 'channelPath'; readonly value: string }
  | { readonly kind: 'workflowId'; readonly value: string };

export interface Step {
  readonly stepId: string;
  readonly description?: string;
  readonly target: StepTarget;
  /** 1.1 AsyncAPI steps: `send` or `receive`. */
  readonly action?: 'send' | 'receive';
  /** 1.1 `receive` steps: the expression that matches a reply to its request. */
  readonly correlationId?: string;
  readonly parameters: readonly (Parameter | ReusableReference)[];
  readonly requestBody?: RequestBody;
  readonly successCriteria: readonly Criterion[];
  readonly onSuccess: readonly (Action | ReusableReference)[];
  readonly onFailure: readonly (Action | ReusableReference)[];
  /** Output name → runtime expression (or a 1.1 selector object). */
  readonly outputs: Readonly<Record<string, unknown>>;
  readonly pointer: string;
}

export interface Workflow {
  readonly workflowId: string;
  readonly summary?: string;
  readonly description?: string;
  /** A JSON Schema of the inputs (possibly `{ $ref: "#/components/inputs/x" }`). */
  readonly inputs?: Readonly<Record<string, unknown>>;
  readonly dependsOn: readonly string[];
  readonly steps: readonly Step[];
  readonly successActions: readonly (Action | ReusableReference)[];
  readonly failureActions: readonly (Action | ReusableReference)[];
  readonly outputs: Readonly<Record<string, string>>;
  readonly parameters: readonly (Parameter | ReusableReference)[];
  readonly pointer: string;
}

export interface Components {
  readonly inputs: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly parameters: Readonly<Record<string, Parameter>>;
  readonly successActions: Readonly<Record<string, Action>>;
  readonly failureActions: Readonly<Record<string, Action>>;
}

export interface ArazzoDocument {
  readonly kind: 'arazzo';
  /** Absolute URL (or the name given) of the file. */
  readonly url: string;
  /** `arazzo` as written, e.g. `1.0.1`. */
  readonly sourceVersion: string;
  readonly version: ArazzoVersion;
  readonly info: {
    readonly title: string;
    readonly version: string;
    readonly summary?: string;
    readonly description?: string;
  };
  readonly sourceDescriptions: readonly SourceDescription[];
  readonly workflows: readonly Workflow[];
  readonly components: Components;
  /** Problems found while reading that did not stop it (schema, expressions, flow). */
  readonly diagnostics: readonly Diagnostic[];
  /** Line and column of a JSON pointer in the file, when it can be found. */
  locate(pointer: string): { readonly line: number; readonly column: number } | undefined;
}

/** A finding of a check, placed by its JSON pointer in the Arazzo file. */
export interface Finding {
  readonly severity: 'error' | 'warning';
  readonly code: string;
  readonly message: string;
  readonly pointer: string;
}
