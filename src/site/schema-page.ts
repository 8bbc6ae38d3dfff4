/**
 * A schema reference page: an MDX page with `openapi-schema: Name` (or `"<spec-path> Name"`) shows
 * `components.schemas.Name` of its OpenAPI file as a tree of fields. Without a spec path the page's enclosing group's
 * file is meant, or the site's only one, as for `openapi:`.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { ParsedMdxPage } from '../mdx/index.js';
import { childPointer } from '../openapi/pointer.js';
import { pageSpec } from './page-refs.js';
import type { SiteSpecs } from './page-refs.js';

/** The JSON pointer of a component schema, its name escaped. */
export function schemaPointer(name: string): string {
  return `#${childPointer('/components/schemas', name)}`;
}

/** `openapi-schema` → the spec's URL and the schema's name, or a finding at the field. */
export function mdxSchema(
  page: ParsedMdxPage,
  file: string,
  enclosing: string | undefined,
  specs: SiteSpecs,
  diagnostics: Diagnostic[],
): { specUrl: string; name: string } | undefined {
  const ref = page.frontmatter.openapiSchema;
  if (ref === undefined) return undefined;
  const line = page.frontmatterLines['openapi-schema'];
  const at = {
    file: page.file ?? file,
    pointer: '/openapi-schema',
    ...(line === undefined ? {} : { line, column: 1 }),
  };
  const written = { label: ref.name, ...(ref.spec === undefined ? {} : { spec: ref.spec }) };
  const found = pageSpec(page, file, 'openapi-schema', written, enclosing, specs, diagnostics);
  if (found === undefined) return undefined;
  const specPath = found.path;
  if (found.spec.resolveSchemaRef(schemaPointer(ref.name)) === undefined) {
    diagnostics.push({
      severity: 'error',
      code: 'mdx/openapi-schema',
      message: `\`openapi-schema: ${ref.name}\` is not a schema of ${specPath ?? 'the OpenAPI file'} (components.schemas).`,
      ...at,
    });
    return undefined;
  }
  return { specUrl: found.url, name: ref.name };
}
