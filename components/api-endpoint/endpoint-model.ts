/**
 * What an endpoint page shows, as plain data: built from a resolved OpenAPI operation or from the
 * MDX-style `api="POST /users"` attribute. The render modules take this, never the element.
 */
import type { Diagnostic } from '../../src/diagnostics.js';
import type {
  Parameter,
  ParameterLocation,
  RequestBody,
  ResolvedOperation,
  Response,
  Server,
} from '../../src/openapi/types.js';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
export const LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'querystring', 'header', 'cookie'];

export interface ServerView {
  /** As written, for display. */
  readonly label: string;
  /** Absolute URL with variables replaced by their defaults, or undefined when it cannot be made one. */
  readonly href?: string;
  /** 3.2 server `name`. */
  readonly name?: string;
  readonly description?: string;
}

export interface EndpointView {
  readonly method: string;
  /** The path template (`/pets/{petId}`), or a webhook's name. */
  readonly path: string;
  /** Base URL + path, when a base URL is known. */
  readonly fullUrl?: string;
  readonly title: string;
  readonly description?: string;
  readonly deprecated: boolean;
  readonly webhook: boolean;
  readonly servers: readonly ServerView[];
  readonly parameters: ReadonlyMap<ParameterLocation, readonly Parameter[]>;
  readonly requestBody?: RequestBody;
  readonly responses: readonly Response[];
}

/** `{var}` → its default; a URL that stays relative is resolved against the spec's own URL. */
export function serverHref(server: Server, specUrl?: string): string | undefined {
  const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables[name]?.default ?? whole);
  if (/\{[^}]*\}/.test(url)) return undefined;
  try {
    const base = specUrl !== undefined && /^(https?|blob):/i.test(specUrl) ? specUrl.replace(/^blob:/i, '') : undefined;
    const absolute = new URL(url, base);
    return /^https?:$/.test(absolute.protocol) ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/** Joins a base URL and a path template without doubling or dropping the slash between them. */
export function joinUrl(base: string, path: string): string {
  if (path === '' || path === '/') return base.endsWith('/') ? base : `${base}/`;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function groupParameters(parameters: readonly Parameter[]): Map<ParameterLocation, Parameter[]> {
  const groups = new Map<ParameterLocation, Parameter[]>();
  for (const location of LOCATIONS) {
    const inGroup = parameters.filter((p) => p.in === location);
    if (inGroup.length > 0) groups.set(location, inGroup);
  }
  return groups;
}

export interface ViewOptions {
  readonly specUrl?: string;
  /** The `server` attribute: a base URL that wins over the spec's servers. */
  readonly server?: string;
  /** The `heading` attribute: a title that wins over the summary. */
  readonly heading?: string;
}

export function viewFromOperation(op: ResolvedOperation, options: ViewOptions = {}): EndpointView {
  const servers = op.servers.map((s) => {
    const href = serverHref(s, options.specUrl);
    return {
      label: s.url,
      ...(href === undefined ? {} : { href }),
      ...(s.name === undefined ? {} : { name: s.name }),
      ...(s.description === undefined ? {} : { description: s.description }),
    };
  });
  const base = options.server ?? servers.find((s) => s.href !== undefined)?.href;
  const method = op.custom === true ? op.method : op.method.toUpperCase();
  const webhook = op.kind === 'webhook';
  return {
    method,
    path: op.path,
    ...(base === undefined || webhook ? {} : { fullUrl: joinUrl(base, op.path) }),
    title: options.heading ?? (op.summary?.trim() || `${method} ${op.path}`),
    ...(op.description === undefined ? {} : { description: op.description }),
    deprecated: op.deprecated,
    webhook,
    servers,
    parameters: groupParameters(op.parameters),
    ...(op.requestBody === undefined ? {} : { requestBody: op.requestBody }),
    responses: op.responses,
  };
}

export type MdxApiResult =
  { readonly ok: true; readonly view: EndpointView } | { readonly ok: false; readonly diagnostic: Diagnostic };

/**
 * Reads `api="POST /users"` (or `api="GET https://api.example.com/users/{id}"`). A full URL ignores
 * the server; a relative path is appended to `server` (the attribute, else `api.mdx.server`).
 */
/** `servers`: the base URLs for a relative path (`api.mdx.server`, in order; the first is shown in the header). */
export function viewFromMdx(
  api: string,
  servers: string | readonly string[] | undefined,
  heading?: string,
): MdxApiResult {
  const bases = (typeof servers === 'string' ? [servers] : (servers ?? [])).filter((s) => s !== '');
  const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(api);
  const method = match?.[1]?.toLowerCase();
  if (match === null || method === undefined || !(METHODS as readonly string[]).includes(method)) {
    return {
      ok: false,
      diagnostic: {
        severity: 'error',
        code: 'endpoint/api',
        message: `The api attribute must be "METHOD /path" or "METHOD https://host/path", for example "POST /users"; got ${JSON.stringify(api)}.`,
      },
    };
  }
  const target = match[2] ?? '/';
  let path: string;
  let all: string[];
  if (/^https?:\/\//i.test(target)) {
    // Split by text, not URL(): URL() would percent-encode the `{param}` braces.
    const own = /^https?:\/\/[^/?#]*/i.exec(target)?.[0];
    path = target.slice(own?.length ?? 0) || '/';
    all = own === undefined ? [] : [own];
  } else {
    path = target.startsWith('/') ? target : `/${target}`;
    all = bases;
  }
  const base = all[0];
  const fullUrl = base === undefined ? undefined : joinUrl(base, path);
  const upper = method.toUpperCase();
  const serverViews: ServerView[] = all.map((url) => ({
    label: url,
    ...(/^https?:\/\//i.test(url) ? { href: url } : {}),
  }));
  return {
    ok: true,
    view: {
      method: upper,
      path,
      ...(fullUrl === undefined ? {} : { fullUrl }),
      title: heading ?? `${upper} ${path}`,
      deprecated: false,
      webhook: false,
      servers: serverViews,
      parameters: new Map(),
      responses: [],
    },
  };
}
