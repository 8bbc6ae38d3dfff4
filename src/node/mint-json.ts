/**
 * A project configured by mint.json (Mintlify's earlier format) and no docs.json: `docs validate`,
 * `dev` and `build` read it converted in memory (src/config/mint-json.ts), with one warning naming
 * `docs upgrade`, which writes the converted docs.json for good.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { upgradeMintJson } from '../config/mint-json.js';
import type { MintJsonUpgrade } from '../config/mint-json.js';
import { JsonSyntaxError, parseJsonSource } from '../config/json-source.js';
import type { JsonSource, SourcePlace } from '../config/json-source.js';
import type { Diagnostic } from '../diagnostics.js';

export function isMintJson(file: string): boolean {
  return basename(file) === 'mint.json';
}

/** The converted docs.json value, the findings of reading it, and the mint.json place of each docs.json pointer. */
export interface MintJsonRead {
  readonly value: unknown;
  /** The first is always the one naming `docs upgrade` (or saying why mint.json could not be read). */
  readonly findings: readonly Diagnostic[];
  /** Line and column in mint.json of the value a docs.json pointer names (or of its nearest present parent). */
  readonly locate?: (docsPointer: string) => SourcePlace | undefined;
  readonly upgrade?: MintJsonUpgrade;
}

export async function readMintJson(file: string, name: string): Promise<MintJsonRead> {
  let source: JsonSource;
  try {
    source = parseJsonSource(await readFile(file, 'utf8'));
  } catch (error) {
    const place = error instanceof JsonSyntaxError ? error.place : {};
    return {
      value: {},
      findings: [
        {
          severity: 'error',
          code: 'parse/json',
          file: name,
          message: `mint.json could not be read: ${(error as Error).message}.`,
          ...place,
        },
      ],
    };
  }
  const upgrade = upgradeMintJson(source.value);
  const unmapped = upgrade.unmapped.length;
  const notes = upgrade.notes.map((note): Diagnostic => ({
    severity: 'warning',
    code: 'config/mint-json-shape',
    file: name,
    pointer: note.pointer,
    message: note.message,
    ...source.locate(note.pointer),
  }));
  return {
    value: upgrade.docsJson,
    upgrade,
    locate: (pointer) => source.locate(upgrade.mintPointer(pointer)),
    findings: [
      {
        severity: 'warning',
        code: 'config/mint-json',
        file: name,
        message: `mint.json is Mintlify's earlier format; it is read here as the equivalent docs.json. Run \`docs upgrade\` to write that docs.json${unmapped === 0 ? '' : ` (${unmapped} setting${unmapped === 1 ? ' has' : 's have'} no docs.json equivalent; it lists them)`}.`,
      },
      ...notes,
    ],
  };
}

/** The docs.json text a mint.json project publishes (the site reads docs.json at run time). */
export function mintJsonAsDocsJson(file: string): string | undefined {
  try {
    return `${JSON.stringify(upgradeMintJson(JSON.parse(readFileSync(file, 'utf8'))).docsJson, null, 2)}\n`;
  } catch {
    return undefined;
  }
}
