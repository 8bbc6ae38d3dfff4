/**
 * An icon request (name, library, style) → the drawing shown, from the shipped data (./data, made by
 * scripts/gen-icons.mjs from Font Awesome Free, Lucide and Tabler): only the chunk holding the name is loaded.
 *
 * - The library is the icon's own `library`, else docs.json `icons.library`. Font Awesome's class spellings
 *   (`fa-solid fa-key`, `fab fa-github`) name the style too.
 * - Font Awesome: the style asked for when the free set draws the name in it; a Pro-only style (light, thin,
 *   duotone, sharp-…) is drawn as the free regular or solid one, brands from the brands set; no style is Mintlify's
 *   default, regular, where the free set has it, else solid. Tabler: outline unless `filled` is asked for.
 * - A name the library lacks is looked for as `brand-<name>` (Tabler's brands), in the other libraries, as its
 *   singular, then with its last words dropped (`microchip-ai` → `microchip`), its first words dropped
 *   (`head-side-gear` → `gear`), as one of its words, then by its words in the search terms the libraries publish
 *   (the word index, loaded only then): such a drawing is not `exact`, and `docs validate` says so
 *   (icon-findings.ts). Only a name nothing matches gets no drawing (a neutral dot).
 */
import { ICON_LIBRARIES } from '../config/icon-ref.js';
import { ICON_CHUNKS, WORD_CHUNKS } from './data/index.js';
import { rememberIcon, knownIcon } from './icon-cache.js';
import { iconBucket, iconKey, type IconDrawing, type IconLibrary, type IconValue } from './icon-types.js';

/** A name's entry in a data chunk: its drawings by style key, or the name it is an alias of. */
type Entry = string | Readonly<Record<string, readonly (number | string)[]>>;
type Chunk = Readonly<Record<string, Entry>>;

export interface ResolvedIcon {
  readonly drawing: IconDrawing | null;
  /** Where the drawing comes from. */
  readonly library: IconLibrary;
  readonly name: string;
  /** Whether it is the name asked for (or its alias), in the library asked for. */
  readonly exact: boolean;
}

interface Request {
  readonly name: string;
  readonly library: IconLibrary;
  readonly style: string;
}

const loaded = new Map<string, Chunk>();
const loading = new Map<string, Promise<void>>();

/** A library's drawings, or the word index (`words`: names no library has are looked up by their words). */
type Dataset = IconLibrary | 'words';
/** A word's entry: [by name, by tag], each the name in [fontawesome, lucide, tabler] ('' for none). */
type WordEntry = readonly [readonly string[], readonly string[]];
const WORD_SLOTS: readonly IconLibrary[] = ['fontawesome', 'lucide', 'tabler'];

const chunksOf = (dataset: Dataset): readonly (() => Promise<{ default: string }>)[] =>
  dataset === 'words' ? WORD_CHUNKS : ICON_CHUNKS[dataset];

/** A chunk that failed to load, or was not loaded yet: `read` stops the sync pass there. */
class Missing {
  constructor(
    readonly dataset: Dataset,
    readonly index: number,
  ) {}
}

function read(dataset: Dataset, name: string): unknown {
  const index = iconBucket(name, chunksOf(dataset).length);
  const chunk = loaded.get(`${dataset}/${index}`);
  if (chunk === undefined) throw new Missing(dataset, index);
  return Object.hasOwn(chunk, name) ? chunk[name] : undefined;
}

function loadChunk(dataset: Dataset, index: number): Promise<void> {
  const id = `${dataset}/${index}`;
  let promise = loading.get(id);
  if (promise === undefined) {
    promise = chunksOf(dataset)[index]!().then(
      (module) => void loaded.set(id, JSON.parse(module.default) as Chunk),
      () => {
        // Unreachable data draws as a dot now and is asked for again next time.
        loading.delete(id);
        loaded.set(id, {});
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

const FA_STYLE =
  /^(?:fa-)?(solid|regular|light|thin|duotone|brands|sharp(?:-duotone)?(?:-(?:solid|regular|light|thin))?)$/;
const FA_SHORT: Readonly<Record<string, string>> = {
  fas: 'solid',
  far: 'regular',
  fal: 'light',
  fat: 'thin',
  fad: 'duotone',
  fab: 'brands',
};

/** The request a written icon makes: Font Awesome's class words (`fa-solid fa-key`) give the style and the name. */
export function iconRequest(value: IconValue, siteLibrary: IconLibrary): Request {
  const written = typeof value === 'string' ? { name: value } : value;
  let style = written.style?.toLowerCase().trim() ?? '';
  let name = written.name.toLowerCase().trim();
  const words = name.split(/\s+/);
  if (words.length > 1 || name.startsWith('fa-')) {
    for (const word of words.slice(0, -1)) {
      const found = FA_SHORT[word] ?? FA_STYLE.exec(word)?.[1];
      if (found !== undefined && style === '') style = found;
    }
    name = words.at(-1)!.replace(/^fa-/, '');
  }
  return { name, library: written.library ?? siteLibrary, style };
}

/** Font Awesome's style keys in the order tried for a requested style (the free set has solid, regular, brands). */
function faOrder(style: string): readonly string[] {
  if (style === 'brands') return ['b', 's', 'r'];
  if (style.includes('solid') || style === 'duotone' || style === 'sharp' || style === 'sharp-duotone')
    return ['s', 'r', 'b'];
  return ['r', 's', 'b'];
}

function drawingOf(library: IconLibrary, entry: Exclude<Entry, string>, style: string): IconDrawing | undefined {
  const order =
    library === 'fontawesome' ? faOrder(style) : library === 'tabler' && style === 'filled' ? ['f', 'o'] : ['o', 'f'];
  for (const key of order) {
    const data = entry[key];
    if (data === undefined) continue;
    const [width, height, ...paths] = data as [number, number, ...string[]];
    return { width, height, stroke: library !== 'fontawesome' && key === 'o', paths };
  }
  return undefined;
}

/** The drawing of `name` (or of what it is an alias of) in one library; throws `Missing` for unloaded data. */
function find(library: IconLibrary, name: string, style: string): IconDrawing | undefined {
  let entry = read(library, name) as Entry | undefined;
  if (typeof entry === 'string') entry = read(library, entry) as Entry | undefined;
  return entry === undefined || typeof entry === 'string' ? undefined : drawingOf(library, entry, style);
}

/** Every place looked in, best first: [library, name, exact]. */
function candidates(request: Request): [IconLibrary, string, boolean][] {
  const { name, library } = request;
  const others = ICON_LIBRARIES.filter((l) => l !== library);
  const out: [IconLibrary, string, boolean][] = [[library, name, true]];
  if (library === 'tabler' && !name.startsWith('brand-')) out.push(['tabler', `brand-${name}`, true]);
  for (const other of others) out.push([other, name, false]);
  // Font Awesome Pro's numbered shapes are Tabler's; a plural is drawn as its singular (`browsers`).
  const numbered = /^(circle|square)-(\d)$/.exec(name);
  if (numbered !== null) out.push(['tabler', `${numbered[1]}-number-${numbered[2]}`, false]);
  if (name.endsWith('s')) for (const l of [library, ...others]) out.push([l, name.slice(0, -1), false]);
  // Then shorter names: the first words (`microchip-ai` → `microchip`), the last ones (`head-side-gear` → `gear`),
  // then any one word (`arrow-progress` → `progress`): Font Awesome Pro's names mostly extend a free one.
  const words = name.split('-');
  const shorter = new Set<string>();
  for (let n = words.length - 1; n > 0; n--) shorter.add(words.slice(0, n).join('-'));
  for (let n = 1; n < words.length; n++) shorter.add(words.slice(n).join('-'));
  for (const word of words) if (word.length > 2) shorter.add(word);
  for (const short of shorter) for (const l of [library, ...others]) out.push([l, short, false]);
  return out;
}

/**
 * Last, names found by the request's words (its last word first: Font Awesome names end in the thing drawn): a
 * name holding the word, else one tagged with it (`wave-pulse` → Lucide's `activity`, tagged "pulse"), the
 * request's library first.
 */
function wordCandidates(request: Request): [IconLibrary, string][] {
  const words = request.name
    .split('-')
    .filter((w, _, all) => w.length >= 3 || all.length === 1)
    .reverse();
  const libraries = [request.library, ...ICON_LIBRARIES.filter((l) => l !== request.library)];
  const entries = words.map((word) => read('words', word) as WordEntry | undefined);
  const out: [IconLibrary, string][] = [];
  for (const kind of [0, 1] as const)
    for (const entry of entries)
      for (const library of libraries) {
        const name = entry?.[kind][WORD_SLOTS.indexOf(library)] ?? '';
        if (name !== '') out.push([library, name]);
      }
  return out;
}

/** The resolution with the data loaded so far; throws `Missing` where it needs a chunk not loaded yet. */
function resolveLoaded(request: Request): ResolvedIcon {
  if (request.name !== '') {
    for (const [library, name, exact] of candidates(request)) {
      const drawing = find(library, name, request.style);
      if (drawing !== undefined) return { drawing, library, name, exact };
    }
    for (const [library, name] of wordCandidates(request)) {
      const drawing = find(library, name, request.style);
      if (drawing !== undefined) return { drawing, library, name, exact: false };
    }
  }
  return { drawing: null, library: request.library, name: request.name, exact: false };
}

/** The drawing for a written icon, loading the chunks it needs (one, for a name the library has). */
export async function resolveIcon(value: IconValue, siteLibrary: IconLibrary): Promise<ResolvedIcon> {
  const request = iconRequest(value, siteLibrary);
  for (;;) {
    try {
      const resolved = resolveLoaded(request);
      rememberIcon(iconKey(value, siteLibrary), resolved.drawing);
      return resolved;
    } catch (error) {
      if (!(error instanceof Missing)) throw error;
      await loadChunk(error.dataset, error.index);
    }
  }
}

/** The drawing for a written icon now: known already, or undefined (then `resolveIcon` it). */
export function iconNow(value: IconValue, siteLibrary: IconLibrary): IconDrawing | null | undefined {
  const key = iconKey(value, siteLibrary);
  const known = knownIcon(key);
  if (known !== undefined) return known;
  try {
    const drawing = resolveLoaded(iconRequest(value, siteLibrary)).drawing;
    rememberIcon(key, drawing);
    return drawing;
  } catch (error) {
    if (error instanceof Missing) return undefined;
    throw error;
  }
}

/** Loads every chunk of every library (`docs build` and `docs validate` in Node: then every icon resolves at once). */
export async function loadAllIcons(): Promise<void> {
  const datasets: Dataset[] = [...ICON_LIBRARIES, 'words'];
  await Promise.all(datasets.flatMap((d) => chunksOf(d).map((_, i) => loadChunk(d, i))));
}

/** Every name `library` draws (aliases included), once its chunks are loaded (`loadAllIcons`). */
export function iconNames(library: IconLibrary): string[] {
  return ICON_CHUNKS[library].flatMap((_, i) => Object.keys(loaded.get(`${library}/${i}`) ?? {}));
}
