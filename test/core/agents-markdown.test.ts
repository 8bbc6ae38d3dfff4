// What agents read: an MDX page as Markdown (components turned into their Markdown meaning, agents-only content in,
// humans-only out, no JSX left), an operation as Markdown (method and URL, parameters, body, responses, a curl
// example), and llms.txt in the llms.txt format (H1 name, summary quote, H2 sections of links, the spec files).
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { llmsTxt, mdxToMarkdown } from '../../src/agents/index.js';
import { agentFiles } from '../../src/cli/agent-files.js';
import { loadProject } from '../../src/node/project.js';

const PAGE = `---
title: Components
---
import Thing from '/snippets/thing.mdx';

export const x = 1;

Intro with {x} an expression.

<Note>
  Read **this** first.
</Note>

<CardGroup cols={2}>
  <Card title="Quick start" href="/quick-start">
    Set it up in five minutes.
  </Card>
</CardGroup>

<Steps>
  <Step title="Install">
    Run \`npm install\`.
  </Step>
  <Step title="Build">
    Run the build.
  </Step>
</Steps>

<Tabs>
  <Tab title="npm">Use npm.</Tab>
  <Tab title="yarn">Use yarn.</Tab>
</Tabs>

<Visibility for="agents">Only agents read this.</Visibility>
<Visibility for="humans">Only humans read this.</Visibility>

<ParamField query="limit" type="integer" required default="20">
  How many to return.
</ParamField>

<Accordion title="More">
  Hidden detail.
</Accordion>
`;

test('an MDX page becomes Markdown with each component in its Markdown meaning', () => {
  const md = mdxToMarkdown(PAGE);
  assert.doesNotMatch(md, /<[A-Z]/, 'no component tag is left');
  assert.doesNotMatch(md, /import |export const|\{x\}/, 'no import, export or expression is left');
  assert.match(md, /^> \*\*Note:\*\* Read \*\*this\*\* first\.$/m, 'a callout is a blockquote');
  assert.match(md, /\[Quick start\]\(\/quick-start\) — Set it up in five minutes\./, 'a card is a link');
  assert.match(md, /^1\. \*\*Install\*\*\n\n {3}Run `npm install`\.$/m, 'steps are a numbered list');
  assert.match(md, /^2\. \*\*Build\*\*/m);
  assert.match(md, /^#### npm\n\nUse npm\.$/m, 'a tab is a heading');
  assert.match(md, /Only agents read this\./);
  assert.doesNotMatch(md, /Only humans/);
  assert.match(md, /^- `limit` \(query, integer, required, default: `20`\): How many to return\.$/m);
  assert.match(md, /^#### More\n\nHidden detail\.$/m);
});

test('the example site: every page has a Markdown twin holding its parameters; llms.txt follows the format', async () => {
  const project = await loadProject(resolve('examples/docs/docs.json'));
  const files = await agentFiles(project, { base: '/docs/', siteUrl: 'https://docs.example.test' });
  for (const [slug, page] of project.navigation.pages) {
    if (page.canonical !== undefined) continue;
    const md = files.get(`${slug}.md`);
    assert.ok(md !== undefined, `${slug}.md exists`);
    assert.ok(md.startsWith(`# ${page.title}\n`), `${slug}.md starts with its title`);
    const op = project.pages.get(slug)?.operation;
    if (op === undefined) continue;
    const resolved = await op.spec.resolveOperation(op.id);
    for (const param of resolved.parameters)
      assert.ok(md.includes(`\`${param.name}\``), `${slug}.md names ${param.name}`);
    assert.ok(md.includes(`${resolved.method.toUpperCase()} `), `${slug}.md gives the method`);
  }
  const list = files.get('api-reference/users/list-users.md')!;
  assert.match(list, /^`GET http:\/\/127\.0\.0\.1:4010\/users`$/m);
  assert.match(list, /^\| `limit` \| integer \| no \| How many users to return/m);
  assert.match(list, /^ {2}- `email` \(string<email>, required/m, 'nested response fields are nested list items');
  assert.match(list, /```bash\ncurl /, 'a curl example');
  const llms = files.get('llms.txt')!;
  const lines = llms.split('\n');
  assert.equal(lines[0], '# Echo Studio');
  assert.equal(lines[1], '');
  assert.match(lines[2]!, /^> The reference of the Echo Studio example API/);
  for (const line of lines.slice(3).filter((l) => l !== ''))
    assert.match(line, /^(## .+|- \[[^\]]+\]\(https:\/\/docs\.example\.test\/docs\/[^)]+\)(: .+)?)$/, line);
  assert.match(
    llms,
    /^- \[List users\]\(https:\/\/docs\.example\.test\/docs\/api-reference\/users\/list-users\.md\): GET \/users/m,
  );
  assert.match(
    llms,
    /^## API specifications\n\n- \[openapi\.yaml\]\(https:\/\/docs\.example\.test\/docs\/openapi\.yaml\): OpenAPI/m,
  );
  const full = files.get('llms-full.txt')!;
  assert.ok(full.includes(list.trim()), 'llms-full.txt holds every page');
  assert.ok(files.has('_site/search.json'));
});

test('llms.txt leaves out hidden pages', async () => {
  const project = await loadProject(resolve('examples/docs/docs.json'));
  const text = llmsTxt(project.site, { markdownUrl: (s) => `/${s}.md`, fileUrl: (p) => `/${p}` });
  for (const page of project.navigation.pages.values())
    if (page.hidden) assert.ok(!text.includes(`/${page.slug}.md)`), page.slug);
});

test('GitHub.Repo becomes a link to the repository; a repo that is not one shows nothing', () => {
  assert.match(
    mdxToMarkdown('<GitHub.Repo repo="https://github.com/mintlify/docs" variant="flat" />\n'),
    /^\[mintlify\/docs\]\(https:\/\/github\.com\/mintlify\/docs\)$/m,
  );
  assert.doesNotMatch(mdxToMarkdown('<GitHub.Repo repo="javascript:alert(1)" />\n'), /alert/);
});
