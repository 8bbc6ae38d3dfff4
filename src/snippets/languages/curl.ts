/** curl (bash, sh): hand-written; every argument goes through `shString`. */
import { bodyContentType } from '../../request/fetch.js';
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';
import { shString } from '../quote.js';

/** `-F` reads `@`, `<`, `;` and quotes in its value, so a file's name is double-quoted with `\` escapes inside. */
function formFileArg(name: string, file: string, type: string): string {
  const quoted = `"${file.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  return `${name}=@${quoted};type=${type}`;
}

export function curl(req: SnippetRequest): string {
  const args: string[] = [];
  if (req.method === 'HEAD') args.push('--head');
  else if (req.method !== 'GET') args.push(`--request ${shString(req.method)}`);
  // Brackets and braces (deepObject, `{placeholders}`) would otherwise be curl URL globs.
  if (/[[\]{}]/.test(req.url)) args.push('--globoff');
  args.push(`--url ${shString(req.url)}`);
  for (const header of headersWithCookie(req)) args.push(`--header ${shString(`${header.name}: ${header.value}`)}`);
  const body = req.body;
  if (body.kind === 'json' || body.kind === 'text' || body.kind === 'urlencoded') {
    // --data-raw sends the bytes as they are (no `@file` reading, no newline stripping).
    args.push(`--data-raw ${shString(req.bodyText ?? '')}`);
  } else if (body.kind === 'binary') {
    args.push(`--data-binary ${shString(`@${fileName(body.file.name)}`)}`);
    if (!req.headers.some((h) => h.name.toLowerCase() === 'content-type')) {
      args.push(`--header ${shString(`Content-Type: ${bodyContentType(body)}`)}`);
    }
  } else if (body.kind === 'multipart') {
    for (const part of body.parts) {
      if (part.kind === 'file')
        args.push(
          `--form ${shString(formFileArg(part.name, fileName(part.file.name), part.file.type || 'application/octet-stream'))}`,
        );
      // --form-string takes the value literally, unlike --form.
      else args.push(`--form-string ${shString(`${part.name}=${part.value}`)}`);
    }
  }
  return ['curl', ...args].join(' \\\n  ');
}
