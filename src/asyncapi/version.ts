/** Which AsyncAPI version a document declares, or a diagnostic naming the field when it is unusable. */
import type { Diagnostic } from '../diagnostics.js';
import type { SourceFile } from '../openapi/parse.js';
import { isObject } from '../openapi/pointer.js';

export type AsyncVersionResult = { readonly version: string } | { readonly error: Diagnostic };

export function detectAsyncApiVersion(file: SourceFile): AsyncVersionResult {
  const doc = file.data;
  const error = (pointer: string, message: string): AsyncVersionResult => ({
    error: {
      severity: 'error',
      code: 'asyncapi/version',
      file: file.url,
      pointer,
      ...(file.locate(pointer) ?? {}),
      message,
    },
  });
  if (!isObject(doc)) {
    return error(
      '',
      `This file is not an AsyncAPI document: it holds ${Array.isArray(doc) ? 'a list' : `a single ${typeof doc}`} instead of an object with an "asyncapi" field.`,
    );
  }
  if (doc.asyncapi === undefined) {
    const hint = doc.openapi !== undefined || doc.swagger !== undefined ? ' This is an OpenAPI document.' : '';
    return error(
      '',
      `This file has no "asyncapi" field, so it is not an AsyncAPI document (expected for example asyncapi: 3.0.0).${hint}`,
    );
  }
  if (typeof doc.asyncapi !== 'string') {
    return error(
      '/asyncapi',
      `The "asyncapi" field must be a text such as "3.0.0" (in quotes in YAML), but it is ${JSON.stringify(doc.asyncapi)}.`,
    );
  }
  if (!/^[23]\.\d+\.\d+(-.+)?$/.test(doc.asyncapi)) {
    return error(
      '/asyncapi',
      `The "asyncapi" field says "${doc.asyncapi}"; only AsyncAPI 2.x and 3.x (such as 2.6.0 or 3.0.0) are supported.`,
    );
  }
  return { version: doc.asyncapi };
}
