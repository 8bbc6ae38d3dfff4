export type {
  AppliedSecret,
  EncodedPair,
  FileValue,
  MultipartPart,
  NameValue,
  RequestBody,
  RequestDescription,
  RequestProblem,
  RequestUrl,
} from './types.js';
export {
  buildRequest,
  exampleOf,
  resolveServerUrl,
  type BuildOptions,
  type BuildResult,
  type RequestInputs,
} from './build.js';
export { originOf, resolveServer, type ResolvedServer, type ServerVariableProblem } from './server-origin.js';
export { bodyKindFor, isFileValue, pruneToRequired, type BodyInput, type BodyKind } from './body.js';
export { encodeStrict, serializeCookie, serializeHeader, serializePath, serializeQuery } from './encode.js';
export {
  absoluteRequestUrl,
  bodyContentType,
  cookieHeader,
  jsonText,
  queryString,
  requestUrl,
  toFetch,
  urlencodedText,
  type FetchArgs,
  type ToFetchOptions,
} from './fetch.js';
export { classifyResponse, filenameFromContentDisposition, reasonPhrase, type ResponseKind } from './classify.js';
export { pointerLabel, validateValue, type ValidateOptions, type ValueProblem } from './validate.js';
export { EventStreamParser, LineSplitter, type ServerSentEvent } from './stream.js';
export { fieldKind, flatSchema, type FieldKind } from './field-kind.js';
export {
  credentialsFor,
  initialInputs,
  serversFor,
  toRequestInputs,
  type CredentialInput,
  type PlaygroundInputs,
} from './playground-inputs.js';
export {
  checkInputs,
  messagesAt,
  requestProblems,
  sameField,
  summaryProblems,
  type FieldRef,
  type InputCheck,
  type InputProblem,
} from './check-inputs.js';
