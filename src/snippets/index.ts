/**
 * Code snippets from a RequestDescription, the same one the playground sends.
 *
 * Which generator each language uses, and why (checked with strings holding quotes, `$()`, `${}`,
 * `#{}`, backticks, backslashes, line breaks, NUL and U+202E):
 *
 * | language    | aliases               | generator                              | why not a library                                                      |
 * |-------------|-----------------------|----------------------------------------|------------------------------------------------------------------------|
 * | curl        | bash, shell, sh       | hand-written (languages/curl.ts)       | snippetz leaves `'` in URLs unescaped and uses `-F` (reads `@file`);   |
 * |             |                       |                                        | httpsnippet-lite rebuilds the query from an object (repeated keys lost) |
 * | python      | py                    | hand-written, requests                 | both rebuild the query; `json=` sends other bytes than the playground  |
 * | javascript  | js                    | hand-written, fetch                    | snippetz writes `'${value}'` unescaped; puts cookies in `Set-Cookie`   |
 * | node        | (variant `axios`)     | hand-written, fetch / axios            | same as javascript                                                     |
 * | typescript  | ts                    | hand-written, fetch                    | no library target                                                      |
 * | go          | golang                | hand-written, net/http                 | snippetz: errors ignored, raw invisible characters, every file part    |
 * |             |                       |                                        | sent as application/octet-stream, binary bodies left empty             |
 * | java        |                       | hand-written, java.net.http (JDK 11+)  | snippetz drops multipart and binary bodies                             |
 * | kotlin      | kt                    | hand-written, OkHttp                   | both leave `${}` templates live                                        |
 * | csharp      | c#, cs, dotnet        | hand-written, HttpClient               | snippetz: raw `"""` strings and unescaped headers; httpsnippet-lite    |
 * |             |                       |                                        | needs an async API and re-encodes the query                            |
 * | php         |                       | hand-written, curl extension           | both: `$`/`${x}` live in double quotes, unescaped keys                 |
 * | ruby        | rb                    | hand-written, net/http                 | both: `#{}` interpolates in double-quoted bodies                       |
 * | rust        | rs                    | hand-written, reqwest                  | snippetz writes `\u0000`, which rustc rejects                          |
 * | swift       |                       | hand-written, URLSession               | both: raw line breaks and unescaped keys                               |
 * | dart        |                       | hand-written, package:http             | snippetz: `'` and `${}` unescaped                                      |
 * | powershell  | pwsh, ps              | hand-written, Invoke-WebRequest        | both: `$(…)` runs inside double quotes; `'` unescaped in the body      |
 * | c           | libcurl               | hand-written, libcurl                  | both write `\u0000`, which C rejects                                   |
 * | http        | http1.1, raw          | hand-written, raw HTTP/1.1             | simpler to write than to adapt                                         |
 *
 * test/core/snippets-exec.test.ts runs curl, python, node, javascript, typescript, go, ruby, php,
 * java and c snippets against a recording server; snippets-golden.test.ts compares the others (and
 * go, java, php, ruby, c) with golden files and passes them through whichever compiler or parser is
 * installed (javac, gofmt, ruby -c, php -l, gcc, rustc).
 */
import { maskRequestSecrets } from '../auth/mask.js';
import type { Diagnostic } from '../diagnostics.js';
import type { RequestDescription } from '../request/types.js';
import { c } from './languages/c.js';
import { curl } from './languages/curl.js';
import { http } from './languages/http.js';
import { javascript } from './languages/javascript.js';
import { go } from './languages/go.js';
import { java } from './languages/java.js';
import { python } from './languages/python.js';
import { php, powershell, ruby } from './languages/scripting.js';
import { csharp, dart, kotlin, rust, swift } from './languages/typed.js';
import { snippetRequest, type SnippetRequest } from './model.js';

export type SnippetLanguage =
  | 'curl'
  | 'python'
  | 'javascript'
  | 'node'
  | 'typescript'
  | 'go'
  | 'java'
  | 'kotlin'
  | 'csharp'
  | 'php'
  | 'ruby'
  | 'rust'
  | 'swift'
  | 'dart'
  | 'powershell'
  | 'c'
  | 'http';

export interface Snippet {
  /** The canonical language name (`curl` for `bash`). */
  readonly language: SnippetLanguage;
  /** A tab label: `cURL`, `Python`, `Node.js (axios)`. */
  readonly label: string;
  /** The shiki grammar to highlight it with. */
  readonly grammar: string;
  readonly code: string;
}

export interface SnippetOptions {
  /** `axios` for node. */
  readonly variant?: string;
  /** Resolves a relative server URL (the spec's or the page's URL). */
  readonly baseUrl?: string;
  /** Show typed credentials as they are (only when the reader asks to copy them); masked by default. */
  readonly revealSecrets?: boolean;
}

interface LanguageInfo {
  readonly label: string;
  readonly grammar: string;
  readonly generate: (req: SnippetRequest, variant?: string) => string;
}

export const LANGUAGES: Readonly<Record<SnippetLanguage, LanguageInfo>> = {
  curl: { label: 'cURL', grammar: 'shellscript', generate: curl },
  python: { label: 'Python', grammar: 'python', generate: python },
  javascript: { label: 'JavaScript', grammar: 'javascript', generate: (r) => javascript(r, 'browser') },
  node: {
    label: 'Node.js',
    grammar: 'javascript',
    generate: (r, v) => javascript(r, v === 'axios' ? 'axios' : 'node'),
  },
  typescript: { label: 'TypeScript', grammar: 'typescript', generate: (r) => javascript(r, 'typescript') },
  go: { label: 'Go', grammar: 'go', generate: go },
  java: { label: 'Java', grammar: 'java', generate: java },
  kotlin: { label: 'Kotlin', grammar: 'kotlin', generate: kotlin },
  csharp: { label: 'C#', grammar: 'csharp', generate: csharp },
  php: { label: 'PHP', grammar: 'php', generate: php },
  ruby: { label: 'Ruby', grammar: 'ruby', generate: ruby },
  rust: { label: 'Rust', grammar: 'rust', generate: rust },
  swift: { label: 'Swift', grammar: 'swift', generate: swift },
  dart: { label: 'Dart', grammar: 'dart', generate: dart },
  powershell: { label: 'PowerShell', grammar: 'powershell', generate: powershell },
  c: { label: 'C', grammar: 'c', generate: c },
  http: { label: 'HTTP', grammar: 'http', generate: http },
};

const ALIASES: Readonly<Record<string, SnippetLanguage>> = {
  bash: 'curl',
  shell: 'curl',
  sh: 'curl',
  py: 'python',
  js: 'javascript',
  ts: 'typescript',
  'c#': 'csharp',
  cs: 'csharp',
  dotnet: 'csharp',
  rb: 'ruby',
  rs: 'rust',
  kt: 'kotlin',
  pwsh: 'powershell',
  ps: 'powershell',
  libcurl: 'c',
  'http1.1': 'http',
  raw: 'http',
  golang: 'go',
  nodejs: 'node',
  'node.js': 'node',
  axios: 'node',
};

/** `bash` → `curl`, `C#` → `csharp`; undefined for a name we do not know. */
export function resolveLanguage(name: string): SnippetLanguage | undefined {
  const key = name.trim().toLowerCase();
  if (key in LANGUAGES) return key as SnippetLanguage;
  return ALIASES[key];
}

/** The variant an alias implies (`axios` → node's axios variant). */
function aliasVariant(name: string): string | undefined {
  return name.trim().toLowerCase() === 'axios' ? 'axios' : undefined;
}

export function isDiagnostic(value: Snippet | Diagnostic): value is Diagnostic {
  return 'severity' in value;
}

/**
 * One snippet, or a diagnostic for a language we do not know (never an empty tab). Typed
 * credentials are masked unless `revealSecrets` is set; placeholders stay readable.
 */
export function generateSnippet(
  desc: RequestDescription,
  language: string,
  options: SnippetOptions = {},
): Snippet | Diagnostic {
  const canonical = resolveLanguage(language);
  if (!canonical) {
    const known = Object.keys(LANGUAGES).join(', ');
    return {
      severity: 'warning',
      code: 'snippets/unknown-language',
      message: `There is no snippet generator for "${language}". Use one of: ${known}.`,
    };
  }
  const info = LANGUAGES[canonical];
  const variant = options.variant ?? aliasVariant(language);
  const shown = options.revealSecrets ? desc : maskRequestSecrets(desc);
  const code = info.generate(snippetRequest(shown, options.baseUrl), variant);
  const label = canonical === 'node' && variant === 'axios' ? 'Node.js (axios)' : info.label;
  return { language: canonical, label, grammar: info.grammar, code };
}

export { snippetRequest, type SnippetRequest } from './model.js';
export * as quote from './quote.js';
