/**
 * Java (java.net.http, JDK 11+), a complete program: `java Main.java` runs it. Hand-written:
 * @scalar/snippetz's java/nethttp dropped multipart and binary bodies. The JDK has no multipart
 * writer, so the form is built by hand with a random boundary and files read with
 * Files.readAllBytes. Strings go through `javaString`.
 */
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';
import { javaString } from '../quote.js';

/** `"` and line breaks in a part's name or file name, escaped the way browsers do. */
function dispositionValue(name: string, file?: string): string {
  const q = (s: string) => s.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `form-data; name="${q(name)}"${file === undefined ? '' : `; filename="${q(file)}"`}`;
}

function multipart(req: SnippetRequest, lines: string[]): void {
  if (req.body.kind !== 'multipart') return;
  lines.push(
    '    String boundary = "----JavaFormBoundary" + UUID.randomUUID();',
    '    ByteArrayOutputStream form = new ByteArrayOutputStream();',
  );
  for (const p of req.body.parts) {
    const type = p.kind === 'file' ? p.file.type || 'application/octet-stream' : p.contentType;
    const head =
      `Content-Disposition: ${dispositionValue(p.name, p.kind === 'file' ? fileName(p.file.name) : undefined)}\r\n` +
      (type ? `Content-Type: ${type}\r\n` : '') +
      '\r\n';
    lines.push('    write(form, "--" + boundary + "\\r\\n");', `    write(form, ${javaString(head)});`);
    if (p.kind === 'file')
      lines.push(`    form.writeBytes(Files.readAllBytes(Path.of(${javaString(fileName(p.file.name))})));`);
    else lines.push(`    write(form, ${javaString(p.value)});`);
    lines.push('    write(form, "\\r\\n");');
  }
  lines.push('    write(form, "--" + boundary + "--\\r\\n");', '');
}

export function java(req: SnippetRequest): string {
  const imports = [
    'java.net.URI',
    'java.net.http.HttpClient',
    'java.net.http.HttpRequest',
    'java.net.http.HttpResponse',
  ];
  const lines: string[] = [];
  const b = req.body;
  let publisher: string | undefined;
  if (req.bodyText !== undefined) publisher = `HttpRequest.BodyPublishers.ofString(${javaString(req.bodyText)})`;
  else if (b.kind === 'binary') {
    imports.push('java.nio.file.Path');
    publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${javaString(fileName(b.file.name))}))`;
  } else if (b.kind === 'multipart') {
    imports.push('java.io.ByteArrayOutputStream', 'java.nio.charset.StandardCharsets', 'java.util.UUID');
    if (b.parts.some((p) => p.kind === 'file')) imports.push('java.nio.file.Files', 'java.nio.file.Path');
    multipart(req, lines);
    publisher = 'HttpRequest.BodyPublishers.ofByteArray(form.toByteArray())';
  }
  const builder = [`    HttpRequest request = HttpRequest.newBuilder(URI.create(${javaString(req.url)}))`];
  if (publisher) builder.push(`        .method(${javaString(req.method)}, ${publisher})`);
  else if (req.method === 'GET') builder.push('        .GET()');
  else builder.push(`        .method(${javaString(req.method)}, HttpRequest.BodyPublishers.noBody())`);
  for (const h of headersWithCookie(req))
    builder.push(`        .header(${javaString(h.name)}, ${javaString(h.value)})`);
  if (b.kind === 'multipart')
    builder.push('        .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  builder.push('        .build();');
  lines.push(
    builder.join('\n'),
    '    HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
    '    System.out.println(response.statusCode());',
    '    System.out.println(response.body());',
  );
  const helper =
    b.kind === 'multipart'
      ? '\n\n  private static void write(ByteArrayOutputStream out, String text) {\n    out.writeBytes(text.getBytes(StandardCharsets.UTF_8));\n  }'
      : '';
  return `${imports
    .sort()
    .map((i) => `import ${i};`)
    .join(
      '\n',
    )}\n\npublic class Main {\n  public static void main(String[] args) throws Exception {\n${lines.join('\n')}\n  }${helper}\n}\n`;
}
