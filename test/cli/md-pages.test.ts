/**
 * Page files written as `.md` (issue #26): `docs validate`, `build` and `dev` read a page path from `<path>.mdx`, else
 * `<path>.md`, parse both as MDX (frontmatter, Markdown, the same components) and let the `.mdx` file win where both
 * exist, with a warning about the shadowed `.md`. A mint.json project whose pages are `.md` builds with every body.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startDevServer, type DevServer } from '../../src/cli/dev.js';
import { ASSETS } from '../../src/cli/html.js';
import { loadProject } from '../../src/node/project.js';
import type { Project } from '../../src/node/project.js';
import { mdxPageFile } from '../../src/site/manifest.js';
import { until } from '../support/proxy-cases.js';
import { tempDir, tempProject } from '../support/temp-project.js';
import { cli } from './helpers.js';

const PLAIN = `---
title: Plain Markdown
description: A page written as .md
---

Some **bold** text, a [link](/index) and a list:

- one
- two

<Note>A callout inside an .md page.</Note>
`;

const files = {
  'docs.json': JSON.stringify({
    name: 'Md pages',
    navigation: { groups: [{ group: 'Guides', pages: ['index', 'guides/plain', 'guides/both', 'guides/gone'] }] },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nThe home page.\n',
  'guides/plain.md': PLAIN,
  'guides/both.mdx': '---\ntitle: Both (mdx)\n---\n\nThe MDX file wins.\n',
  'guides/both.md': '---\ntitle: Both (md)\n---\n\nThe Markdown file is shadowed.\n',
};

const load = (root: string): Promise<Project> =>
  loadProject(join(root, 'docs.json'), { display: (abs) => abs.slice(root.length + 1) });

describe('a project with .md pages', () => {
  let root: string;
  let project: Project;
  before(async () => {
    root = tempProject(files, 'md-pages-');
    project = await load(root);
  });

  test('an .md page is read with its frontmatter, its Markdown and its components', () => {
    const page = project.navigation.pages.get('guides/plain');
    assert.equal(page?.kind === 'mdx' ? page.file : undefined, 'guides/plain.md');
    assert.equal(page?.title, 'Plain Markdown');
    const parsed = project.mdx.get('guides/plain.md');
    assert.equal(parsed?.frontmatter.description, 'A page written as .md');
    assert.match(parsed?.html ?? '', /<strong>bold<\/strong>/);
    assert.match(parsed?.html ?? '', /<li>one<\/li>/);
    assert.match(parsed?.html ?? '', /class="callout[^"]*"[\s\S]*A callout inside an \.md page\./);
    assert.equal(project.pages.get('guides/plain')?.mdx, parsed);
  });

  test('where both files exist the .mdx one is the page, and the .md one is a warning', () => {
    const page = project.navigation.pages.get('guides/both');
    assert.equal(page?.kind === 'mdx' ? page.file : undefined, 'guides/both.mdx');
    assert.equal(page?.title, 'Both (mdx)');
    assert.equal(project.mdx.has('guides/both.md'), false);
    const shadowed = project.diagnostics.filter((d) => d.code === 'site/shadowed-page');
    assert.deepEqual(
      shadowed.map((d) => [d.severity, d.file]),
      [['warning', 'guides/both.md']],
    );
    assert.match(shadowed[0]!.message, /guides\/both\.mdx beside it is the page "guides\/both"/);
  });

  test('a page with neither file names both in its warning', () => {
    const gone = project.diagnostics.find((d) => d.code === 'navigation/unknown-page');
    assert.match(gone?.message ?? '', /the page "guides\/gone" has no file guides\/gone\.mdx or guides\/gone\.md/);
    assert.equal(project.navigation.pages.has('guides/gone'), false);
  });

  test('docs validate exits 0; docs build writes the .md page with its body and records its file', async () => {
    const validate = await cli('validate', root);
    assert.equal(validate.code, 0, validate.out + validate.err);
    const out = tempDir('md-pages-build-');
    const build = await cli('build', root, '--out', out);
    assert.equal(build.code, 0, build.out + build.err);
    const html = readFileSync(join(out, 'guides', 'plain', 'index.html'), 'utf8');
    assert.match(html, /<strong>bold<\/strong>/);
    assert.match(html, /A callout inside an \.md page\./);
    // The manifest names the body built from the .md file; the shadowed file's text is in no page.
    const manifest = readFileSync(join(out, '_site', 'manifest.json'), 'utf8');
    assert.match(manifest, /"mdx":"_site\/pages\/guides\/plain\.json"/);
    assert.match(readFileSync(join(out, mdxPageFile('guides/plain.md')), 'utf8'), /A callout inside an \.md page/);
    const both = readFileSync(join(out, 'guides', 'both', 'index.html'), 'utf8');
    assert.match(both, /The MDX file wins\./);
    assert.doesNotMatch(both, /The Markdown file is shadowed\./);
  });

  test('docs validate names a single .md page as a page, not as a spec', async () => {
    const run = await cli('validate', join(root, 'guides', 'plain.md'), '--format', 'json');
    const report = JSON.parse(run.out) as { summary: { errors: number } };
    assert.equal(report.summary.errors, 0, run.out);
  });
});

describe('docs dev and an .md page', () => {
  let root: string;
  let dev: DevServer;
  before(async () => {
    root = tempProject(files, 'md-pages-dev-');
    dev = await startDevServer(join(root, 'docs.json'), { port: 0 });
  });
  after(() => dev?.close());

  test('an edit of an .md page reloads that page with the new body', async () => {
    const events: string[] = [];
    const req = httpRequest(`${dev.url}${ASSETS}/events`, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => events.push(chunk));
    });
    req.on('error', () => {});
    req.end();
    try {
      await until(() => events.join('').includes('event: diagnostics'), 'the first diagnostics');
      writeFileSync(join(root, 'guides', 'plain.md'), PLAIN.replace('Some **bold** text', 'Edited **text**'));
      await until(() => /event: change\ndata: .*guides\/plain\.md/.test(events.join('')), 'a change event');
      assert.match(events.join(''), /"pages":\["guides\/plain"\]/);
      const body = await (await fetch(`${dev.url}${mdxPageFile('guides/plain.md')}`)).text();
      assert.match(body, /Edited <strong>text<\/strong>/);
    } finally {
      req.destroy();
    }
  });
});

describe('a mint.json project whose pages are .md', () => {
  const mint = {
    name: 'Legacy',
    navigation: [
      { group: 'Start', pages: ['index', 'faq'] },
      { group: 'More', pages: ['missing'] },
    ],
    footer: {
      links: [
        { title: 'Company', links: [{ label: 'About', url: 'https://example.test/about' }] },
        { text: 'Website', link: 'https://example.test/' },
      ],
      copyright: '© 2025 Legacy',
    },
  };
  let root: string;
  before(() => {
    root = tempProject({
      'mint.json': JSON.stringify(mint, null, 2),
      'index.md': '# Welcome\n\nThe home page, in Markdown.\n',
      'faq.md': '---\ntitle: FAQ\n---\n\nQuestions and answers.\n',
    });
  });

  test('validates with warnings only: the footer is carried over, findings name mint.json lines', async () => {
    const run = await cli('validate', root, '--format', 'json');
    const report = JSON.parse(run.out) as {
      summary: { errors: number };
      diagnostics: { file: string; line: number | null; column: number | null; rule: string; message: string }[];
    };
    assert.equal(report.summary.errors, 0, run.out);
    const rules = report.diagnostics.map((d) => d.rule).sort();
    assert.deepEqual(rules, ['config/mint-json', 'config/mint-json-shape', 'navigation/unknown-page']);
    const text = JSON.stringify(mint, null, 2).split('\n');
    const lineOf = (needle: string): number => text.findIndex((l) => l.includes(needle)) + 1;
    const missing = report.diagnostics.find((d) => d.rule === 'navigation/unknown-page')!;
    assert.deepEqual(
      [missing.line, missing.column],
      [lineOf('"missing"'), text[lineOf('"missing"') - 1]!.indexOf('"missing"') + 1],
    );
    const shape = report.diagnostics.find((d) => d.rule === 'config/mint-json-shape')!;
    assert.equal(shape.line, lineOf('"text": "Website"') - 1, 'the { text, link } object');
    assert.match(shape.message, /`footer\.links\[1\]` is a link \(\{ text, link \}\)/);
  });

  test('builds every page with its body and the footer links', async () => {
    const out = tempDir('md-pages-mint-build-');
    const run = await cli('build', root, '--out', out);
    assert.equal(run.code, 0, run.out + run.err);
    assert.match(run.out, /pages written\s+2/);
    assert.match(readFileSync(join(out, 'faq', 'index.html'), 'utf8'), /Questions and answers\./);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    assert.match(home, /The home page, in Markdown\./);
    assert.match(home, /<a href="https:\/\/example\.test\/about">About<\/a>/);
    assert.match(home, /<a href="https:\/\/example\.test\/">Website<\/a>/);
    assert.ok(existsSync(join(out, '_site', 'pages', 'faq.json')));
  });
});
