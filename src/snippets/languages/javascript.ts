/**
 * JavaScript (browser fetch), Node.js (fetch, or axios), TypeScript: hand-written; strings through
 * `jsString`, so `${}` and backticks are inert inside double quotes.
 */
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';
import { literal, type LiteralSyntax } from '../literal.js';
import { jsString } from '../quote.js';

export type JsFlavour = 'browser' | 'node' | 'typescript' | 'axios';

const JS: LiteralSyntax = {
  string: jsString,
  null: 'null',
  true: 'true',
  false: 'false',
  objectOpen: '{',
  objectClose: '}',
  arrayOpen: '[',
  arrayClose: ']',
  pair: ': ',
  // `{"__proto__": x}` would set the prototype; a computed key makes it an ordinary property.
  key: (k) => (k === '__proto__' ? `[${jsString(k)}]` : jsString(k)),
};

function indentTail(text: string, by: string): string {
  return text.split('\n').join(`\n${by}`);
}

export function javascript(req: SnippetRequest, flavour: JsFlavour = 'browser'): string {
  const browser = flavour === 'browser';
  const pre: string[] = [];
  const imports: string[] = [];
  // Browsers refuse a script-set Cookie header; they send the cookies they hold for the site.
  const headers = browser ? [...req.headers] : headersWithCookie(req);
  if (browser && req.cookie)
    pre.push(
      `// Cookies (${jsString(req.cookie)}) cannot be set by a script; the browser sends those it holds for this site.`,
    );
  const body = req.body;
  let bodyExpr: string | undefined;
  if (body.kind === 'json') bodyExpr = `JSON.stringify(${indentTail(literal(body.value, JS), '  ')}, null, 2)`;
  else if (body.kind === 'text' || body.kind === 'urlencoded') bodyExpr = jsString(req.bodyText ?? '');
  else if (body.kind === 'binary') {
    if (browser) {
      pre.push('const file = document.querySelector("input[type=file]").files[0];');
      bodyExpr = 'file';
    } else {
      imports.push('import { readFile } from "node:fs/promises";');
      bodyExpr = `await readFile(${jsString(fileName(body.file.name))})`;
    }
  } else if (body.kind === 'multipart') {
    if (!browser && body.parts.some((p) => p.kind === 'file'))
      imports.push('import { readFile } from "node:fs/promises";');
    pre.push('const form = new FormData();');
    for (const part of body.parts) {
      if (part.kind === 'text') pre.push(`form.append(${jsString(part.name)}, ${jsString(part.value)});`);
      else if (browser)
        pre.push(`form.append(${jsString(part.name)}, document.querySelector("input[type=file]").files[0]);`);
      else {
        const name = jsString(fileName(part.file.name));
        pre.push(
          `form.append(${jsString(part.name)}, new Blob([await readFile(${name})], { type: ${jsString(part.file.type || 'application/octet-stream')} }), ${name});`,
        );
      }
    }
    bodyExpr = 'form';
  }

  const headerLines = headers.map((h) => `    ${jsString(h.name)}: ${jsString(h.value)},`);
  if (flavour === 'axios') {
    imports.unshift('import axios from "axios";');
    const opts = [`  method: ${jsString(req.method)},`, `  url: ${jsString(req.url)},`];
    if (headerLines.length) opts.push(`  headers: {\n${headerLines.join('\n')}\n  },`);
    if (bodyExpr) opts.push(`  data: ${bodyExpr},`);
    // Keep the body bytes as given: no JSON re-parsing of strings by axios.
    opts.push('  transformResponse: (data) => data,');
    const call = `const response = await axios.request({\n${opts.join('\n')}\n});\nconsole.log(response.status, response.data);`;
    return [imports.join('\n'), pre.join('\n'), call].filter(Boolean).join('\n\n') + '\n';
  }
  const opts = [`  method: ${jsString(req.method)},`];
  if (headerLines.length) opts.push(`  headers: {\n${headerLines.join('\n')}\n  },`);
  if (bodyExpr) opts.push(`  body: ${bodyExpr},`);
  const typed = flavour === 'typescript' ? ': Response' : '';
  const call = `const response${typed} = await fetch(${jsString(req.url)}, {\n${opts.join('\n')}\n});\nconsole.log(response.status, await response.text());`;
  return [imports.join('\n'), pre.join('\n'), call].filter(Boolean).join('\n\n') + '\n';
}
