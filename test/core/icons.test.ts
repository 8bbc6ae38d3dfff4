/**
 * The shipped icon data (src/icons: Font Awesome Free, Lucide, Tabler) and how a written icon resolves: each
 * library by its own names with the package's own path data, docs.json `icons.library` and the icon's own
 * `library`/`style`, Font Awesome Pro styles drawn as the free ones (no warning), brands from the brands set, the
 * data committed as the packages make it, every icon name of the Mintlify corpus drawn, and `docs validate`'s warning
 * for a name nothing draws as written, naming the closest names.
 */
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { checkProject } from '../../src/cli/check-project.js';
import { svgMarkup } from '../../src/icons/icon-drawing.js';
import { inlineIcons } from '../../src/icons/icon-inline.js';
import { JSDOM } from 'jsdom';
import { sanitizeMdxHtml, setSanitizerWindow } from '../../src/markdown/index.js';
import { parseMdxPage } from '../../src/mdx/index.js';
import { iconNow, loadAllIcons, resolveIcon } from '../../src/icons/icon-resolve.js';
import type { IconLibrary, IconValue } from '../../src/icons/icon-types.js';

const require = createRequire(import.meta.url);
const pkg = (name: string): string => dirname(require.resolve(`${name}/package.json`));

/** The `d` of every visible path of a package's SVG file. */
function packagePaths(name: string, file: string): string[] {
  const text = readFileSync(join(pkg(name), file), 'utf8');
  return [...text.matchAll(/<path\b([^>]*)\/?>/g)]
    .filter((m) => !/stroke="none"/.test(m[1]!))
    .map((m) => /\sd="([^"]*)"/.exec(m[1]!)![1]!);
}
const fa = (file: string): string[] => packagePaths('@fortawesome/fontawesome-free', `svgs/${file}.svg`);

async function paths(value: IconValue, library: IconLibrary = 'fontawesome'): Promise<readonly string[] | undefined> {
  return (await resolveIcon(value, library)).drawing?.paths;
}

test('each library draws its own names with the package’s path data', async () => {
  assert.deepEqual(await paths('network-wired'), fa('solid/network-wired'));
  assert.deepEqual(await paths('github'), fa('brands/github'));
  assert.deepEqual(await paths('fa-solid fa-user'), fa('solid/user'));
  assert.deepEqual(await paths('fab fa-discord'), fa('brands/discord'));
  // No style: Mintlify's default, regular, where the free set has it.
  assert.deepEqual(await paths('user'), fa('regular/user'));
  assert.deepEqual(await paths({ name: 'user', style: 'solid' }), fa('solid/user'));
  // Font Awesome 5 and 4 names (aliases) draw the icon they became.
  assert.deepEqual(await paths({ name: 'home', style: 'solid' }), fa('solid/house'));
  assert.deepEqual(await paths('zap', 'lucide'), packagePaths('lucide-static', 'icons/zap.svg'));
  assert.deepEqual(await paths('home', 'lucide'), packagePaths('lucide-static', 'icons/house.svg'));
  assert.deepEqual(await paths('world', 'tabler'), packagePaths('@tabler/icons', 'icons/outline/world.svg'));
  assert.deepEqual(
    await paths({ name: 'star', style: 'filled' }, 'tabler'),
    packagePaths('@tabler/icons', 'icons/filled/star.svg'),
  );
  // The icon's own library wins over docs.json's.
  assert.deepEqual(
    await paths({ name: 'zap', library: 'lucide' }, 'tabler'),
    packagePaths('lucide-static', 'icons/zap.svg'),
  );
  const world = (await resolveIcon('world', 'tabler')).drawing!;
  assert.equal(world.stroke, true);
  assert.equal((await resolveIcon('house', 'fontawesome')).drawing!.stroke, false);
});

test('Lucide’s circles and rectangles become path data that draws the same shape', async () => {
  // circle-check: <circle cx="12" cy="12" r="10"/> (two half-circle arcs from its left end) and a path.
  const file = readFileSync(join(pkg('lucide-static'), 'icons/circle-check.svg'), 'utf8');
  assert.match(file, /<circle cx="12" cy="12" r="10" \/>/);
  const drawing = (await resolveIcon('circle-check', 'lucide')).drawing!;
  const circle = 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0';
  assert.deepEqual(drawing.paths, [circle, ...packagePaths('lucide-static', 'icons/circle-check.svg')]);
  assert.equal(
    svgMarkup(drawing),
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
      `<path d="${circle}"/><path d="${drawing.paths[1]}"/></svg>`,
  );
  // A filled dot of Lucide's (`fill="currentColor"` on a circle) keeps its fill.
  const dots = (await resolveIcon('chart-scatter', 'lucide')).drawing!;
  assert.equal(dots.paths.filter((p) => p.startsWith('*M')).length, 5);
  assert.match(svgMarkup(dots), /<path d="M[^"]+" fill="currentColor"\/>/);
});

test('Font Awesome Pro styles are drawn as the free regular or solid icon', async () => {
  for (const style of ['light', 'thin', 'regular', 'sharp-light', 'sharp-regular', 'sharp-thin'])
    assert.deepEqual(await paths({ name: 'bell', style }), fa('regular/bell'), style);
  for (const style of ['solid', 'sharp-solid', 'duotone', 'sharp-duotone-solid'])
    assert.deepEqual(await paths({ name: 'bell', style }), fa('solid/bell'), style);
  // A style the name has no free drawing in: the other free one.
  assert.deepEqual(await paths({ name: 'network-wired', style: 'light' }), fa('solid/network-wired'));
  assert.deepEqual(await paths('fa-duotone fa-github'), fa('brands/github'));
  assert.deepEqual(await paths({ name: 'github', style: 'regular' }), fa('brands/github'));
});

test('a page’s <Icon iconType> keeps its style through the sanitiser and is drawn in it (Pro light: free regular)', async () => {
  await loadAllIcons();
  setSanitizerWindow(new JSDOM('').window);
  const page = parseMdxPage('<Icon icon="bell" iconType="light" /> <Icon icon="bell" iconType="solid" />\n');
  const html = sanitizeMdxHtml(page.html);
  assert.match(html, /data-icon="bell"[^>]*data-icon-style="light"/);
  const drawn = inlineIcons(html, 'fontawesome');
  assert.ok(drawn.includes(`d="${fa('regular/bell')[0]}"`));
  assert.ok(drawn.includes(`d="${fa('solid/bell')[0]}"`));
});

test('a name the library lacks: another library’s of the same name, its singular, or a shorter name', async () => {
  const shield = await resolveIcon('shield-keyhole', 'fontawesome');
  assert.deepEqual([shield.library, shield.name, shield.exact], ['lucide', 'shield-keyhole', false]);
  const chip = await resolveIcon({ name: 'microchip-ai', style: 'regular' }, 'fontawesome');
  assert.deepEqual([chip.library, chip.name], ['fontawesome', 'microchip']);
  assert.equal((await resolveIcon('circle-2', 'fontawesome')).name, 'circle-number-2');
  assert.equal((await resolveIcon('', 'tabler')).drawing, null);
});

test('a Font Awesome Pro name: its last words, any one word, then the libraries’ search terms; a dot only for none', async () => {
  const drawn = async (name: string): Promise<string> => {
    const r = await resolveIcon(name, 'fontawesome');
    assert.equal(r.exact, false, name);
    return r.drawing === null ? 'dot' : `${r.library}:${r.name}`;
  };
  assert.equal(await drawn('head-side-gear'), 'fontawesome:gear'); // its last word
  assert.equal(await drawn('arrow-progress'), 'tabler:progress'); // one of its words, in another library
  assert.equal(await drawn('chart-mixed'), 'fontawesome:chart-bar'); // the name of fewest words holding "chart"
  assert.equal(await drawn('binance'), 'tabler:brand-binance'); // Tabler's brand, found by its tag
  // Nothing holds or is tagged with any of its words.
  assert.equal(await drawn('zorblax-quuxify'), 'dot');
  assert.equal((await resolveIcon('zorblax-quuxify', 'tabler')).drawing, null);
});

test('the committed data is what the icon packages make (npm run gen:icons)', () => {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-icons.mjs', '--check'], {
    encoding: 'utf8',
  });
  assert.equal(res.status, 0, res.stderr);
});

test('every icon name of the Mintlify corpus projects has a drawing', async () => {
  await loadAllIcons();
  const tabler =
    'check x flask building-plus bug test-pipe-2 thumb-up thumb-down bolt confetti world user-cog telescope table stack-2 shield-cog shape server-bolt server rocket robot plug number-123 notebook message-chatbot lifebuoy image-in-picture haze-moon git-branch gauge external-link cube-spark code-dots chart-treemap chart-scatter chart-sankey chart-pie chart-line chart-funnel chart-bar chart-area-line chart-area';
  const fontawesome =
    'shield-check database file-lines key layer-group signal-stream code aws users triangle-exclamation server magnifying-glass chart-line lock flask eye-slash book arrows-rotate robot gavel file-certificate dharmachakra desktop bell user sitemap shield-keyhole shield-halved shield right-to-bracket radar plug link google clock calendar user-plus user-lock terminal tag sliders shield-exclamation satellite mobile globe cloud clipboard-list bolt warehouse wand-magic-sparkles video users-gear user-minus trash toggle-on thumbtack target snowflake siren route rocket microsoft map list leaf gauge floppy-disk filter file-text download docker diagram-project cubes cube comment code-branch circle-check circle-arrow-right circle-arrow-left check chart-bar building bucket balance-scale asterisk archive pen-to-square image list-tree square-2 square-1 sidebar gear-code folder-grid file-plus-minus file-invoice-dollar file-invoice file-excel file-code file-chart-column circle-3 circle-2 circle-1 browsers box';
  for (const [library, names] of [
    ['tabler', tabler],
    ['fontawesome', fontawesome],
  ] as const) {
    assert.deepEqual(
      names.split(' ').filter((n) => iconNow(n, library) == null),
      [],
      library,
    );
  }
  // Every Tabler name of lightdash's docs is Tabler's own.
  for (const n of tabler.split(' ')) assert.equal((await resolveIcon(n, 'tabler')).exact, true, n);
});

describe('docs validate: icon names not drawn as written', () => {
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
      navigation: {
        groups: [
          { group: 'Start', icon: 'fa-thin fa-bell', pages: ['intro'] },
          { group: 'More', icon: 'zorblax-quuxify', pages: ['more'] },
          { group: 'Typo', icon: 'vial-circle-chek', pages: ['typo'] },
        ],
      },
    }),
  );
  write(
    'intro.mdx',
    '---\ntitle: Intro\nicon: house\n---\n\n<Icon icon="zorblax-quuxify" /> <Card title="A" icon="https://example.test/a.svg">x</Card> <Icon icon="github" />\n\n<Warning>Careful</Warning>\n\n<Danger>Stop</Danger>\n',
  );
  write('more.mdx', '---\ntitle: More\nicon: quantum-widget\n---\n\n<Card title="B" icon="microchip-ai">y</Card>\n');
  write('typo.mdx', '---\ntitle: Typo\n---\n\nTypo.\n');

  test('one warning per name, at its first use, with what is shown and the closest names; Pro styles pass', async () => {
    const { diagnostics } = await checkProject(join(dir, 'docs.json'));
    const icons = diagnostics.filter((d) => d.code === 'icon/not-supported');
    assert.deepEqual(icons.map((d) => [d.severity, d.message.match(/^Icon "([^"]+)"/)?.[1], d.pointer]).sort(), [
      ['warning', 'microchip-ai', undefined],
      ['warning', 'quantum-widget', undefined],
      ['warning', 'vial-circle-chek', '/navigation/groups/2/icon'],
      ['warning', 'zorblax-quuxify', '/navigation/groups/1/icon'],
    ]);
    const message = (name: string): string => icons.find((d) => d.message.includes(`"${name}"`))!.message;
    assert.match(message('zorblax-quuxify'), /not a Font Awesome Free icon name/);
    assert.match(message('zorblax-quuxify'), /a neutral dot is shown in its place \(used 2 times\)/);
    assert.match(message('vial-circle-chek'), /Closest names: "vial-circle-check"/);
    assert.match(message('microchip-ai'), /drawn as Font Awesome Free's "microchip"/);
    assert.match(icons.find((d) => d.message.includes('quantum-widget'))!.file ?? '', /more\.mdx$/);
  });
});
