/** How to show a response: its kind from Content-Type (and the first bytes when the type says little), reason phrases, file names. */

export type ResponseKind =
  'image' | 'audio' | 'video' | 'json' | 'ndjson' | 'event-stream' | 'html' | 'xml' | 'text' | 'binary';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** Magic numbers for the media a player or `img` can show. */
function sniff(bytes: Uint8Array): ResponseKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image'; // PNG
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image'; // JPEG
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image'; // GIF
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image'; // WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x41, 0x56, 0x45], 8)) return 'audio'; // WAV
  if (startsWith(bytes, [0x49, 0x44, 0x33]) || startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return 'audio'; // MP3 (ID3), Ogg
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return 'video'; // MP4 `ftyp`
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video'; // WebM / Matroska
  return undefined;
}

/** True when the bytes look like text: valid UTF-8 without NUL or most control characters. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return true;
  try {
    // A cut multi-byte sequence at the end of a prefix is fine; `stream: true` ignores it.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return !/[\x00-\x08\x0E-\x1A\x1C-\x1F]/.test(text);
  } catch {
    return false;
  }
}

/**
 * The kind of view a response needs. The Content-Type decides; for `application/octet-stream`,
 * a missing type or an unknown one, the first bytes (if given) refine it.
 */
export function classifyResponse(contentType: string | null | undefined, firstBytes?: Uint8Array): ResponseKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'text/event-stream') return 'event-stream';
  if (
    type === 'application/x-ndjson' ||
    type === 'application/ndjson' ||
    type === 'application/jsonl' ||
    type === 'application/json-seq'
  )
    return 'ndjson';
  if (type === 'application/json' || type.endsWith('+json') || type === 'text/json') return 'json';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml')) return 'xml';
  if (
    type.startsWith('text/') ||
    ['application/javascript', 'application/yaml', 'application/x-yaml', 'application/graphql'].includes(type)
  )
    return 'text';
  if (firstBytes) {
    const sniffed = sniff(firstBytes);
    if (sniffed) return sniffed;
    if (looksLikeText(firstBytes)) {
      const head = new TextDecoder().decode(firstBytes.subarray(0, 64)).trimStart();
      return head.startsWith('{') || head.startsWith('[') ? 'json' : 'text';
    }
  }
  return 'binary';
}

const REASONS: Readonly<Record<number, string>> = {
  100: 'Continue',
  101: 'Switching Protocols',
  102: 'Processing',
  103: 'Early Hints',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  207: 'Multi-Status',
  208: 'Already Reported',
  226: 'IM Used',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  305: 'Use Proxy',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  418: "I'm a teapot",
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

/** `404` → `Not Found` (RFC 9110 and the IANA registry); an unknown code gets its class (`Client Error`). */
export function reasonPhrase(status: number): string {
  const known = REASONS[status];
  if (known) return known;
  if (status >= 100 && status < 200) return 'Informational';
  if (status >= 200 && status < 300) return 'Success';
  if (status >= 300 && status < 400) return 'Redirection';
  if (status >= 400 && status < 500) return 'Client Error';
  if (status >= 500 && status < 600) return 'Server Error';
  return 'Unknown Status';
}

/** Strips directories and characters no file system accepts, so a server cannot name a path. */
function safeFileName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\x00-\x1F\x7F<>:"|?*]/g, '_').trim();
  return clean === '' || clean === '.' || clean === '..' ? undefined : clean;
}

function decodeExtValue(value: string): string | undefined {
  // RFC 8187: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!match) return undefined;
  const charset = match[1]!.toLowerCase();
  const bytes: number[] = [];
  const text = match[2]!;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%' && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  try {
    return new TextDecoder(charset === 'iso-8859-1' ? 'latin1' : 'utf-8', { fatal: true }).decode(
      new Uint8Array(bytes),
    );
  } catch {
    return undefined;
  }
}

/** Splits `attachment; filename="a;b.txt"; filename*=UTF-8''x` into parameters, honouring quoted strings. */
function parameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of header.matchAll(re)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim();
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/**
 * The file name from a `Content-Disposition` header (RFC 6266): `filename*` (RFC 8187, UTF-8 or
 * ISO-8859-1) wins over `filename`. Directory parts are dropped. Undefined when there is none.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = parameters(header);
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeExtValue(extended);
    if (decoded !== undefined) return safeFileName(decoded);
  }
  const plain = params.get('filename');
  return plain === undefined ? undefined : safeFileName(plain);
}
