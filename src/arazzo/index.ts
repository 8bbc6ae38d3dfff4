/** Arazzo 1.0 and 1.1 in the core: reading, checking, runtime expressions, and step targets against their sources. */
export { parseArazzo } from './parse.js';
export { sourceFindings, type LoadedSource, type SourceLoader } from './check-sources.js';
export { parseExpression, expressionsInCondition, expressionsInValue } from './expression.js';
export type { RuntimeExpression, SourceReference } from './expression.js';
export type * from './types.js';
export { sourceLoader, type SourceLoaderOptions } from './load-sources.js';
export { runWorkflow, type RunOptions } from './run-workflow.js';
export { evaluateExpression, evaluateValue } from './evaluate.js';
export { checkCriteria, checkCriterion } from './criteria.js';
export { fetchSend, readStepResponse } from './read-response.js';
export type * from './run-types.js';
