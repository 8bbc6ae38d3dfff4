/**
 * Spec files named by URL in docs.json or a page's frontmatter, as Mintlify reads them: `docs
 * validate`, `dev` and `build` fetch an `https:` URL (or an `http:` one only when the URL itself
 * names this machine), within a size and a time limit, never reaching a private or loopback address
 * unless the URL itself is loopback (every connection's resolved address is checked, redirects
 * included), and keep what they fetched in memory for the process and on disk, so `docs build`
 * writes it into the site and readers never reach the remote host.
 */
import { createHash } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupOneOptions } from 'node:dns';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiagnosticError } from '../diagnostics.js';
import { isLocalhostName, specialAddress } from '../proxy/addresses.js';

export interface RemoteSpecLimits {
  /** Largest body accepted, in bytes (default 20 MB). */
  readonly maxBytes: number;
  /** Longest the whole fetch may take, redirects included, in milliseconds (default 20 s). */
  readonly timeoutMs: number;
  /** A copy on disk younger than this is used without asking the host again (default 10 minutes). */
  readonly freshMs: number;
}

export const DEFAULT_REMOTE_LIMITS: RemoteSpecLimits = {
  maxBytes: 20 * 1024 * 1024,
  timeoutMs: 20_000,
  freshMs: 600_000,
};

const MAX_REDIRECTS = 3;

/** What this process fetched, by URL: the text the site publishes instead of the remote file. */
const fetched = new Map<string, string>();

/** The text fetched for `url` in this process, if any. */
export function fetchedSpecText(url: string): string | undefined {
  return fetched.get(url);
}

/** http(s) URLs are fetched; anything else (`file:`, a path) is not a remote spec. */
export function isRemoteSpec(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** The URL's own host names this machine: `localhost`, 127.0.0.0/8 or ::1. */
function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isLocalhostName(host) || /^a loopback/.test(specialAddress(host) ?? '');
}

/** A refusal (the URL may not be fetched) is an error; a host that fails to answer is a warning. */
function refuse(url: string, message: string, severity: 'error' | 'warning' = 'error'): DiagnosticError {
  return new DiagnosticError([
    { severity, code: severity === 'error' ? 'spec/remote-refused' : 'spec/remote-unavailable', file: url, message },
  ]);
}

/** Why this URL may not be fetched at all, before any connection; undefined when it may. */
export function remoteSpecRefusal(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a valid URL.`;
  }
  if (parsed.username !== '' || parsed.password !== '')
    return `${url} carries a user name or password; a spec URL must not hold credentials.`;
  const loopback = isLoopbackUrl(parsed);
  if (parsed.protocol === 'http:' && !loopback)
    return `${url} is plain http: to another host; only https: is fetched (http: only for this machine). Use the https: URL or download the file into the project.`;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `${url} is not an http(s) URL.`;
  const literal = specialAddress(parsed.hostname);
  if (literal !== undefined && !loopback)
    return `${url} names ${literal}; specs are never fetched from private networks. Download the file into the project.`;
  return undefined;
}

type Lookup = (
  hostname: string,
  options: LookupOneOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

/** Resolves as dns.lookup does, refusing a private or loopback address unless the URL is loopback. */
function guardedLookup(loopbackOk: boolean): Lookup {
  return (hostname, options, callback) =>
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      for (const { address } of addresses) {
        const special = specialAddress(address);
        if (special !== undefined && !(loopbackOk && special.startsWith('a loopback')))
          return callback(
            Object.assign(
              new Error(`${hostname} resolves to ${address}, ${special}; specs are never fetched from it.`),
              {
                code: 'EDOCSPRIVATE',
              },
            ),
            [],
          );
      }
      const first = addresses[0]!;
      if ((options as { all?: boolean }).all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
}

const tooBig = (message: string): Error => Object.assign(new Error(message), { code: 'EDOCSLIMIT' });

/** One GET, no redirect following: the status, the location, and the body within the byte limit. */
function getOnce(
  url: URL,
  limits: RemoteSpecLimits,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; body: string }> {
  const loopback = isLoopbackUrl(url);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        signal,
        lookup: guardedLookup(loopback) as never,
        headers: { accept: 'application/json, application/yaml, text/yaml, */*', 'user-agent': 'api-docs-elements' },
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, ...(res.headers.location ? { location: res.headers.location } : {}), body: '' });
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          req.destroy();
          return reject(tooBig(`it is ${declared} bytes, over the ${limits.maxBytes}-byte limit`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            req.destroy();
            reject(tooBig(`it is over the ${limits.maxBytes}-byte limit`));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function download(url: string, limits: RemoteSpecLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const refusal = remoteSpecRefusal(current);
    if (refusal !== undefined) throw refuse(url, current === url ? refusal : `${url} redirects to ${refusal}`);
    let answer;
    try {
      answer = await getOnce(new URL(current), limits, signal);
    } catch (error) {
      const reason = signal.aborted
        ? `it took longer than ${Math.round(limits.timeoutMs / 1000)} s`
        : (error as Error).message;
      const code = (error as { code?: string }).code;
      const refused = code === 'EDOCSPRIVATE' || code === 'EDOCSLIMIT';
      throw refuse(url, `${url} could not be fetched: ${reason}.`, refused ? 'error' : 'warning');
    }
    if (answer.location !== undefined) {
      current = new URL(answer.location, current).href;
      continue;
    }
    if (answer.status !== 200)
      throw refuse(url, `${url} answered HTTP ${answer.status}; the spec could not be read.`, 'warning');
    return answer.body;
  }
  throw refuse(url, `${url} redirects more than ${MAX_REDIRECTS} times.`);
}

/** Where fetched specs are kept between runs: the project's node_modules/.cache, else the OS temp folder. */
export function remoteCacheDir(projectRoot: string): string {
  const modules = join(projectRoot, 'node_modules');
  return existsSync(modules)
    ? join(modules, '.cache', 'api-docs', 'remote-specs')
    : join(tmpdir(), 'api-docs-remote-specs');
}

/**
 * The spec's text: from this process's memory, a fresh copy on disk, or the host (then both are
 * updated). A refusal or a failed fetch throws a DiagnosticError naming the URL; when the host fails
 * but an older copy is on disk, that copy is used.
 */
export async function fetchRemoteSpec(
  url: string,
  projectRoot: string,
  limits: RemoteSpecLimits = DEFAULT_REMOTE_LIMITS,
): Promise<string> {
  const known = fetched.get(url);
  if (known !== undefined) return known;
  const refusal = remoteSpecRefusal(url);
  if (refusal !== undefined) throw refuse(url, refusal);
  const dir = remoteCacheDir(projectRoot);
  const file = join(dir, createHash('sha256').update(url).digest('hex').slice(0, 32));
  const onDisk = existsSync(file) ? statSync(file) : undefined;
  if (onDisk !== undefined && Date.now() - onDisk.mtimeMs < limits.freshMs) {
    const text = readFileSync(file, 'utf8');
    fetched.set(url, text);
    return text;
  }
  let text: string;
  try {
    text = await download(url, limits);
  } catch (error) {
    if (onDisk === undefined) throw error;
    text = readFileSync(file, 'utf8');
  }
  fetched.set(url, text);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, text);
  } catch {
    // A cache that cannot be written only costs a fetch next time.
  }
  return text;
}

/** Where the site publishes a fetched spec: `_remote-specs/<hash>-<file name>`. */
export function remoteSpecPath(url: string): string {
  const name = (new URL(url).pathname.split('/').pop() ?? '').replace(/[^\w.-]/g, '') || 'spec';
  return `_remote-specs/${createHash('sha256').update(url).digest('hex').slice(0, 12)}-${name}`;
}

/** Forgets what this process fetched (tests; `docs dev` keeps it for its lifetime). */
export function clearRemoteSpecs(): void {
  fetched.clear();
}
