/** Runs the CLI in-process and captures what it prints. */
import { run } from '../../src/cli/main.js';

export interface CliResult {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export async function cli(...argv: string[]): Promise<CliResult> {
  let out = '';
  let err = '';
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

export const fixtures = 'test/fixtures/cli';
