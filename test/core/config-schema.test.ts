import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { DOCS_FIELDS, parseDocsConfig } from '../../src/config/parse-docs-config.js';

// ajv is present through @scalar/openapi-parser; the test only uses it to check the shipped schema.
const require = createRequire(import.meta.url);
const Ajv = require('ajv') as new (options: object) => {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
};

type SchemaNode = {
  properties?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
  $ref?: string;
  oneOf?: SchemaNode[];
};
const schema = JSON.parse(
  readFileSync(new URL('../../schemas/docs.schema.json', import.meta.url), 'utf8'),
) as SchemaNode;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const fixture = JSON.parse(readFileSync(new URL('../fixtures/site/docs.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

function deref(node: SchemaNode): SchemaNode {
  return node.$ref === undefined ? node : schema.definitions![node.$ref.replace('#/definitions/', '')]!;
}
const keys = (node: SchemaNode | undefined): string[] => Object.keys(deref(node!).properties ?? {}).sort();

test('the schema accepts the fixture docs.json', () => {
  assert.equal(validate(fixture), true, JSON.stringify(validate.errors));
});

test('the schema lists the same fields as the parser, object by object', () => {
  const p = schema.properties!;
  const api = deref(p['api']!);
  const logoObject = p['logo']!.oneOf!.find((s) => s.properties !== undefined);
  const pairs: [readonly string[], string[]][] = [
    [DOCS_FIELDS.root, keys(schema)],
    [DOCS_FIELDS.logo, keys(logoObject)],
    [DOCS_FIELDS.colors, keys(p['colors'])],
    [DOCS_FIELDS.auth, keys(p['auth'])],
    [DOCS_FIELDS.navigation, keys(p['navigation'])],
    [DOCS_FIELDS.tab, keys(schema.definitions!['tab'])],
    [DOCS_FIELDS.group, keys(schema.definitions!['group'])],
    [DOCS_FIELDS.api, keys(api)],
    [DOCS_FIELDS.apiMdx, keys(api.properties!['mdx'])],
    [DOCS_FIELDS.apiMdxAuth, keys(api.properties!['mdx']!.properties!['auth'])],
    [DOCS_FIELDS.apiPlayground, keys(api.properties!['playground'])],
    [DOCS_FIELDS.apiExamples, keys(schema.definitions!['examples'])],
  ];
  for (const [parser, fromSchema] of pairs) assert.deepEqual([...parser].sort(), fromSchema);
});

test('the schema and the parser reject the same bad configs', () => {
  const bad: Record<string, unknown>[] = [
    { ...fixture, navigation: { groups: [{ group: 'A', pages: [3] }] } },
    { ...fixture, colors: { primary: 'red;}' } },
    { ...fixture, navigation: { tabs: [{ groups: [] }] } },
  ];
  for (const config of bad) {
    assert.equal(validate(config), false, `schema accepts ${JSON.stringify(config).slice(0, 120)}`);
    const errors = parseDocsConfig(JSON.stringify(config)).diagnostics.filter((d) => d.severity === 'error');
    assert.ok(errors.length > 0, `parser accepts ${JSON.stringify(config).slice(0, 120)}`);
  }
});

test('what Mintlify publishes but this site cannot use is refused by the schema and a warning for the parser', () => {
  const doubtful: [Record<string, unknown>, string][] = [
    [{ ...fixture, api: { mdx: { auth: { method: 'key' } } } }, 'config/required'],
    [{ name: 'x', api: { playground: { display: 'auth' } } }, 'config/auth-required'],
    [{ ...fixture, logo: 'javascript:alert(1)' }, 'config/url'],
  ];
  for (const [config, code] of doubtful) {
    assert.equal(validate(config), false, `schema accepts ${JSON.stringify(config).slice(0, 120)}`);
    const found = parseDocsConfig(JSON.stringify(config)).diagnostics;
    assert.equal(found.filter((d) => d.severity === 'error').length, 0, JSON.stringify(found));
    assert.ok(
      found.some((d) => d.severity === 'warning' && d.code === code),
      JSON.stringify(found),
    );
  }
});

test('the schema flags unknown fields, as the parser warns about them', () => {
  assert.equal(validate({ ...fixture, navigaton: {} }), false);
  assert.ok(
    parseDocsConfig(JSON.stringify({ ...fixture, navigaton: {} })).diagnostics.some(
      (d) => d.code === 'config/unknown-field',
    ),
  );
});
