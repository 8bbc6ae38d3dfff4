/**
 * C with libcurl: hand-written (both libraries write `\u0000`, which C rejects). Strings go through
 * `cString`; bodies are given with their byte length, so a NUL inside them is sent too. Files are
 * read from the working directory.
 */
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';
import { cString } from '../quote.js';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** Reads the file into `body` and `size` (libcurl sends POSTFIELDS with that size). */
function readFile(name: string): string[] {
  return [
    `  FILE *file = fopen(${cString(name)}, "rb");`,
    '  if (!file) return 1;',
    '  fseek(file, 0, SEEK_END);',
    '  long size = ftell(file);',
    '  rewind(file);',
    '  char *body = malloc(size > 0 ? size : 1);',
    '  if (!body || fread(body, 1, size, file) != (size_t)size) return 1;',
    '  fclose(file);',
    '  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);',
    '  curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, size);',
  ];
}

export function c(req: SnippetRequest): string {
  const b = req.body;
  const includes = b.kind === 'binary' ? ['#include <stdio.h>', '#include <stdlib.h>'] : [];
  const lines = [
    ...includes,
    '#include <curl/curl.h>',
    '',
    'int main(void) {',
    '  CURL *curl = curl_easy_init();',
    '  if (!curl) return 1;',
    '  struct curl_slist *headers = NULL;',
    `  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, ${cString(req.method)});`,
    `  curl_easy_setopt(curl, CURLOPT_URL, ${cString(req.url)});`,
  ];
  for (const h of headersWithCookie(req))
    lines.push(`  headers = curl_slist_append(headers, ${cString(`${h.name}: ${h.value}`)});`);
  lines.push('  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);');
  const cleanup: string[] = [];
  if (req.bodyText !== undefined) {
    lines.push(
      `  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, ${cString(req.bodyText)});`,
      `  curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, ${utf8Length(req.bodyText)}L);`,
    );
  } else if (b.kind === 'binary') {
    lines.push(...readFile(fileName(b.file.name)));
    cleanup.push('  free(body);');
  } else if (b.kind === 'multipart') {
    lines.push('  curl_mime *mime = curl_mime_init(curl);', '  curl_mimepart *part;');
    for (const p of b.parts) {
      lines.push('  part = curl_mime_addpart(mime);', `  curl_mime_name(part, ${cString(p.name)});`);
      if (p.kind === 'file') {
        lines.push(
          `  curl_mime_filedata(part, ${cString(fileName(p.file.name))});`,
          `  curl_mime_type(part, ${cString(p.file.type || 'application/octet-stream')});`,
        );
      } else {
        // A NUL would end a zero-terminated value early: give the length instead.
        const size = p.value.includes('\0') ? String(utf8Length(p.value)) : 'CURL_ZERO_TERMINATED';
        lines.push(`  curl_mime_data(part, ${cString(p.value)}, ${size});`);
        if (p.contentType) lines.push(`  curl_mime_type(part, ${cString(p.contentType)});`);
      }
    }
    lines.push('  curl_easy_setopt(curl, CURLOPT_MIMEPOST, mime);');
    cleanup.push('  curl_mime_free(mime);');
  }
  lines.push(
    '  CURLcode result = curl_easy_perform(curl);',
    ...cleanup,
    '  curl_slist_free_all(headers);',
    '  curl_easy_cleanup(curl);',
    '  return result == CURLE_OK ? 0 : 1;',
    '}',
  );
  return lines.join('\n') + '\n';
}
