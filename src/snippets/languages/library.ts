/**
 * Go (net/http) and Java (java.net.http) come from @scalar/snippetz, whose generators for these
 * two quote every string correctly (JSON-style escapes, valid in both languages; Java's output
 * never contains a `\u000a` that would end a literal). They take a HAR request, built here so
 * that they print our exact URL, headers and body text.
 */
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import type { HarRequest } from '@scalar/snippetz';
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';

function toHar(req: SnippetRequest): Partial<HarRequest> {
  const b = req.body;
  // Relative server URLs need an origin for these generators (they parse the URL).
  const url = /^[a-z][a-z0-9+.-]*:/i.test(req.url)
    ? req.url
    : `http://localhost${req.url.startsWith('/') ? '' : '/'}${req.url}`;
  const har: Partial<HarRequest> = {
    method: req.method,
    url,
    headers: headersWithCookie(req),
    cookies: [],
    queryString: [],
  };
  if (req.bodyText !== undefined) {
    // Passed as plain text (the Content-Type header still says what it is), so the generator
    // embeds our exact bytes instead of re-serialising the JSON compactly.
    har.postData = { mimeType: 'text/plain', text: req.bodyText } as HarRequest['postData'];
  } else if (b.kind === 'multipart') {
    har.postData = {
      mimeType: 'multipart/form-data',
      params: b.parts.map((p) =>
        p.kind === 'file'
          ? { name: p.name, fileName: fileName(p.file.name), contentType: p.file.type }
          : { name: p.name, value: p.value },
      ),
    } as HarRequest['postData'];
  } else if (b.kind === 'binary') {
    har.postData = { mimeType: b.contentType, text: '' } as HarRequest['postData'];
  }
  return har;
}

export function go(req: SnippetRequest): string {
  const note =
    req.body.kind === 'binary'
      ? `// The body is the contents of ${JSON.stringify(fileName(req.body.file.name))}.\n`
      : '';
  return note + goNative.generate(toHar(req));
}

export function java(req: SnippetRequest): string {
  const note =
    req.body.kind === 'binary'
      ? `// The body is the contents of ${JSON.stringify(fileName(req.body.file.name))}.\n`
      : '';
  return note + javaNethttp.generate(toHar(req));
}
