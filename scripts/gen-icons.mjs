#!/usr/bin/env node
// `npm run gen:icons`: the icon data the library ships (src/icons/data/), made from the devDependencies
// @fortawesome/fontawesome-free (solid, regular, brands), lucide-static and @tabler/icons (outline, filled): every
// name and alias of each, its drawing as path data, filed by name into small chunks (src/icons/icon-types.ts
// `iconBucket`) so that a page loads only the chunks holding its icons. The data is committed (an app installs
// nothing of these packages); `--check` exits 1 when the committed files differ from what the packages make now
// (test/core/icon-data.test.ts runs it). Run it with tsx: `node --import tsx scripts/gen-icons.mjs`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { iconBucket } from '../src/icons/icon-types.ts';

const require = createRequire(import.meta.url);
const OUT = join('src', 'icons', 'data');
/** About this many bytes of JSON per chunk (5–8 KB gzip): small enough per request, few enough files. */
const CHUNK_BYTES = 24_000;

const pkgDir = (name) => dirname(require.resolve(`${name}/package.json`));
const version = (name) => JSON.parse(readFileSync(join(pkgDir(name), 'package.json'), 'utf8')).version;

const PACKAGES = {
  fontawesome: {
    package: '@fortawesome/fontawesome-free',
    notice: (v) =>
      `Font Awesome Free ${v} by @fontawesome - https://fontawesome.com License - https://fontawesome.com/license/free (Icons: CC BY 4.0) Copyright Fonticons, Inc.`,
  },
  lucide: {
    package: 'lucide-static',
    notice: (v) =>
      `Lucide ${v} - https://lucide.dev License: ISC (icons from Feather: MIT) Copyright Lucide Icons and Contributors, Cole Bemis`,
  },
  tabler: {
    package: '@tabler/icons',
    notice: (v) => `Tabler Icons ${v} - https://tabler.io/icons License: MIT Copyright (c) 2020-2026 Paweł Kuna`,
  },
};

const n = (value) => String(+Number(value).toFixed(4));

/** An SVG shape element of Lucide or Tabler as path data (the path's own `d` as written). */
function shapeToPath(tag, a) {
  switch (tag) {
    case 'path':
      return a.d;
    case 'circle':
    case 'ellipse': {
      const rx = Number(a.rx ?? a.r);
      const ry = Number(a.ry ?? a.r);
      const arc = `a${n(rx)} ${n(ry)} 0 1 0`;
      return `M${n(a.cx - rx)} ${n(a.cy)}${arc} ${n(2 * rx)} 0${arc} ${n(-2 * rx)} 0`;
    }
    case 'line':
      return `M${n(a.x1)} ${n(a.y1)}L${n(a.x2)} ${n(a.y2)}`;
    case 'polyline':
    case 'polygon': {
      const pts = a.points
        .trim()
        .split(/[\s,]+/)
        .map(n);
      const pairs = [];
      for (let i = 0; i < pts.length; i += 2) pairs.push(`${pts[i]} ${pts[i + 1]}`);
      return `M${pairs.join('L')}${tag === 'polygon' ? 'z' : ''}`;
    }
    case 'rect': {
      const [x, y, w, h] = [a.x ?? 0, a.y ?? 0, a.width, a.height].map(Number);
      let rx = Number(a.rx ?? a.ry ?? 0);
      let ry = Number(a.ry ?? a.rx ?? 0);
      rx = Math.min(rx, w / 2);
      ry = Math.min(ry, h / 2);
      if (rx === 0 || ry === 0) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
      const arc = (dx, dy) => `a${n(rx)} ${n(ry)} 0 0 1 ${n(dx)} ${n(dy)}`;
      return (
        `M${n(x + rx)} ${n(y)}h${n(w - 2 * rx)}${arc(rx, ry)}v${n(h - 2 * ry)}${arc(-rx, ry)}` +
        `h${n(2 * rx - w)}${arc(-rx, -ry)}v${n(2 * ry - h)}${arc(rx, -ry)}z`
      );
    }
    default:
      throw new Error(`unknown SVG element <${tag}>`);
  }
}

/** A shape with its flag (src/icons/icon-types.ts `IconDrawing`): filled, filled without stroke, half opacity. */
function flagged(tag, a) {
  const d = shapeToPath(tag, a);
  const filled = a.fill !== undefined && a.fill !== 'none';
  const flag = filled ? (a.stroke === 'none' ? '#' : '*') : a.opacity !== undefined ? '~' : '';
  return flag + d;
}

const PATH_DATA = /^[#*~]?[MmLlHhVvCcSsQqTtAaZz0-9.,\s+-eE]+$/;

function checked(paths, where) {
  for (const d of paths)
    if (!PATH_DATA.test(d)) throw new Error(`${where}: path data with unexpected characters: ${d.slice(0, 60)}`);
  return paths;
}

/** name → { s|r|b: [width, height, ...paths] } | alias name. */
function fontAwesome() {
  const dir = pkgDir('@fortawesome/fontawesome-free');
  const families = JSON.parse(readFileSync(join(dir, 'metadata', 'icon-families.json'), 'utf8'));
  const entries = new Map();
  const aliases = new Map();
  for (const [name, icon] of Object.entries(families)) {
    const entry = {};
    for (const [style, key] of [
      ['solid', 's'],
      ['regular', 'r'],
      ['brands', 'b'],
    ]) {
      const svg = icon.svgs?.classic?.[style];
      if (svg === undefined) continue;
      const paths = Array.isArray(svg.path) ? svg.path : [svg.path];
      entry[key] = [svg.width, svg.height, ...checked(paths, `fontawesome ${name}`)];
    }
    if (Object.keys(entry).length === 0) continue;
    entries.set(name, entry);
    for (const alias of icon.aliases?.names ?? []) aliases.set(alias, name);
  }
  // Font Awesome 4's names (shims.yml: `old-name:\n  name: new-name`, sometimes with a `prefix:` line).
  const shims = readFileSync(join(dir, 'metadata', 'shims.yml'), 'utf8');
  for (const match of shims.matchAll(/^([a-z0-9-]+):\n(?:[ ]+prefix: \w+\n)?[ ]+name: ([a-z0-9-]+)$/gm)) {
    if (!aliases.has(match[1]) && entries.has(match[2])) aliases.set(match[1], match[2]);
  }
  for (const [alias, name] of aliases) if (!entries.has(alias)) entries.set(alias, name);
  return entries;
}

/** A Lucide SVG file without its class (which names the file). */
const drawingOf = (file) => readFileSync(file, 'utf8').replace(/\sclass="[^"]*"/, '');

/** name → { o: [24, 24, ...paths] } | alias name (an alias is a second file with the same drawing). */
function lucide() {
  const dir = pkgDir('lucide-static');
  const nodes = JSON.parse(readFileSync(join(dir, 'icon-nodes.json'), 'utf8'));
  const entries = new Map();
  const byFile = new Map();
  for (const [name, shapes] of Object.entries(nodes)) {
    entries.set(name, {
      o: [
        24,
        24,
        ...checked(
          shapes.map(([t, a]) => flagged(t, a)),
          `lucide ${name}`,
        ),
      ],
    });
    byFile.set(drawingOf(join(dir, 'icons', `${name}.svg`)), name);
  }
  for (const file of readdirSync(join(dir, 'icons')).sort()) {
    const alias = file.replace(/\.svg$/, '');
    if (entries.has(alias)) continue;
    const target = byFile.get(drawingOf(join(dir, 'icons', file)));
    if (target !== undefined) entries.set(alias, target);
  }
  return entries;
}

/** name → { o?: [...], f?: [...] } (outline, filled). */
function tabler() {
  const dir = pkgDir('@tabler/icons');
  const entries = new Map();
  for (const [style, file] of [
    ['o', 'tabler-nodes-outline.json'],
    ['f', 'tabler-nodes-filled.json'],
  ]) {
    const nodes = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [name, shapes] of Object.entries(nodes)) {
      const entry = entries.get(name) ?? {};
      entry[style] = [
        24,
        24,
        ...checked(
          shapes.map(([t, a]) => flagged(t, a)),
          `tabler ${name}`,
        ),
      ];
      entries.set(name, entry);
    }
  }
  return entries;
}

/** Each library's search words of its drawn names: `name → words` (Font Awesome's terms, Lucide's and Tabler's tags). */
function searchWords() {
  const single = (terms) =>
    (terms ?? []).map((t) => String(t).toLowerCase().trim()).filter((t) => /^[a-z0-9]+$/.test(t));
  const fa = JSON.parse(
    readFileSync(join(pkgDir('@fortawesome/fontawesome-free'), 'metadata', 'icon-families.json'), 'utf8'),
  );
  const lucideTags = JSON.parse(readFileSync(join(pkgDir('lucide-static'), 'tags.json'), 'utf8'));
  const tablerIcons = JSON.parse(readFileSync(join(pkgDir('@tabler/icons'), 'icons.json'), 'utf8'));
  return {
    fontawesome: new Map(Object.entries(fa).map(([name, icon]) => [name, single(icon.search?.terms)])),
    lucide: new Map(Object.entries(lucideTags).map(([name, tags]) => [name, single(tags)])),
    tabler: new Map(Object.values(tablerIcons).map((icon) => [icon.name, single(icon.tags)])),
  };
}

/**
 * The word index for names no library has (Font Awesome Pro's `wave-pulse`, `chart-mixed`): `word → [n, t]`, where
 * `n` holds per library (Font Awesome, Lucide, Tabler; '' for none) the shortest drawn name with that word among its
 * own words, and `t` the shortest one tagged with it. icon-resolve.ts asks it only after every name it tries fails.
 */
function wordIndex(libraries, words) {
  const index = new Map();
  // Best first: by name, the name of fewer words (`chart-bar` over `magnifying-glass-chart`); by tag, the tag
  // earlier in the icon's list (a list starts with what the icon is); then the shorter name, then alphabetically.
  const rank = new Map();
  const note = (word, kind, slot, name, position) => {
    if (word.length < 2) return;
    const entry = index.get(word) ?? [
      ['', '', ''],
      ['', '', ''],
    ];
    const key = `${word} ${kind} ${slot}`;
    const [p, n] = rank.get(key) ?? [Infinity, ''];
    if (position < p || (position === p && (name.length < n.length || (name.length === n.length && name < n)))) {
      entry[kind][slot] = name;
      rank.set(key, [position, name]);
    }
    index.set(word, entry);
  };
  libraries.forEach(([library, entries], slot) => {
    for (const [name, entry] of entries) {
      if (typeof entry === 'string') continue; // an alias: its target is indexed under its own name
      const own = name.split('-');
      for (const word of own) note(word, 0, slot, name, own.length); // fewer words: the more general drawing
      (words[library].get(name) ?? []).forEach((word, i) => note(word, 1, slot, name, i));
    }
  });
  return index;
}

const NOTICES = 'THIRD-PARTY-NOTICES.md';

/** Hand-written notices for what else the package ships (scripts/notices/*.md), in name order. */
function otherNotices() {
  const dir = 'scripts/notices';
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map(
      (name) =>
        `\n--------------------------------------------------------------------------------\n\n${readFileSync(join(dir, name), 'utf8').trim()}\n`,
    )
    .join('');
}

/** The package's notice file: what of each icon package it ships, changed how, under which licence (its own text),
 * then the hand-written notices of scripts/notices/. */
function notices() {
  const faLicense = readFileSync(join(pkgDir('@fortawesome/fontawesome-free'), 'LICENSE.txt'), 'utf8');
  const faIcons = faLicense.slice(0, faLicense.indexOf('# Fonts:')).trim();
  const license = (name) => readFileSync(join(pkgDir(name), 'LICENSE'), 'utf8').trim();
  const used = (library) => `${PACKAGES[library].package} ${version(PACKAGES[library].package)}`;
  return `# Third-party notices

api-docs-elements ships icon drawings from three icon sets in \`src/icons/data/\` (and in the built chunks made from
it). Each drawing is the set's own SVG path data; circles, rectangles, lines and polygons were rewritten as equivalent
path data, and the drawings were gathered into data chunks by name (scripts/gen-icons.mjs). Nothing else of these
packages is shipped: no font, no stylesheet, no script.

## Font Awesome Free (${used('fontawesome')})

Icons by Fonticons, Inc., https://fontawesome.com, licensed under CC BY 4.0
(https://creativecommons.org/licenses/by/4.0/). Used: the solid, regular and brands icons and their names.

${faIcons}

## Lucide (${used('lucide')})

Icons by Lucide Icons and Contributors, https://lucide.dev.

${license('lucide-static')}

## Tabler Icons (${used('tabler')})

Icons by Paweł Kuna, https://tabler.io/icons. Used: the outline and filled icons and their names.

${license('@tabler/icons')}
${otherNotices()}`;
}

/** Every generated file: path → text. */
function generate() {
  const files = new Map();
  const counts = {};
  const index = [];
  const libraries = [
    ['fontawesome', fontAwesome()],
    ['lucide', lucide()],
    ['tabler', tabler()],
  ];
  for (const [library, entries] of libraries) {
    const { package: pkg, notice } = PACKAGES[library];
    const total = JSON.stringify(Object.fromEntries(entries)).length;
    const buckets = Math.max(1, Math.ceil(total / CHUNK_BYTES));
    const chunks = Array.from({ length: buckets }, () => ({}));
    for (const name of [...entries.keys()].sort()) chunks[iconBucket(name, buckets)][name] = entries.get(name);
    const header = `/*! ${notice(version(pkg))} */\n// Generated by scripts/gen-icons.mjs from ${pkg}; do not edit.\n`;
    chunks.forEach((chunk, i) => {
      const json = JSON.stringify(chunk);
      if (json.includes("'") || json.includes('\\')) throw new Error(`${library} chunk ${i}: quote or backslash`);
      files.set(join(OUT, `${library}-${String(i).padStart(2, '0')}.ts`), `${header}export default '${json}';\n`);
    });
    counts[library] = {
      buckets,
      names: entries.size,
      drawings: [...entries.values()].filter((e) => typeof e !== 'string').length,
    };
    index.push(
      `  ${library}: [\n${chunks.map((_, i) => `    () => import('./${library}-${String(i).padStart(2, '0')}.js'),`).join('\n')}\n  ],`,
    );
  }
  const words = wordIndex(libraries, searchWords());
  const wordBuckets = Math.max(1, Math.ceil(JSON.stringify(Object.fromEntries(words)).length / CHUNK_BYTES));
  const wordChunks = Array.from({ length: wordBuckets }, () => ({}));
  for (const word of [...words.keys()].sort()) wordChunks[iconBucket(word, wordBuckets)][word] = words.get(word);
  wordChunks.forEach((chunk, i) =>
    files.set(
      join(OUT, `words-${String(i).padStart(2, '0')}.ts`),
      `// Generated by scripts/gen-icons.mjs from the icon packages' names and search terms; do not edit.\nexport default '${JSON.stringify(chunk)}';\n`,
    ),
  );
  counts.words = { buckets: wordBuckets, names: words.size, drawings: 0 };
  files.set(NOTICES, notices());
  files.set(
    join(OUT, 'index.ts'),
    `// Generated by scripts/gen-icons.mjs; do not edit. Each library's data chunks, in bucket order\n` +
      `// (src/icons/icon-types.ts \`iconBucket\`): a chunk's default export is its JSON text.\n` +
      `import type { IconLibrary } from '../icon-types.js';\n\n` +
      `export const ICON_CHUNKS: Readonly<Record<IconLibrary, readonly (() => Promise<{ default: string }>)[]>> = {\n` +
      `${index.join('\n')}\n};\n\n` +
      `/** The word index (\`word → [by name, by tag]\`, each [fontawesome, lucide, tabler]), in bucket order. */\n` +
      `export const WORD_CHUNKS: readonly (() => Promise<{ default: string }>)[] = [\n` +
      `${Array.from({ length: wordBuckets }, (_, i) => `  () => import('./words-${String(i).padStart(2, '0')}.js'),`).join('\n')}\n];\n`,
  );
  return { files, counts };
}

const { files, counts } = generate();
if (process.argv.includes('--check')) {
  const onDisk = existsSync(OUT) ? readdirSync(OUT).map((name) => join(OUT, name)) : [];
  const stale = [...files].filter(([name, text]) => !existsSync(name) || readFileSync(name, 'utf8') !== text);
  const extra = onDisk.filter((name) => !files.has(name));
  if (stale.length > 0 || extra.length > 0) {
    console.error(
      `src/icons/data or ${NOTICES} is stale (${stale.map(([n]) => n).join(', ')}${extra.length > 0 ? `; extra: ${extra.join(', ')}` : ''}): run npm run gen:icons`,
    );
    process.exit(1);
  }
  console.log(`src/icons/data and ${NOTICES} match the icon packages (${files.size} files)`);
} else {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  let raw = 0;
  let gz = 0;
  let biggest = 0;
  for (const [name, text] of files) {
    writeFileSync(name, text);
    raw += text.length;
    const g = gzipSync(text).length;
    gz += g;
    biggest = Math.max(biggest, g);
  }
  console.log(
    `src/icons/data: ${files.size} files, ${(raw / 1024).toFixed(0)} KB (${(gz / 1024).toFixed(0)} KB gzip, largest chunk ${(biggest / 1024).toFixed(1)} KB gzip)`,
  );
  for (const [library, c] of Object.entries(counts))
    console.log(`  ${library}: ${c.names} names (${c.drawings} drawings), ${c.buckets} chunks`);
}
