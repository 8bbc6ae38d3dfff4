/**
 * The one bundled icon set (src/icons) and docs.json `icons.library`: each library's names reach a drawing
 * (Tabler's `world` and Lucide's `zap` as well as Font Awesome's), every name of the Mintlify corpus has one,
 * and `docs validate` warns, once per name, about a name the set cannot draw.
 */
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { checkProject } from '../../src/cli/check-project.js';
import { hasIcon, iconKey, iconPath, libraryIconNames } from '../../src/icons/icon-set.js';

test('each library names its icons its own way, and all reach the same drawings', () => {
  assert.equal(iconKey('house', 'fontawesome'), 'house');
  assert.equal(iconKey('home', 'tabler'), 'house');
  assert.equal(iconKey('world', 'tabler'), 'globe');
  assert.equal(iconKey('zap', 'lucide'), 'bolt');
  assert.equal(iconKey('settings', 'lucide'), 'gear');
  assert.equal(iconKey('fa-solid fa-key'), 'key');
  assert.equal(iconKey('fa-key'), 'key');
  assert.equal(iconKey('no-such-icon-anywhere', 'tabler'), undefined);
  assert.equal(iconPath('no-such-icon-anywhere'), iconPath('neutral'));
  assert.notEqual(iconPath('world', 'tabler'), iconPath('neutral'));
  for (const library of ['fontawesome', 'lucide', 'tabler'] as const)
    for (const name of libraryIconNames(library)) assert.ok(hasIcon(name, library), `${library}: ${name}`);
});

test('every icon name the Mintlify corpus projects use has a drawing', () => {
  const tabler =
    'check x flask building-plus bug test-pipe-2 thumb-up thumb-down bolt confetti world user-cog telescope table stack-2 shield-cog shape server-bolt server rocket robot plug number-123 notebook message-chatbot lifebuoy image-in-picture haze-moon git-branch gauge external-link cube-spark code-dots chart-treemap chart-scatter chart-sankey chart-pie chart-line chart-funnel chart-bar chart-area-line chart-area';
  const fontawesome =
    'shield-check database file-lines key layer-group signal-stream code aws users triangle-exclamation server pipe magnifying-glass chart-line lock flask eye-slash book arrows-rotate robot gavel file-certificate dharmachakra desktop bell user sitemap shield-keyhole shield-halved shield right-to-bracket radar plug link google clock calendar user-plus user-lock terminal tag sliders shield-exclamation satellite mobile globe cloud clipboard-list bolt warehouse wand-magic-sparkles video users-gear user-minus trash toggle-on thumbtack target snowflake siren route rocket microsoft map list leaf input-text gauge floppy-disk filter file-text download docker diagram-project cubes cube comment code-branch circle-check circle-arrow-right circle-arrow-left check chart-bar building bucket balance-scale asterisk archive pen-to-square image list-tree square-2 square-1 sidebar gear-code folder-grid file-plus-minus file-invoice-dollar file-invoice file-excel file-code file-chart-column circle-3 circle-2 circle-1 browsers box';
  assert.deepEqual(
    tabler.split(' ').filter((n) => !hasIcon(n, 'tabler')),
    [],
  );
  assert.deepEqual(
    fontawesome.split(' ').filter((n) => !hasIcon(n, 'fontawesome')),
    [],
  );
});

describe('docs validate: icon names the set cannot draw', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-icons-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string): void => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    'docs.json',
    JSON.stringify({
      name: 'Icons',
      icons: { library: 'tabler' },
      navigation: {
        groups: [
          { group: 'Start', icon: 'world', pages: ['intro'] },
          { group: 'More', icon: 'flux-capacitor', pages: ['more'] },
        ],
      },
    }),
  );
  write(
    'intro.mdx',
    '---\ntitle: Intro\nicon: home\n---\n\n<Icon icon="flux-capacitor" /> <Card title="A" icon="https://example.test/a.svg">x</Card>\n',
  );
  write('more.mdx', '---\ntitle: More\nicon: quantum-widget\n---\n\n<Card title="B" icon="settings">y</Card>\n');

  test('one warning per name, at its first use, naming the library; known names, URLs and paths pass', async () => {
    const { diagnostics } = await checkProject(join(dir, 'docs.json'));
    const icons = diagnostics.filter((d) => d.code === 'icon/not-supported');
    assert.deepEqual(icons.map((d) => [d.severity, d.message.match(/^Icon "([^"]+)"/)?.[1], d.pointer]).sort(), [
      ['warning', 'flux-capacitor', '/navigation/groups/1/icon'],
      ['warning', 'quantum-widget', undefined],
    ]);
    const flux = icons.find((d) => d.message.includes('flux-capacitor'))!;
    assert.match(flux.message, /Tabler names/);
    assert.match(flux.message, /used 2 times/);
    assert.match(flux.message, /never fetched/);
    assert.match(icons.find((d) => d.message.includes('quantum-widget'))!.file ?? '', /more\.mdx$/);
  });
});
