/** Python with requests: hand-written; strings through `pyString`, JSON sent with the playground's exact bytes. */
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';
import { literal, type LiteralSyntax } from '../literal.js';
import { pyString } from '../quote.js';

const PY: LiteralSyntax = {
  string: pyString,
  null: 'None',
  true: 'True',
  false: 'False',
  objectOpen: '{',
  objectClose: '}',
  arrayOpen: '[',
  arrayClose: ']',
  pair: ': ',
};

export function python(req: SnippetRequest): string {
  const body = req.body;
  const imports = ['import requests'];
  const lines: string[] = [`url = ${pyString(req.url)}`];
  const args = [pyString(req.method), 'url'];
  const headers = headersWithCookie(req);
  if (headers.length) {
    lines.push(`headers = {\n${headers.map((h) => `    ${pyString(h.name)}: ${pyString(h.value)},`).join('\n')}\n}`);
    args.push('headers=headers');
  }
  if (body.kind === 'json') {
    imports.unshift('import json');
    lines.push(`payload = ${literal(body.value, PY)}`);
    // indent=2 and ensure_ascii=False give the same bytes the playground sends.
    args.push('data=json.dumps(payload, indent=2, ensure_ascii=False).encode("utf-8")');
  } else if (body.kind === 'text' || body.kind === 'urlencoded') {
    lines.push(`payload = ${pyString(req.bodyText ?? '')}`);
    args.push('data=payload.encode("utf-8")');
  } else if (body.kind === 'binary') {
    lines.push(`payload = open(${pyString(fileName(body.file.name))}, "rb")`);
    args.push('data=payload');
  } else if (body.kind === 'multipart') {
    const parts = body.parts.map((part) =>
      part.kind === 'file'
        ? `    (${pyString(part.name)}, (${pyString(fileName(part.file.name))}, open(${pyString(fileName(part.file.name))}, "rb"), ${pyString(part.file.type || 'application/octet-stream')})),`
        : `    (${pyString(part.name)}, (None, ${pyString(part.value)}${part.contentType ? `, ${pyString(part.contentType)}` : ''})),`,
    );
    lines.push(`files = [\n${parts.join('\n')}\n]`);
    args.push('files=files');
  }
  lines.push(`response = requests.request(${args.join(', ')})`, 'print(response.status_code)', 'print(response.text)');
  return `${imports.join('\n')}\n\n${lines.join('\n')}\n`;
}
