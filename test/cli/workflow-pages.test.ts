/**
 * A page per workflow (issue #29): an MDX page with `arazzo: "<file> <workflowId>"` shows that workflow. The site
 * gives the page the Arazzo file's URL, `docs build` publishes the Arazzo file and the OpenAPI file it names, the
 * manifest keeps the page's workflow, and the page's `.md` twin describes the workflow step by step for agents.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { startDevServer, type DevServer } from '../../src/cli/dev.js';
import { loadProject, type Project } from '../../src/node/project.js';
import { tempDir, tempProject } from '../support/temp-project.js';
import { cli } from './helpers.js';

const fixture = (name: string): string => readFileSync(join('test/fixtures/arazzo-run', name), 'utf8');

const files = {
  'docs.json': JSON.stringify({
    name: 'Workflows',
    navigation: {
      groups: [
        { group: 'Guides', pages: ['index', 'workflows/adopt'] },
        { group: 'API', openapi: 'pets.openapi.yaml' },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nThe home page.\n',
  'workflows/adopt.mdx':
    '---\ntitle: Adopt a pet\narazzo: "pets.arazzo.yaml adoptPet"\n---\n\nThe flow in three calls.\n',
  'pets.openapi.yaml': fixture('pets.openapi.yaml'),
  'pets.arazzo.yaml': fixture('pets.arazzo.yaml'),
};

describe('a workflow page', () => {
  let root: string;
  let project: Project;
  before(async () => {
    root = tempProject(files, 'workflow-pages-');
    project = await loadProject(join(root, 'docs.json'), { display: (abs) => abs.slice(root.length + 1) });
  });

  test('the page names its Arazzo file and workflow, and the project has no error', () => {
    assert.deepEqual(project.site.pages.get('workflows/adopt')?.workflow, {
      specUrl: pathToFileURL(join(root, 'pets.arazzo.yaml')).href,
      id: 'adoptPet',
    });
    assert.deepEqual(
      project.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
  });

  test('docs build publishes the files the page runs, keeps its workflow, and writes its .md twin', async () => {
    const out = tempDir('workflow-pages-build-');
    const build = await cli('build', root, '--out', out);
    assert.equal(build.code, 0, build.out + build.err);
    assert.ok(existsSync(join(out, 'pets.arazzo.yaml')), 'the Arazzo file is published');
    assert.ok(existsSync(join(out, 'pets.openapi.yaml')), 'its source description is published');
    const manifest = readFileSync(join(out, '_site', 'manifest.json'), 'utf8');
    assert.match(manifest, /"workflow":\{"spec":"pets\.arazzo\.yaml","id":"adoptPet"\}/);
    const twin = readFileSync(join(out, 'workflows', 'adopt.md'), 'utf8');
    assert.match(twin, /^# Adopt a pet/);
    assert.match(twin, /The flow in three calls\./);
    assert.match(twin, /Arazzo workflow `adoptPet` of `Pet adoption`\./);
    assert.match(twin, /- `username` \(string\), required: Account name/);
    assert.match(twin, /### 1\. login\n\nLog in with the account\.\n\nCalls `POST \/login` \(`login`\)\./);
    assert.match(twin, /- `Authorization` in header: `Bearer \{\$steps\.login\.outputs\.token\}`/);
    assert.match(twin, /### 3\. read[\s\S]*- `petId` in path: `\$steps\.create\.outputs\.petId`/);
    assert.match(twin, /Succeeds when: `\$statusCode == 201` and jsonpath `\$\.id` on `\$response\.body`\./);
    assert.match(twin, /## Outputs\n\n- `petId`: `\$steps\.create\.outputs\.petId`/);
  });
});

describe('docs dev and a workflow page', () => {
  let dev: DevServer;
  before(async () => {
    dev = await startDevServer(join(tempProject(files, 'workflow-pages-dev-'), 'docs.json'), { port: 0 });
  });
  after(() => dev?.close());

  test('serves the Arazzo file, its source description and the .md twin', async () => {
    const arazzo = await fetch(new URL('pets.arazzo.yaml', dev.url));
    assert.equal(arazzo.status, 200);
    assert.match(await arazzo.text(), /workflowId: adoptPet/);
    assert.equal((await fetch(new URL('pets.openapi.yaml', dev.url))).status, 200);
    const twin = await fetch(new URL('workflows/adopt.md', dev.url));
    assert.equal(twin.status, 200);
    assert.match(await twin.text(), /### 2\. create/);
  });
});

describe('workflow pages from a navigation group’s `arazzo`', () => {
  const generated = {
    ...files,
    'docs.json': JSON.stringify({
      name: 'Workflows',
      navigation: {
        groups: [
          { group: 'Guides', pages: ['index'] },
          { group: 'Workflows', arazzo: 'pets.arazzo.yaml' },
          { group: 'API', openapi: 'pets.openapi.yaml' },
        ],
      },
    }),
  };
  let root: string;
  let project: Project;
  before(async () => {
    root = tempProject(generated, 'workflow-nav-');
    project = await loadProject(join(root, 'docs.json'), { display: (abs) => abs.slice(root.length + 1) });
  });

  test('a page per workflow, in document order, titled by its summary, in the group', () => {
    const pages = [...project.navigation.pages.values()].filter((p) => p.kind === 'arazzo');
    assert.deepEqual(
      pages.map((p) => [p.slug, p.title, p.breadcrumbs]),
      [
        ['workflows/adopt-pet', 'Log in, create a pet, read it back', ['Workflows']],
        ['workflows/wait-until-ready', 'Poll the status until the service is ready', ['Workflows']],
      ],
    );
    assert.deepEqual(project.site.pages.get('workflows/adopt-pet')?.workflow, {
      specUrl: pathToFileURL(join(root, 'pets.arazzo.yaml')).href,
      id: 'adoptPet',
    });
    assert.deepEqual(
      project.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message),
      [],
    );
  });

  test('docs build writes each workflow page, its .md twin and its line in llms.txt', async () => {
    const out = tempDir('workflow-nav-build-');
    const build = await cli('build', root, '--out', out);
    assert.equal(build.code, 0, build.out + build.err);
    assert.ok(existsSync(join(out, 'workflows', 'adopt-pet', 'index.html')));
    const twin = readFileSync(join(out, 'workflows', 'wait-until-ready.md'), 'utf8');
    assert.match(twin, /^# Poll the status until the service is ready/);
    assert.match(twin, /On failure:\n- tryAgain: retry after 0 s, up to 3 times when `\$statusCode == 503`/);
    assert.match(readFileSync(join(out, 'llms.txt'), 'utf8'), /Workflow adoptPet/);
  });
});
