/**
 * Kotlin (OkHttp), Swift (URLSession), Dart (http), C# (HttpClient), Rust (reqwest):
 * hand-written, because the libraries' generators for these leave `$`, `${}`, quotes or raw line
 * breaks unescaped, or write escapes the compiler rejects (see index.ts). Bodies are embedded as
 * their exact text; files are read from the working directory.
 */
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';
import { csString, dartString, ktString, rustString, swiftString } from '../quote.js';

function contentTypeOf(req: SnippetRequest): string {
  return req.headers.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? 'application/octet-stream';
}

function otherHeaders(req: SnippetRequest) {
  return headersWithCookie(req).filter((h) => h.name.toLowerCase() !== 'content-type');
}

export function kotlin(req: SnippetRequest): string {
  const lines = [
    'import okhttp3.*',
    'import okhttp3.MediaType.Companion.toMediaType',
    'import okhttp3.RequestBody.Companion.asRequestBody',
    'import okhttp3.RequestBody.Companion.toRequestBody',
    'import java.io.File',
    '',
    'val client = OkHttpClient()',
  ];
  const b = req.body;
  let body = 'null';
  if (req.bodyText !== undefined)
    body = `${ktString(req.bodyText)}.toRequestBody(${ktString(contentTypeOf(req))}.toMediaType())`;
  else if (b.kind === 'binary')
    body = `File(${ktString(fileName(b.file.name))}).asRequestBody(${ktString(contentTypeOf(req))}.toMediaType())`;
  else if (b.kind === 'multipart') {
    const parts = b.parts.map((p) =>
      p.kind === 'file'
        ? `  .addFormDataPart(${ktString(p.name)}, ${ktString(fileName(p.file.name))}, File(${ktString(fileName(p.file.name))}).asRequestBody(${ktString(p.file.type || 'application/octet-stream')}.toMediaType()))`
        : `  .addFormDataPart(${ktString(p.name)}, ${ktString(p.value)})`,
    );
    lines.push(`val body = MultipartBody.Builder()\n  .setType(MultipartBody.FORM)\n${parts.join('\n')}\n  .build()`);
    body = 'body';
  }
  const builder = [
    `val request = Request.Builder()`,
    `  .url(${ktString(req.url)})`,
    `  .method(${ktString(req.method)}, ${body})`,
  ];
  for (const h of otherHeaders(req)) builder.push(`  .addHeader(${ktString(h.name)}, ${ktString(h.value)})`);
  builder.push('  .build()');
  lines.push(
    builder.join('\n'),
    '',
    'client.newCall(request).execute().use { response ->',
    '  println(response.code)',
    '  println(response.body?.string())',
    '}',
  );
  return lines.join('\n') + '\n';
}

export function swift(req: SnippetRequest): string {
  const lines = [
    'import Foundation',
    '',
    `var request = URLRequest(url: URL(string: ${swiftString(req.url)})!)`,
    `request.httpMethod = ${swiftString(req.method)}`,
  ];
  for (const h of headersWithCookie(req))
    lines.push(`request.setValue(${swiftString(h.value)}, forHTTPHeaderField: ${swiftString(h.name)})`);
  const b = req.body;
  if (req.bodyText !== undefined) lines.push(`request.httpBody = Data(${swiftString(req.bodyText)}.utf8)`);
  else if (b.kind === 'binary')
    lines.push(`request.httpBody = try Data(contentsOf: URL(fileURLWithPath: ${swiftString(fileName(b.file.name))}))`);
  else if (b.kind === 'multipart') {
    lines.push(
      'let boundary = UUID().uuidString',
      'request.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")',
      'var body = Data()',
    );
    for (const p of b.parts) {
      const disposition =
        `Content-Disposition: form-data; name="${p.name.replace(/"/g, '%22')}"` +
        (p.kind === 'file' ? `; filename="${fileName(p.file.name).replace(/"/g, '%22')}"` : '');
      lines.push(
        'body.append(Data("--\\(boundary)\\r\\n".utf8))',
        `body.append(Data(${swiftString(disposition + '\r\n')}.utf8))`,
      );
      if (p.kind === 'file') {
        lines.push(
          `body.append(Data(${swiftString(`Content-Type: ${p.file.type || 'application/octet-stream'}\r\n\r\n`)}.utf8))`,
        );
        lines.push(`body.append(try Data(contentsOf: URL(fileURLWithPath: ${swiftString(fileName(p.file.name))})))`);
        lines.push('body.append(Data("\\r\\n".utf8))');
      } else lines.push(`body.append(Data(${swiftString(`\r\n${p.value}\r\n`)}.utf8))`);
    }
    lines.push('body.append(Data("--\\(boundary)--\\r\\n".utf8))', 'request.httpBody = body');
  }
  lines.push(
    '',
    'let (data, response) = try await URLSession.shared.data(for: request)',
    'print((response as! HTTPURLResponse).statusCode)',
    'print(String(decoding: data, as: UTF8.self))',
  );
  return lines.join('\n') + '\n';
}

export function dart(req: SnippetRequest): string {
  const lines = ["import 'dart:io';", "import 'package:http/http.dart' as http;", '', 'Future<void> main() async {'];
  const b = req.body;
  if (b.kind === 'multipart') {
    lines.push(
      `  final request = http.MultipartRequest(${dartString(req.method)}, Uri.parse(${dartString(req.url)}));`,
    );
    for (const p of b.parts) {
      if (p.kind === 'file')
        lines.push(
          `  request.files.add(await http.MultipartFile.fromPath(${dartString(p.name)}, ${dartString(fileName(p.file.name))}));`,
        );
      else lines.push(`  request.fields[${dartString(p.name)}] = ${dartString(p.value)};`);
    }
  } else {
    lines.push(`  final request = http.Request(${dartString(req.method)}, Uri.parse(${dartString(req.url)}));`);
    if (req.bodyText !== undefined) lines.push(`  request.bodyBytes = utf8.encode(${dartString(req.bodyText)});`);
    else if (b.kind === 'binary')
      lines.push(`  request.bodyBytes = await File(${dartString(fileName(b.file.name))}).readAsBytes();`);
  }
  for (const h of headersWithCookie(req))
    lines.push(`  request.headers[${dartString(h.name)}] = ${dartString(h.value)};`);
  lines.push(
    '  final response = await http.Response.fromStream(await request.send());',
    '  print(response.statusCode);',
    '  print(response.body);',
    '}',
  );
  if (req.bodyText !== undefined) lines.unshift("import 'dart:convert';");
  return lines.join('\n') + '\n';
}

export function csharp(req: SnippetRequest): string {
  const lines = [
    'using System.Net.Http;',
    '',
    'using var client = new HttpClient();',
    `using var request = new HttpRequestMessage(new HttpMethod(${csString(req.method)}), ${csString(req.url)});`,
  ];
  for (const h of otherHeaders(req))
    lines.push(`request.Headers.TryAddWithoutValidation(${csString(h.name)}, ${csString(h.value)});`);
  const b = req.body;
  if (req.bodyText !== undefined) {
    lines.push(`request.Content = new StringContent(${csString(req.bodyText)});`);
    lines.push(
      `request.Content.Headers.ContentType = System.Net.Http.Headers.MediaTypeHeaderValue.Parse(${csString(contentTypeOf(req))});`,
    );
  } else if (b.kind === 'binary') {
    lines.push(`request.Content = new ByteArrayContent(File.ReadAllBytes(${csString(fileName(b.file.name))}));`);
    lines.push(
      `request.Content.Headers.ContentType = System.Net.Http.Headers.MediaTypeHeaderValue.Parse(${csString(contentTypeOf(req))});`,
    );
  } else if (b.kind === 'multipart') {
    lines.push('var form = new MultipartFormDataContent();');
    for (const p of b.parts) {
      if (p.kind === 'file') {
        lines.push(`var file = new ByteArrayContent(File.ReadAllBytes(${csString(fileName(p.file.name))}));`);
        lines.push(
          `file.Headers.ContentType = System.Net.Http.Headers.MediaTypeHeaderValue.Parse(${csString(p.file.type || 'application/octet-stream')});`,
        );
        lines.push(`form.Add(file, ${csString(p.name)}, ${csString(fileName(p.file.name))});`);
      } else lines.push(`form.Add(new StringContent(${csString(p.value)}), ${csString(p.name)});`);
    }
    lines.push('request.Content = form;');
  }
  lines.push(
    '',
    'using var response = await client.SendAsync(request);',
    'Console.WriteLine((int)response.StatusCode);',
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
  );
  return lines.join('\n') + '\n';
}

export function rust(req: SnippetRequest): string {
  const lines = [
    '#[tokio::main]',
    'async fn main() -> Result<(), Box<dyn std::error::Error>> {',
    '    let client = reqwest::Client::new();',
  ];
  const chain = [
    `    let response = client`,
    `        .request(reqwest::Method::from_bytes(${rustString(req.method)}.as_bytes())?, ${rustString(req.url)})`,
  ];
  for (const h of headersWithCookie(req)) chain.push(`        .header(${rustString(h.name)}, ${rustString(h.value)})`);
  const b = req.body;
  if (req.bodyText !== undefined) chain.push(`        .body(${rustString(req.bodyText)})`);
  else if (b.kind === 'binary') chain.push(`        .body(std::fs::read(${rustString(fileName(b.file.name))})?)`);
  else if (b.kind === 'multipart') {
    const parts = b.parts.map((p) =>
      p.kind === 'file'
        ? `        .part(${rustString(p.name)}, reqwest::multipart::Part::bytes(std::fs::read(${rustString(fileName(p.file.name))})?).file_name(${rustString(fileName(p.file.name))}).mime_str(${rustString(p.file.type || 'application/octet-stream')})?)`
        : `        .text(${rustString(p.name)}, ${rustString(p.value)})`,
    );
    lines.push(`    let form = reqwest::multipart::Form::new()\n${parts.join('\n')};`);
    chain.push('        .multipart(form)');
  }
  chain.push('        .send()', '        .await?;');
  lines.push(
    chain.join('\n'),
    '    println!("{}", response.status());',
    '    println!("{}", response.text().await?);',
    '    Ok(())',
    '}',
  );
  return lines.join('\n') + '\n';
}
