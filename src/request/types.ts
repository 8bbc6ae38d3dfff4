/**
 * One HTTP request, described as data. The playground sends it and every snippet prints it, so
 * the two can never disagree. Everything here is plain data: no DOM, no fetch, no globals.
 */

/** A file chosen by the reader (or an example file in a snippet): its name, media type and bytes. */
export interface FileValue {
  readonly kind: 'file';
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** A name and a value, both raw (not percent-encoded). */
export interface NameValue {
  readonly name: string;
  readonly value: string;
}

/**
 * One query pair, already percent-encoded, ready to join with `=` and `&`. Kept encoded because
 * OpenAPI styles put delimiters (`,`, `%20`, `%7C`, `[ ]`) inside values that must stay as they
 * are, and snippets copy these exact bytes into their URL literal.
 */
export interface EncodedPair {
  readonly name: string;
  readonly value: string;
  /** A 3.2 querystring written as one piece: `name` alone, with no `=value`. */
  readonly bare?: true;
}

export interface RequestUrl {
  /** The server URL after variable substitution, without a trailing slash (may be relative, such as `/v1`). */
  readonly server: string;
  /** The path with path parameters substituted and percent-encoded (starts with `/`). */
  readonly path: string;
  readonly query: readonly EncodedPair[];
}

export type MultipartPart =
  | { readonly kind: 'text'; readonly name: string; readonly value: string; readonly contentType?: string }
  | { readonly kind: 'file'; readonly name: string; readonly file: FileValue };

/** The body, tagged by how it is encoded. `contentType` is the media type the spec names. */
export type RequestBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly contentType: string; readonly value: unknown }
  | { readonly kind: 'text'; readonly contentType: string; readonly text: string }
  | { readonly kind: 'urlencoded'; readonly contentType: string; readonly pairs: readonly NameValue[] }
  | { readonly kind: 'multipart'; readonly contentType: string; readonly parts: readonly MultipartPart[] }
  | { readonly kind: 'binary'; readonly contentType: string; readonly file: FileValue };

/** Which credential a request carries, for masking in snippets and for the playground's "sent to" note. */
export interface AppliedSecret {
  /** Where the secret sits: a header name, a query parameter name or a cookie name. */
  readonly in: 'header' | 'query' | 'cookie';
  readonly name: string;
  /** The secret as it appears on the wire in that place (for example `Bearer abc`, or the encoded query value). */
  readonly value: string;
  /** True when the value is a placeholder such as `<ACCESS_TOKEN>`, not something the reader typed. */
  readonly placeholder: boolean;
}

export interface RequestDescription {
  /** `GET`, `QUERY`, … upper-cased; a 3.2 custom method (`COPY`) exactly as the spec writes it. */
  readonly method: string;
  readonly url: RequestUrl;
  readonly headers: readonly NameValue[];
  readonly cookies: readonly NameValue[];
  readonly body: RequestBody;
  /** Secrets added by `applyAuth`, so views can mask them. */
  readonly secrets: readonly AppliedSecret[];
}

/** Something that stops a request from being sent, in words a reader can act on. */
export interface RequestProblem {
  readonly code:
    | 'param/missing-path'
    | 'param/missing-required'
    | 'param/invalid-header'
    | 'server/missing'
    | 'server/invalid-url'
    | 'server/invalid-variable'
    | 'body/invalid-json'
    | 'auth/missing';
  readonly message: string;
  /** `path`, `query`, `header`, `cookie`, `body`, `server` or `auth`. */
  readonly location: string;
  /** The parameter, variable or scheme the problem is about. */
  readonly name?: string;
}
