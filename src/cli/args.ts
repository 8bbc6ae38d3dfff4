/** A small argv reader: `--flag`, `--name value`, `--name=value`, and positionals. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface ParsedArgs {
  readonly positionals: readonly string[];
  readonly flags: ReadonlyMap<string, string | true>;
}

/** `valueFlags` take a value; every other `--x` is a boolean; any flag not in `known` is a usage error. */
export function parseArgs(
  argv: readonly string[],
  known: readonly string[],
  valueFlags: readonly string[],
): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const short: Record<string, string> = { '-h': '--help', '-v': '--version' };
    const [rawName, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const name = (short[rawName] ?? rawName).replace(/^--/, '');
    if (!known.includes(name)) throw new UsageError(`Unknown option ${rawName}.`);
    if (valueFlags.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        throw new UsageError(`${rawName} needs a value.`);
      flags.set(name, value);
    } else {
      if (inline !== undefined) throw new UsageError(`${rawName} takes no value.`);
      flags.set(name, true);
    }
  }
  return { positionals, flags };
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}
