// MDX <ParamField> declarations → the parameters and body the playground sends (no spec involved).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { requestFromDeclared, schemaFromTypeText, type DeclaredField } from '../../src/mdx/declared-fields.js';

const field = (over: Partial<DeclaredField> & Pick<DeclaredField, 'location' | 'name'>): DeclaredField => ({
  required: false,
  deprecated: false,
  children: [],
  ...over,
});

test('type text as authors write it', () => {
  assert.deepEqual(schemaFromTypeText('int'), { type: 'integer' });
  assert.deepEqual(schemaFromTypeText('Boolean'), { type: 'boolean' });
  assert.deepEqual(schemaFromTypeText('string[]'), { type: 'array', items: { type: 'string' } });
  assert.deepEqual(schemaFromTypeText('array<number>'), { type: 'array', items: { type: 'number' } });
  assert.deepEqual(schemaFromTypeText('file'), { type: 'string', format: 'binary' });
  assert.deepEqual(schemaFromTypeText('Pet'), { type: 'string' }, 'an unknown type is text');
  assert.deepEqual(schemaFromTypeText(undefined), { type: 'string' });
});

test('parameters by location, typed defaults and placeholders, undeclared path names added', () => {
  const { parameters, requestBody } = requestFromDeclared('/orgs/{org}/teams/{team}', [
    field({ location: 'path', name: 'team', type: 'integer' }),
    field({ location: 'query', name: 'limit', type: 'integer', default: '10', required: true }),
    field({ location: 'query', name: 'limit', type: 'string' }),
    field({ location: 'header', name: 'X-Id', placeholder: 'req-1' }),
    field({ location: 'cookie', name: 'session', deprecated: true }),
  ]);
  assert.equal(requestBody, undefined);
  assert.deepEqual(
    parameters.map((p) => [p.in, p.name, p.required]),
    [
      ['path', 'team', true],
      ['query', 'limit', true],
      ['header', 'X-Id', false],
      ['cookie', 'session', false],
      ['path', 'org', true],
    ],
    'the first declaration of a name wins; an undeclared {org} is still an input',
  );
  assert.deepEqual(parameters[1]!.schema, { type: 'integer', default: 10 });
  assert.equal(parameters[2]!.example, 'req-1');
  assert.equal(parameters[3]!.deprecated, true);
});

test('body fields make a JSON object; nested fields nest; a file field makes it multipart', () => {
  const json = requestFromDeclared('/users', [
    field({ location: 'body', name: 'email', required: true }),
    field({
      location: 'body',
      name: 'address',
      type: 'object',
      children: [field({ location: 'body', name: 'city', required: true }), field({ location: 'body', name: 'zip' })],
    }),
    field({ location: 'body', name: 'pets', type: 'array', children: [field({ location: 'body', name: 'name' })] }),
    field({ location: 'body', name: 'admin', type: 'boolean', default: 'false' }),
  ]);
  assert.equal(json.requestBody?.required, true);
  const media = json.requestBody!.content[0]!;
  assert.equal(media.mediaType, 'application/json');
  assert.deepEqual(media.schema, {
    type: 'object',
    required: ['email'],
    properties: {
      email: { type: 'string' },
      address: {
        type: 'object',
        required: ['city'],
        properties: { city: { type: 'string' }, zip: { type: 'string' } },
      },
      pets: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
      admin: { type: 'boolean', default: false },
    },
  });

  const upload = requestFromDeclared('/files', [
    field({ location: 'body', name: 'file', type: 'file', required: true }),
    field({ location: 'body', name: 'note' }),
  ]);
  assert.equal(upload.requestBody!.content[0]!.mediaType, 'multipart/form-data');
});
