/**
 * `docs build` publishes only what the site uses, and `docs dev` serves the same files: docs.json, the pages, the
 * specs and the files their `$ref`s reach, the files docs.json and the pages name, and `public/` at the site's root.
 * Never the rest of the project (package.json, scripts, notes, dot files) nor what .mintignore or .docsignore match.
 */
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startDevServer } from '../../src/cli/dev.js';
import type { DevServer } from '../../src/cli/dev.js';
import { cli } from './helpers.js';

const PAGE = `---
title: Guide
---

![Diagram](/images/diagram.png)

<img src="images/inline.svg" alt="Inline" />

[Download the SDK](/files/sdk.zip?v=2#top), [the reference](/api-reference/list-pets), [elsewhere](https://example.com/x.zip).

\`\`\`html
<img src="/images/in-code.png">
\`\`\`
`;

const PROJECT: Readonly<Record<string, string>> = {
  'docs.json': JSON.stringify({
    name: 'Publish',
    logo: { light: 'images/logo-light.svg', dark: '/images/logo-dark.svg' },
    favicon: 'favicon.svg',
    navigation: {
      groups: [
        { group: 'Guides', pages: ['guide'] },
        { group: 'Pets', openapi: 'openapi.yaml' },
      ],
    },
  }),
  'guide.mdx': PAGE,
  'openapi.yaml': `openapi: 3.1.0
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      operationId: listPets
      summary: List pets
      responses:
        '200':
          description: The pets
          content:
            application/json:
              schema: { $ref: 'schemas/pet.yaml' }
`,
  'schemas/pet.yaml': `type: object\nproperties:\n  tag: { $ref: 'common.yaml#/Tag' }\n`,
  'schemas/common.yaml': `Tag: { type: string }\n`,
  'schemas/unused.yaml': `type: string\n`,
  'images/diagram.png': 'png',
  'images/inline.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'images/logo-light.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'images/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'images/in-code.png': 'png',
  'images/unused.png': 'png',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'files/sdk.zip': 'zip',
  'public/robots.txt': 'User-agent: *\n',
  'public/brand/og.png': 'png',
  'public/internal/plan.txt': 'internal',
  'package.json': '{"name":"my-docs","private":true}',
  'package-lock.json': '{}',
  'scripts/x.mjs': 'console.log(1);\n',
  'AGENTS.md': '# Agents\n',
  'CLAUDE.md': '# Claude\n',
  'notes.md': '# Notes\n',
  'drafts/secret.mdx': '# Secret\n',
  'drafts/plan.png': 'png',
  '.env': 'TOKEN=1\n',
  'node_modules/x/index.js': '',
  '.mintignore': '# drafts are not published\ndrafts/\n',
  '.docsignore': 'public/internal/\n',
};

/** What the build copies of the project: everything else it writes it makes itself (pages, bundle, sitemap). */
const EXPECTED = [
  'brand/og.png',
  'docs.json',
  'favicon.svg',
  'files/sdk.zip',
  'guide.mdx',
  'images/diagram.png',
  'images/inline.svg',
  'images/logo-dark.svg',
  'images/logo-light.svg',
  'openapi.yaml',
  'robots.txt',
  'schemas/common.yaml',
  'schemas/pet.yaml',
];

function writeProject(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-publish-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Every file under `dir`, relative and `/`-separated, sorted. */
function tree(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string }[])
    .filter((entry) => !(entry as unknown as { isDirectory(): boolean }).isDirectory())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort();
}

/** Files the build makes itself rather than copies from the project. */
const generated = (path: string): boolean =>
  path.startsWith('api-docs-assets/') ||
  path.startsWith('_site/') ||
  path === 'sitemap.xml' ||
  // The search index is under _site/; llms.txt, llms-full.txt and each page's Markdown twin are made for agents.
  path === 'llms.txt' ||
  path === 'llms-full.txt' ||
  ['index.md', 'guide.md', 'api-reference/list-pets.md'].includes(path) ||
  path === '404.html' ||
  // The playground's OAuth redirect page, from the library.
  path === 'oauth-redirect.html' ||
  path === 'index.html' ||
  path.endsWith('/index.html');

let project: string;
let out: string;
before(() => {
  project = writeProject(PROJECT);
  out = mkdtempSync(join(tmpdir(), 'docs-publish-out-'));
});
after(() => {
  rmSync(project, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('what the site publishes', () => {
  test('docs build copies only the files the site uses, public/ at the root, nothing ignored', async () => {
    const { code, err } = await cli('build', project, '--out', out);
    assert.equal(code, 0, err);
    const written = tree(out);
    assert.deepEqual(
      written.filter((path) => !generated(path)),
      EXPECTED,
    );
    for (const page of [
      'index.html',
      'guide/index.html',
      'api-reference/list-pets/index.html',
      '404.html',
      'sitemap.xml',
    ])
      assert.ok(
        written.includes(page),
        `${page} in ${written.filter((p) => !p.startsWith('api-docs-assets/')).join(', ')}`,
      );
  });

  describe('docs dev serves the same files', () => {
    let dev: DevServer;
    before(async () => {
      dev = await startDevServer(join(project, 'docs.json'), { port: 0 });
    });
    after(() => dev.close());

    test('200 for what the build publishes, 404 for the rest of the project', async () => {
      for (const path of EXPECTED) assert.equal((await fetch(`${dev.url}${path}`)).status, 200, path);
      assert.equal(await (await fetch(`${dev.url}robots.txt`)).text(), 'User-agent: *\n');
      for (const path of [
        'package.json',
        'package-lock.json',
        'scripts/x.mjs',
        'AGENTS.md',
        'CLAUDE.md',
        'notes.md',
        'drafts/secret.mdx',
        'drafts/plan.png',
        'public/robots.txt',
        'internal/plan.txt',
        'images/unused.png',
        'images/in-code.png',
        'schemas/unused.yaml',
        'node_modules/x/index.js',
      ])
        assert.equal((await fetch(`${dev.url}${path}`)).status, 404, path);
      // A path without an extension is a page route: it gets the site's page, never the file.
      for (const path of ['.env', '.mintignore']) {
        const body = await (await fetch(`${dev.url}${path}`)).text();
        assert.ok(body.includes('<api-docs') && !body.includes(PROJECT[path]!), path);
      }
    });
  });

  test('docs dev: editing an ignore file changes what is served, without a restart', async () => {
    const dev = await startDevServer(join(project, 'docs.json'), { port: 0 });
    const statusWithin = async (path: string, status: number): Promise<void> => {
      let last = 0;
      for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
        last = (await fetch(`${dev.url}${path}`)).status;
        if (last === status) return;
        await new Promise((done) => setTimeout(done, 50));
      }
      assert.equal(last, status, path);
    };
    try {
      await statusWithin('images/diagram.png', 200);
      writeFileSync(join(project, '.docsignore'), `${PROJECT['.docsignore']}images/diagram.png\n`);
      await statusWithin('images/diagram.png', 404);
      writeFileSync(join(project, '.docsignore'), PROJECT['.docsignore']!);
      await statusWithin('images/diagram.png', 200);
    } finally {
      await dev.close();
    }
  });

  test('a page docs.json lists that an ignore file matches is an error; a linked ignored file a warning', async () => {
    const dir = writeProject({
      ...PROJECT,
      'docs.json': JSON.stringify({ name: 'Publish', navigation: { groups: [{ group: 'G', pages: ['guide'] }] } }),
      'guide.mdx': '# Guide\n\n![Plan](/drafts/plan.png)\n',
      '.docsignore': 'guide.mdx\n',
    });
    try {
      const { code, out: printed } = await cli('validate', dir);
      assert.equal(code, 1);
      assert.match(
        printed,
        /guide\.mdx\s+error\s+\.mintignore or \.docsignore ignores this page, but docs\.json lists it/,
      );
      assert.match(printed, /warning\s+\.mintignore or \.docsignore ignores drafts\/plan\.png, so it is not published/);
      const build = await cli('build', dir, '--out', join(dir, '..', `${dir.split(/[\\/]/).pop()}-out`));
      assert.equal(build.code, 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
