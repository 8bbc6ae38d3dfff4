/**
 * `docs upgrade [dir] [--force]`: writes the docs.json equivalent to the folder's mint.json
 * (Mintlify's earlier format; src/config/mint-json.ts does the mapping) and prints each setting it
 * could not map, with why. It never overwrites a docs.json unless --force is given.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { upgradeMintJson } from '../config/mint-json.js';
import { relativeToCwd } from '../node/project.js';
import { UsageError } from './args.js';
import type { ParsedArgs } from './args.js';
import type { Io } from './io.js';

function mintJsonOf(path: string): string {
  const abs = resolve(path);
  if (!existsSync(abs)) throw new UsageError(`${path} does not exist.`);
  const file = statSync(abs).isDirectory() ? join(abs, 'mint.json') : abs;
  if (basename(file) !== 'mint.json' || !existsSync(file))
    throw new UsageError(`${path} has no mint.json to upgrade. Name the folder that holds it.`);
  return file;
}

export function upgradeCommand(args: ParsedArgs, io: Io): number {
  if (args.positionals.length > 1) throw new UsageError('upgrade takes one project folder.');
  const mintJson = mintJsonOf(args.positionals[0] ?? '.');
  const docsJson = join(dirname(mintJson), 'docs.json');
  if (existsSync(docsJson) && !args.flags.has('force')) {
    io.err(`docs upgrade: ${relativeToCwd(docsJson)} exists already; nothing written. Use --force to replace it.\n`);
    return 1;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(mintJson, 'utf8'));
  } catch (error) {
    io.err(`docs upgrade: ${relativeToCwd(mintJson)} is not valid JSON: ${(error as Error).message}\n`);
    return 1;
  }
  const { docsJson: value, unmapped, notes } = upgradeMintJson(parsed);
  writeFileSync(docsJson, `${JSON.stringify(value, null, 2)}\n`);
  io.out(`Wrote ${relativeToCwd(docsJson)} from ${relativeToCwd(mintJson)}.\n`);
  if (unmapped.length > 0) {
    io.out(`Not carried over (${unmapped.length}):\n`);
    for (const { field, reason } of unmapped) io.out(`  ${field}: ${reason}\n`);
  }
  if (notes.length > 0) {
    io.out(`Carried over from a shape Mintlify rejects (${notes.length}):\n`);
    for (const { pointer, message } of notes) io.out(`  ${pointer}: ${message}\n`);
  }
  io.out('Check it with `docs validate`, then delete mint.json.\n');
  return 0;
}
