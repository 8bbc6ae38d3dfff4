/**
 * Checks live messages against an OpenAPI document: a response against the documented status, media
 * type, headers and schema, and each item of a stream against 3.2's `itemSchema`. This module and the
 * validator it uses (@cfworker/json-schema, an interpreter) are loaded on demand, when a response arrives.
 */
export { toValidationSchema, type Direction } from './dialect.js';
export { shortJson, valueCheck, type Mismatch, type ValueCheck } from './mismatches.js';
export {
  checkResponse,
  essence,
  isSequential,
  mediaFor,
  responseFor,
  type CheckedMediaType,
  type HeaderMismatch,
  type ResponseCheck,
  type ResponseCheckInput,
  type StatusMatch,
} from './response-check.js';
export { itemChecker, type ItemChecker, type StreamEvent } from './stream-check.js';
