/** Which OpenAPI version a document declares, or a diagnostic naming the field when it is unusable. */
import type { Diagnostic } from '../diagnostics.js';
import type { SourceFile } from './parse.js';
import { isObject } from './pointer.js';
import type { SourceVersion } from './types.js';

export type VersionResult =
  { readonly version: SourceVersion; readonly warning?: Diagnostic } | { readonly error: Diagnostic };

export function detectVersion(file: SourceFile): VersionResult {
  const doc = file.data;
  const at = (pointer: string): { line?: number; column?: number } => file.locate(pointer) ?? {};
  const error = (pointer: string, message: string): VersionResult => ({
    error: { severity: 'error', code: 'openapi/version', file: file.url, pointer, ...at(pointer), message },
  });
  if (!isObject(doc)) {
    return error(
      '',
      `This file is not an OpenAPI document: it holds ${Array.isArray(doc) ? 'a list' : `a single ${typeof doc}`} instead of an object with an "openapi" field.`,
    );
  }
  if (doc.swagger !== undefined) {
    if (String(doc.swagger) === '2.0') return { version: '2.0' };
    return error(
      '/swagger',
      `The "swagger" field says ${JSON.stringify(doc.swagger)}; only Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2 are supported.`,
    );
  }
  if (doc.openapi === undefined) {
    const hint = doc.asyncapi !== undefined ? ' This is an AsyncAPI document.' : '';
    return error(
      '',
      `This file has no "openapi" field, so it is not an OpenAPI document (expected for example openapi: 3.1.0).${hint}`,
    );
  }
  const declared = typeof doc.openapi === 'string' ? doc.openapi : undefined;
  if (declared === undefined) {
    return error(
      '/openapi',
      `The "openapi" field must be a text such as "3.1.0" (in quotes in YAML), but it is ${JSON.stringify(doc.openapi)}.`,
    );
  }
  if (/^3\.0(\.\d+)?(-.+)?$/.test(declared)) return { version: '3.0' };
  if (/^3\.1(\.\d+)?(-.+)?$/.test(declared)) return { version: '3.1' };
  if (/^3\.2(\.\d+)?(-.+)?$/.test(declared)) return { version: '3.2' };
  return error(
    '/openapi',
    `The "openapi" field says "${declared}"; only Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2 are supported.`,
  );
}
