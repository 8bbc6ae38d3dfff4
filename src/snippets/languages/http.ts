/** Raw HTTP/1.1: hand-written; what goes on the wire, as text (binary parts are named, not dumped). */
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';

const BOUNDARY = '----api-docs-elements-boundary';

function multipartText(req: SnippetRequest): string {
  if (req.body.kind !== 'multipart') return '';
  const lines: string[] = [];
  for (const part of req.body.parts) {
    lines.push(`--${BOUNDARY}`);
    if (part.kind === 'file') {
      lines.push(
        `Content-Disposition: form-data; name="${part.name.replace(/"/g, '%22')}"; filename="${fileName(part.file.name).replace(/"/g, '%22')}"`,
      );
      lines.push(
        `Content-Type: ${part.file.type || 'application/octet-stream'}`,
        '',
        `<contents of ${fileName(part.file.name)}>`,
      );
    } else {
      lines.push(`Content-Disposition: form-data; name="${part.name.replace(/"/g, '%22')}"`);
      if (part.contentType) lines.push(`Content-Type: ${part.contentType}`);
      lines.push('', part.value);
    }
  }
  lines.push(`--${BOUNDARY}--`, '');
  return lines.join('\r\n');
}

export function http(req: SnippetRequest): string {
  const url = /^[a-z][a-z0-9+.-]*:/i.test(req.url) ? new URL(req.url) : undefined;
  const target = url ? req.url.slice(url.origin.length) || '/' : req.url;
  const lines = [`${req.method} ${target} HTTP/1.1`];
  if (url) lines.push(`Host: ${url.host}`);
  for (const header of headersWithCookie(req)) lines.push(`${header.name}: ${header.value}`);
  let body = req.bodyText;
  if (req.body.kind === 'multipart') {
    lines.push(`Content-Type: multipart/form-data; boundary=${BOUNDARY}`);
    body = multipartText(req);
  } else if (req.body.kind === 'binary') {
    body = `<contents of ${fileName(req.body.file.name)}>`;
  }
  if (body !== undefined && req.body.kind !== 'binary' && req.body.kind !== 'multipart') {
    lines.push(`Content-Length: ${new TextEncoder().encode(body).length}`);
  }
  return body === undefined ? lines.join('\n') + '\n' : `${lines.join('\n')}\n\n${body}`;
}
