// A deterministic OpenAPI 3.1 document of any size with the shape of a real one (issue 20's "huge site"):
// resources grouped under tags (tag descriptions, ~100 operations per tag), nested component schemas
// that reference each other (objects, arrays, enums, oneOf; short chains and a recursive tree, no explosion), shared parameters and responses, long
// Markdown descriptions. No randomness beyond a seeded PRNG, so the same size and seed give the same bytes.
// Pure (no Node or DOM APIs): scripts/make-huge-spec.mjs writes it to disk, browser tests and the bench serve it.

const WORDS = (
  'account zone record policy token member invoice route worker bucket object queue stream rule list ' +
  'firewall certificate origin pool monitor alert log event namespace secret key value snapshot region'
).split(' ');
const VERBS = ['List', 'Get', 'Create', 'Update', 'Delete', 'Replace', 'Search', 'Export'];
const METHOD_OF = {
  List: 'get',
  Get: 'get',
  Create: 'post',
  Update: 'patch',
  Delete: 'delete',
  Replace: 'put',
  Search: 'post',
  Export: 'get',
};
const LOREM = (
  'This endpoint returns the resource as stored, with every field the account may read. Requests are ' +
  'rate limited per token; a response carries the limit headers. Fields marked deprecated are kept for old ' +
  'clients and will be removed in a later version of the API. See the guide for the meaning of each state.'
).split(' ');

/** mulberry32: a small, well-mixed 32-bit PRNG. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const title = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function paragraph(rand, sentences) {
  const out = [];
  for (let i = 0; i < sentences; i++) {
    const start = Math.floor(rand() * (LOREM.length - 12));
    out.push(LOREM.slice(start, start + 8 + Math.floor(rand() * 6)).join(' '));
  }
  return `${out.join('. ')}.`;
}

function description(rand, name) {
  return `${paragraph(rand, 3)}\n\n## ${title(name)}\n\n- **state**: ${paragraph(rand, 1)}\n- \`id\`: the ${name} id.\n\n${paragraph(rand, 2)}`;
}

/** Leaf schemas (no references): what resources point at, as real specs' shared value types. */
const LEAVES = 40;

function leafFor(rand, index) {
  return {
    type: 'object',
    description: paragraph(rand, 1),
    properties: {
      code: { type: 'string', pattern: '^[a-z0-9_]+$', example: `leaf_${index}` },
      weight: { type: 'number', minimum: 0, maximum: 100 },
      labels: { type: 'object', additionalProperties: { type: 'string' } },
    },
  };
}

function schemaFor(rand, index) {
  const name = `Resource${index}`;
  const leaf = (i) => ({ $ref: `#/components/schemas/Leaf${i % LEAVES}` });
  const properties = {
    id: { type: 'string', format: 'uuid', description: `The ${name} id.`, readOnly: true },
    name: {
      type: 'string',
      maxLength: 255,
      description: paragraph(rand, 1),
      example: `${WORDS[index % WORDS.length]}-${index}`,
    },
    state: { type: 'string', enum: ['active', 'pending', 'disabled', 'deleted'], default: 'active' },
    created_on: { type: 'string', format: 'date-time', readOnly: true },
    settings: {
      type: 'object',
      description: 'Settings of the resource.',
      properties: {
        ttl: { type: 'integer', minimum: 1, maximum: 86400, default: 3600 },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 20 },
        limits: { type: 'object', properties: { rate: { type: 'number' }, burst: { type: 'integer' } } },
      },
    },
    related: { type: 'array', items: leaf(Math.floor(rand() * LEAVES)) },
    target: { oneOf: [leaf(index + 7), { type: 'string', description: 'The id only.' }] },
  };
  // Nested references as real specs have them: a short chain (a resource inside its family's previous one, at most
  // 8 deep) and, at the head of each family, a recursive tree of its own kind (shown as a circular reference).
  if (index % 8 !== 0) properties.parent = { $ref: `#/components/schemas/Resource${index - 1}` };
  else properties.children = { type: 'array', items: { $ref: `#/components/schemas/${name}` } };
  return { type: 'object', required: ['id', 'name'], description: paragraph(rand, 2), properties };
}

/**
 * The document: `operations` operations (default 20,000) under `operations / perTag` tags. Each operation has
 * an operationId, a summary, a long description, path and query parameters, a body on writes and 200/4xx
 * responses referencing nested schemas.
 */
export function makeHugeSpec({ operations = 20000, seed = 20, perTag = 100, schemas = 400 } = {}) {
  const rand = prng(seed);
  const tags = Math.ceil(operations / perTag);
  const doc = {
    openapi: '3.1.0',
    info: {
      title: `Huge API (${operations} operations)`,
      version: '1.0.0',
      description: description(rand, 'overview'),
    },
    servers: [{ url: 'https://api.example.test/v4' }],
    security: [{ bearer: [] }],
    tags: [],
    paths: {},
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      parameters: {
        page: {
          name: 'page',
          in: 'query',
          schema: { type: 'integer', minimum: 1, default: 1 },
          description: 'Page number.',
        },
        per_page: {
          name: 'per_page',
          in: 'query',
          schema: { type: 'integer', minimum: 5, maximum: 1000, default: 20 },
        },
      },
      responses: {
        Error: {
          description: 'The request failed.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            success: { type: 'boolean', const: false },
            errors: {
              type: 'array',
              items: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' } } },
            },
          },
        },
      },
    },
  };
  for (let l = 0; l < LEAVES; l++) doc.components.schemas[`Leaf${l}`] = leafFor(rand, l);
  for (let s = 0; s < schemas; s++) doc.components.schemas[`Resource${s}`] = schemaFor(rand, s);
  let made = 0;
  for (let t = 0; t < tags && made < operations; t++) {
    const noun = `${WORDS[t % WORDS.length]}${t >= WORDS.length ? ` ${Math.floor(t / WORDS.length)}` : ''}`;
    const tag = title(noun);
    doc.tags.push({ name: tag, description: paragraph(rand, 2) });
    const base = `/accounts/{account_id}/${noun.replace(/ /g, '-')}s`;
    for (let k = 0; k < perTag && made < operations; k++) {
      const verb = VERBS[k % VERBS.length];
      const method = METHOD_OF[verb];
      const item = verb === 'List' || verb === 'Create' || verb === 'Search' || verb === 'Export';
      const path = `${base}/v${Math.floor(k / VERBS.length)}${item ? '' : '/{id}'}${verb === 'Search' ? '/search' : ''}${verb === 'Export' ? '/export' : ''}`;
      const schema = { $ref: `#/components/schemas/Resource${Math.floor(rand() * schemas)}` };
      const parameters = [
        { name: 'account_id', in: 'path', required: true, schema: { type: 'string' }, description: 'The account id.' },
      ];
      if (!item)
        parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
      if (verb === 'List')
        parameters.push({ $ref: '#/components/parameters/page' }, { $ref: '#/components/parameters/per_page' });
      const op = {
        operationId: `${verb.toLowerCase()}${tag.replace(/ /g, '')}V${Math.floor(k / VERBS.length)}`,
        tags: [tag],
        summary: `${verb} ${noun}${verb === 'List' ? 's' : ''} (v${Math.floor(k / VERBS.length)})`,
        description: description(rand, noun),
        parameters,
        responses: {
          200: {
            description: 'OK',
            content: { 'application/json': { schema: verb === 'List' ? { type: 'array', items: schema } : schema } },
          },
          '4XX': { $ref: '#/components/responses/Error' },
        },
      };
      if (k % 37 === 5) op.deprecated = true;
      if (method === 'post' || method === 'put' || method === 'patch')
        op.requestBody = { required: true, content: { 'application/json': { schema } } };
      doc.paths[path] ??= {};
      doc.paths[path][method] = op;
      made++;
    }
  }
  return doc;
}

/** A docs.json whose whole navigation is generated from the spec (one tab, tag groups). */
export function hugeDocsJson(specFile = 'openapi.json') {
  return {
    $schema: 'https://mintlify.com/docs.json',
    name: 'Huge API',
    theme: 'mint',
    colors: { primary: '#2563eb' },
    navigation: { tabs: [{ tab: 'API reference', openapi: specFile }] },
  };
}
