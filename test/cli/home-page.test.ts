// The home page of the agents files (index.md) and of `docs mcp` (the page `/`) is the page readers land on at
// `/`: the default version's first page, not the first page written in docs.json.
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { agentFiles, projectHome } from '../../src/cli/agent-files.js';
import { McpDocs } from '../../src/cli/mcp-docs.js';
import { loadProject } from '../../src/node/project.js';

describe('home page of a versioned site', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-home-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const config = {
    name: 'Versions',
    navigation: {
      versions: [
        { version: 'v1', groups: [{ group: 'Old', pages: ['v1/intro'] }] },
        { version: 'v2', default: true, groups: [{ group: 'New', pages: ['v2/intro'] }] },
      ],
    },
  };
  const write = (path: string, text: string): void => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('docs.json', JSON.stringify(config));
  write('v1/intro.mdx', '---\ntitle: Old intro\n---\n\nThe first version.\n');
  write('v2/intro.mdx', '---\ntitle: New intro\n---\n\nThe default version.\n');

  test('index.md and the MCP page "/" are the default version’s first page', async () => {
    const project = await loadProject(join(dir, 'docs.json'));
    assert.equal(project.navigation.order[0], 'v1/intro', 'the first page written is the old version’s');
    assert.equal(projectHome(project), 'v2/intro');
    const files = await agentFiles(project, { base: '/' });
    assert.match(files.get('index.md') ?? '', /The default version\./);
    const mcp = new McpDocs(project);
    assert.match((await mcp.page('')) ?? '', /The default version\./);
    assert.match((await mcp.page('index')) ?? '', /The default version\./);
  });
});
