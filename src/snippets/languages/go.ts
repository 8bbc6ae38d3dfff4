/**
 * Go (net/http): hand-written. @scalar/snippetz's go/native ignored errors, printed the response
 * struct, wrote non-ASCII and invisible characters raw, sent every file part as
 * application/octet-stream and left binary bodies empty. Strings go through `goString`; a body of
 * plain ASCII lines is a raw string (readable JSON), the rest an escaped literal.
 */
import { fileName, headersWithCookie, type SnippetRequest } from '../model.js';
import { goString } from '../quote.js';

const CHECK = ['\tif err != nil {', '\t\tpanic(err)', '\t}'];

/** A raw `…` literal when it cannot change the text (raw strings drop `\r` and end at a backtick). */
function goText(text: string): string {
  return text.includes('\n') && /^[\x20-\x5F\x61-\x7E\n]*$/.test(text) ? `\`${text}\`` : goString(text);
}

/** Appends a file part with its own media type (CreateFormFile would always say application/octet-stream). */
const ADD_FILE = `
// addFile adds the file at path as a form part with the given media type.
func addFile(form *multipart.Writer, field, path, mediaType string) {
	data, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	quote := strings.NewReplacer("\\"", "%22", "\\r", "%0D", "\\n", "%0A").Replace
	part, err := form.CreatePart(textproto.MIMEHeader{
		"Content-Disposition": {\`form-data; name="\` + quote(field) + \`"; filename="\` + quote(filepath.Base(path)) + \`"\`},
		"Content-Type":        {mediaType},
	})
	if err != nil {
		panic(err)
	}
	part.Write(data)
}
`;

/** Appends a text part that names its own media type. */
const ADD_TYPED_FIELD = `
// addTypedField adds a text form part with its own media type.
func addTypedField(form *multipart.Writer, field, value, mediaType string) {
	quote := strings.NewReplacer("\\"", "%22", "\\r", "%0D", "\\n", "%0A").Replace
	part, err := form.CreatePart(textproto.MIMEHeader{
		"Content-Disposition": {\`form-data; name="\` + quote(field) + \`"\`},
		"Content-Type":        {mediaType},
	})
	if err != nil {
		panic(err)
	}
	part.Write([]byte(value))
}
`;

export function go(req: SnippetRequest): string {
  const imports = new Set(['fmt', 'io', 'net/http']);
  const lines: string[] = [];
  const helpers: string[] = [];
  let bodyArg = 'nil';
  const b = req.body;
  if (req.bodyText !== undefined) {
    imports.add('strings');
    lines.push(`\tbody := strings.NewReader(${goText(req.bodyText)})`);
    bodyArg = 'body';
  } else if (b.kind === 'binary') {
    imports.add('bytes').add('os');
    lines.push(`\tdata, err := os.ReadFile(${goString(fileName(b.file.name))})`, ...CHECK);
    bodyArg = 'bytes.NewReader(data)';
  } else if (b.kind === 'multipart') {
    imports.add('bytes').add('mime/multipart');
    lines.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    for (const p of b.parts) {
      if (p.kind === 'file') {
        lines.push(
          `\taddFile(form, ${goString(p.name)}, ${goString(fileName(p.file.name))}, ${goString(p.file.type || 'application/octet-stream')})`,
        );
      } else if (p.contentType) {
        lines.push(`\taddTypedField(form, ${goString(p.name)}, ${goString(p.value)}, ${goString(p.contentType)})`);
      } else lines.push(`\tform.WriteField(${goString(p.name)}, ${goString(p.value)})`);
    }
    lines.push('\tform.Close()');
    bodyArg = '&body';
    const files = b.parts.some((p) => p.kind === 'file');
    const typed = b.parts.some((p) => p.kind === 'text' && p.contentType);
    if (files) {
      imports.add('os').add('path/filepath');
      helpers.push(ADD_FILE);
    }
    if (typed) helpers.push(ADD_TYPED_FIELD);
    if (files || typed) imports.add('net/textproto').add('strings');
  }
  if (lines.length) lines.push('');
  lines.push(`\treq, err := http.NewRequest(${goString(req.method)}, ${goString(req.url)}, ${bodyArg})`, ...CHECK);
  for (const h of headersWithCookie(req)) lines.push(`\treq.Header.Add(${goString(h.name)}, ${goString(h.value)})`);
  if (b.kind === 'multipart') lines.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  lines.push(
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    ...CHECK,
    '\tdefer res.Body.Close()',
    '\tout, err := io.ReadAll(res.Body)',
    ...CHECK,
    '\tfmt.Println(res.StatusCode)',
    '\tfmt.Println(string(out))',
  );
  const importBlock = [...imports]
    .sort()
    .map((i) => `\t"${i}"`)
    .join('\n');
  return `package main\n\nimport (\n${importBlock}\n)\n\nfunc main() {\n${lines.join('\n')}\n}\n${helpers.join('')}`;
}
