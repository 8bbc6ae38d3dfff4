/**
 * The languages we highlight, each loaded by its own dynamic import on first use so that a bundler
 * splits every grammar into a chunk of its own. Keys are the names and aliases callers may pass.
 */
import type { LanguageRegistration } from 'shiki/core';

type GrammarModule = { default: LanguageRegistration[] };
type GrammarLoader = () => Promise<GrammarModule>;

/** Grammar id → loader. The ids are shiki's. */
const grammars: Readonly<Record<string, GrammarLoader>> = {
  json: () => import('shiki/langs/json.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  ruby: () => import('shiki/langs/ruby.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  dart: () => import('shiki/langs/dart.mjs'),
  powershell: () => import('shiki/langs/powershell.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  http: () => import('shiki/langs/http.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  css: () => import('shiki/langs/css.mjs'),
};

/** Alias (lower case) → grammar id. */
const aliases: Readonly<Record<string, string>> = {
  json: 'json',
  jsonc: 'json',
  json5: 'json',
  'application/json': 'json',
  yaml: 'yaml',
  yml: 'yaml',
  'application/yaml': 'yaml',
  'text/yaml': 'yaml',
  xml: 'xml',
  'application/xml': 'xml',
  'text/xml': 'xml',
  svg: 'xml',
  html: 'html',
  htm: 'html',
  'text/html': 'html',
  bash: 'shellscript',
  sh: 'shellscript',
  shell: 'shellscript',
  shellscript: 'shellscript',
  zsh: 'shellscript',
  curl: 'shellscript',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'typescript',
  python: 'python',
  py: 'python',
  python3: 'python',
  go: 'go',
  golang: 'go',
  java: 'java',
  okhttp: 'java',
  kotlin: 'kotlin',
  kt: 'kotlin',
  kts: 'kotlin',
  csharp: 'csharp',
  'c#': 'csharp',
  cs: 'csharp',
  dotnet: 'csharp',
  php: 'php',
  ruby: 'ruby',
  rb: 'ruby',
  rust: 'rust',
  rs: 'rust',
  swift: 'swift',
  dart: 'dart',
  flutter: 'dart',
  powershell: 'powershell',
  ps1: 'powershell',
  pwsh: 'powershell',
  ps: 'powershell',
  c: 'c',
  h: 'c',
  libcurl: 'c',
  http: 'http',
  markdown: 'markdown',
  md: 'markdown',
  css: 'css',
};

/** The grammar id for a language name or alias, or undefined when we do not highlight it. */
export function grammarIdFor(lang: string): string | undefined {
  const key = lang.trim().toLowerCase();
  return Object.hasOwn(aliases, key) ? aliases[key] : undefined;
}

export function grammarLoader(id: string): GrammarLoader | undefined {
  return Object.hasOwn(grammars, id) ? grammars[id] : undefined;
}

/** Every language name and alias accepted by `highlight`. */
export const highlightLanguages: readonly string[] = Object.keys(aliases);
