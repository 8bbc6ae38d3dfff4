/**
 * A server URL template with its variables substituted, checked so that a variable's value can
 * never move the request to an origin outside the template's own shape: a value that would put a
 * URL delimiter (`/ ? # @ : \`, whitespace) into the scheme, userinfo, host or port is refused
 * (`http://{tenant}.example.test` with `collector.example.org:9000/steal?x=` would otherwise send
 * there). Also the origin the request goes to, which the playground shows beside Send and files
 * credentials under. Plain string work: no DOM.
 */

export interface ServerVariableProblem {
  /** The variable whose value is refused. */
  readonly name: string;
  readonly message: string;
}

export interface ResolvedServer {
  /** The URL with variables substituted, trailing slash removed (may be relative, such as `/v1`). */
  readonly url: string;
  /** `scheme://host:port` the request goes to; undefined with problems, or when it has none (no base for a relative URL, or not http/https). */
  readonly origin?: string;
  readonly problems: readonly ServerVariableProblem[];
}

/** Where a variable's value lands in the URL. */
type Region = 'scheme' | 'authority' | 'origin' | 'path';

// One private-use character per variable stands for it while the template's literal shape is read.
const MARK = '\uE000';
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const CONTROL = /[\u0000-\u001F\u007F]/;
/** What may not come from a value inside the authority: it would end the host, add a port or userinfo, or be decoded into one. */
const AUTHORITY_DELIMITER = /[/?#@:\\[\]%\s]/;
/** What ends the authority in a literal (`\` does for http and https). */
const AUTHORITY_END = /[/?#\\]/;

interface Slot {
  readonly name: string;
  readonly region: Region;
  /** Nothing literal of the authority follows: the value may go on into the path. */
  readonly endsAuthority: boolean;
  /** Right after a literal `:` in the authority. */
  readonly port: boolean;
}

/** The template's variables in order, each with the region its value lands in. */
function slotsOf(template: string): Slot[] {
  const names: string[] = [];
  const skeleton = template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    names.push(name);
    return MARK;
  });
  const separator = skeleton.indexOf('://');
  const hasScheme = separator > 0 && /^[A-Za-z0-9+.\-\uE000]+$/.test(skeleton.slice(0, separator));
  let start = -1;
  let schemeEnd = 0;
  if (hasScheme) {
    schemeEnd = separator;
    start = separator + 3;
  } else if (skeleton.startsWith('//')) start = 2;
  let end = skeleton.length;
  if (start >= 0) {
    const rest = skeleton.slice(start).search(AUTHORITY_END);
    if (rest >= 0) end = start + rest;
  }
  // No literal scheme and no leading `//`: variables before the first literal delimiter name the whole origin.
  const leadingEnd = start < 0 ? skeleton.search(/[/?#]/) : -1;
  const slots: Slot[] = [];
  let index = 0;
  for (let p = 0; p < skeleton.length; p++) {
    if (skeleton[p] !== MARK) continue;
    const name = names[index++]!;
    let region: Region = 'path';
    if (hasScheme && p < schemeEnd) region = 'scheme';
    else if (start >= 0 && p >= start && p < end) region = 'authority';
    else if (start < 0 && skeleton[0] === MARK && (leadingEnd < 0 || p < leadingEnd)) region = 'origin';
    slots.push({ name, region, endsAuthority: p === end - 1, port: region === 'authority' && skeleton[p - 1] === ':' });
  }
  return slots;
}

function valueOf(
  name: string,
  variables: Readonly<Record<string, { readonly default: string }>>,
  values: Readonly<Record<string, string>>,
): string | undefined {
  const value = values[name];
  if (value !== undefined && value !== '') return value;
  return variables[name]?.default;
}

/** Why `value` may not stand in `slot`, or undefined when it may. */
function refusal(slot: Slot, value: string): string | undefined {
  const shown = JSON.stringify(value);
  if (CONTROL.test(value)) return `${shown} contains control characters, which a URL cannot hold.`;
  if (slot.region === 'scheme' && !SCHEME.test(value))
    return `${shown} cannot be the URL's scheme: use a scheme name such as https.`;
  if (slot.region === 'origin' && /[@\\\s]/.test(value))
    return `${shown} cannot begin the server URL: remove "@", "\\" and spaces.`;
  if (slot.region !== 'authority') return undefined;
  // The last thing in the authority may go on into the path: only what comes before that counts.
  const cut = slot.endsAuthority ? value.search(/[/?#]/) : -1;
  const head = cut >= 0 ? value.slice(0, cut) : value;
  if (slot.port) {
    if (!/^\d{1,5}$/.test(head)) return `${shown} is not a port number.`;
    return undefined;
  }
  const bad = AUTHORITY_DELIMITER.exec(head);
  if (bad) {
    const what = /\s/.test(bad[0]) ? 'a space' : `"${bad[0]}"`;
    return `${shown} would change the server's host: a value here cannot contain ${what} (nor / ? # @ : \\ or spaces).`;
  }
  return undefined;
}

/** The origin of `url` (resolved against `base` when relative), or undefined when it has no http(s) origin. */
export function originOf(url: string, base?: string): string | undefined {
  try {
    const parsed = base === undefined ? new URL(url) : new URL(url || '/', base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `http://{tenant}.example.test/{base}` with the reader's values (else the defaults) substituted and
 * checked; `base` resolves a relative result (the spec's URL, else the page) for `origin`.
 */
export function resolveServer(
  template: string,
  variables: Readonly<Record<string, { readonly default: string }>> = {},
  values: Readonly<Record<string, string>> = {},
  base?: string,
): ResolvedServer {
  const problems: ServerVariableProblem[] = [];
  for (const slot of slotsOf(template)) {
    const value = valueOf(slot.name, variables, values);
    if (value === undefined) continue;
    const message = refusal(slot, value);
    if (message !== undefined && !problems.some((p) => p.name === slot.name))
      problems.push({ name: slot.name, message });
  }
  const url = template
    .replace(/\{([^}]+)\}/g, (whole, name: string) => valueOf(name, variables, values) ?? whole)
    .replace(/\/+$/, '');
  if (problems.length > 0) return { url, problems };
  const origin = originOf(url, base);
  return origin === undefined ? { url, problems } : { url, origin, problems };
}
