/** Ruby (net/http), PHP (curl extension), PowerShell (Invoke-WebRequest): hand-written, see quote.ts for why. */
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';
import { phpString, psString, rbString } from '../quote.js';

export function ruby(req: SnippetRequest): string {
  const lines = ['require "net/http"', 'require "uri"', '', `uri = URI(${rbString(req.url)})`];
  lines.push(
    `request = Net::HTTPGenericRequest.new(${rbString(req.method)}, ${req.body.kind === 'none' ? 'false' : 'true'}, true, uri)`,
  );
  for (const h of headersWithCookie(req)) lines.push(`request[${rbString(h.name)}] = ${rbString(h.value)}`);
  const body = req.body;
  if (req.bodyText !== undefined) lines.push(`request.body = ${rbString(req.bodyText)}`);
  else if (body.kind === 'binary') lines.push(`request.body = File.binread(${rbString(fileName(body.file.name))})`);
  else if (body.kind === 'multipart') {
    const fields = body.parts.map((p) =>
      p.kind === 'file'
        ? `  [${rbString(p.name)}, File.open(${rbString(fileName(p.file.name))}), { filename: ${rbString(fileName(p.file.name))}, content_type: ${rbString(p.file.type || 'application/octet-stream')} }]`
        : `  [${rbString(p.name)}, ${rbString(p.value)}]`,
    );
    lines.push(`request.set_form([\n${fields.join(',\n')}\n], "multipart/form-data")`);
  }
  lines.push(
    '',
    'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|',
    '  http.request(request)',
    'end',
    'puts response.code',
    'puts response.body',
  );
  return lines.join('\n') + '\n';
}

export function php(req: SnippetRequest): string {
  const opts = [
    `    CURLOPT_URL => ${phpString(req.url)},`,
    `    CURLOPT_CUSTOMREQUEST => ${phpString(req.method)},`,
    '    CURLOPT_RETURNTRANSFER => true,',
  ];
  const headers = headersWithCookie(req);
  if (headers.length)
    opts.push(
      `    CURLOPT_HTTPHEADER => [\n${headers.map((h) => `        ${phpString(`${h.name}: ${h.value}`)},`).join('\n')}\n    ],`,
    );
  const body = req.body;
  if (req.bodyText !== undefined) opts.push(`    CURLOPT_POSTFIELDS => ${phpString(req.bodyText)},`);
  else if (body.kind === 'binary')
    opts.push(`    CURLOPT_POSTFIELDS => file_get_contents(${phpString(fileName(body.file.name))}),`);
  else if (body.kind === 'multipart') {
    const fields = body.parts.map((p) =>
      p.kind === 'file'
        ? `        ${phpString(p.name)} => new CURLFile(${phpString(fileName(p.file.name))}, ${phpString(p.file.type || 'application/octet-stream')}, ${phpString(fileName(p.file.name))}),`
        : `        ${phpString(p.name)} => ${phpString(p.value)},`,
    );
    opts.push(`    CURLOPT_POSTFIELDS => [\n${fields.join('\n')}\n    ],`);
  }
  return `<?php\n\n$curl = curl_init();\ncurl_setopt_array($curl, [\n${opts.join('\n')}\n]);\n\n$response = curl_exec($curl);\necho curl_getinfo($curl, CURLINFO_RESPONSE_CODE), "\\n", $response;\ncurl_close($curl);\n`;
}

/** The values of PowerShell's WebRequestMethod enum (`-Method`), as this library writes them. */
const PS_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'MERGE', 'PATCH']);

export function powershell(req: SnippetRequest): string {
  const lines: string[] = [];
  const headers = headersWithCookie(req).filter((h) => h.name.toLowerCase() !== 'content-type');
  const contentType = req.headers.find((h) => h.name.toLowerCase() === 'content-type')?.value;
  if (headers.length)
    lines.push(`$headers = @{\n${headers.map((h) => `    ${psString(h.name)} = ${psString(h.value)}`).join('\n')}\n}`);
  // -Method takes only the methods of its enum; QUERY and 3.2 custom methods need -CustomMethod (PowerShell 6+).
  const listed = PS_METHODS.has(req.method);
  if (!listed)
    lines.push(`# ${req.method} needs -CustomMethod, which Windows PowerShell 5.1 lacks: run this in PowerShell 7.`);
  const args = [`-Uri ${psString(req.url)}`, `${listed ? '-Method' : '-CustomMethod'} ${psString(req.method)}`];
  if (headers.length) args.push('-Headers $headers');
  if (contentType) args.push(`-ContentType ${psString(contentType)}`);
  const body = req.body;
  if (req.bodyText !== undefined) {
    // As UTF-8 bytes, so Windows PowerShell sends the text unchanged.
    lines.push(`$body = [System.Text.Encoding]::UTF8.GetBytes(${psString(req.bodyText)})`);
    args.push('-Body $body');
  } else if (body.kind === 'binary') args.push(`-InFile ${psString(fileName(body.file.name))}`);
  else if (body.kind === 'multipart') {
    const fields = body.parts.map(
      (p) =>
        `    ${psString(p.name)} = ${p.kind === 'file' ? `Get-Item -Path ${psString(fileName(p.file.name))}` : psString(p.value)}`,
    );
    lines.push(`$form = @{\n${fields.join('\n')}\n}`);
    args.push('-Form $form');
  }
  lines.push(`$response = Invoke-WebRequest ${args.join(' ')}`, '$response.StatusCode', '$response.Content');
  return lines.join('\n') + '\n';
}
