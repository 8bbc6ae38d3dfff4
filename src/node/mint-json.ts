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
import type { Diagnostic } from '../diagnostics.js';

export function isMintJson(file: string): boolean {
  return basename(file) === 'mint.json';
}

/** The converted docs.json value, or a finding saying why mint.json could not be read. */
export async function readMintJson(
  file: string,
  name: string,
): Promise<{ value: unknown; finding: Diagnostic; upgrade?: MintJsonUpgrade }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    return {
      value: {},
      finding: {
        severity: 'error',
        code: 'parse/json',
        file: name,
        message: `mint.json could not be read: ${message}.`,
      },
    };
  }
  const upgrade = upgradeMintJson(parsed);
  const unmapped = upgrade.unmapped.length;
  return {
    value: upgrade.docsJson,
    upgrade,
    finding: {
      severity: 'warning',
      code: 'config/mint-json',
      file: name,
      message: `mint.json is Mintlify's earlier format; it is read here as the equivalent docs.json. Run \`docs upgrade\` to write that docs.json${unmapped === 0 ? '' : ` (${unmapped} setting${unmapped === 1 ? ' has' : 's have'} no docs.json equivalent; it lists them)`}.`,
    },
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
