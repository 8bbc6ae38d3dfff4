/**
 * `docs mcp`'s `list_changes`: the changelog `docs build` writes (src/cli/changelog.ts), for agents. Filters by spec,
 * operation, version and breaking; the answer is the page's lines as plain text.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { byOperation } from '../changelog/index.js';
import type { BuiltChangelog } from './changelog.js';

export const LIST_CHANGES_TOOL: Tool = {
  name: 'list_changes',
  description:
    "What changed in the API between its versions, computed from the specs: each version's changes by operation, each marked BREAKING when it can make a working client fail (rule id in brackets).",
  inputSchema: {
    type: 'object',
    properties: {
      operation: { type: 'string', description: 'Only this operation ("METHOD /path"; case-insensitive).' },
      version: { type: 'string', description: 'Only the entry of this version (its label, as listed).' },
      breaking: { type: 'boolean', description: 'Only breaking changes.' },
      spec: { type: 'string', description: 'Only the changelog of this spec file (as docs.json names it).' },
    },
  },
};

export interface ListChangesArgs {
  readonly operation?: unknown;
  readonly version?: unknown;
  readonly breaking?: unknown;
  readonly spec?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function listChanges(logs: readonly BuiltChangelog[], args: ListChangesArgs): string {
  if (logs.length === 0)
    return 'This documentation has no changelog: no spec has two versions (docs.json `versions` naming different specs, `api.changelog`, or `docs mcp --changelog-since <git ref>`).';
  const operation = text(args.operation)?.toLowerCase();
  const version = text(args.version);
  const spec = text(args.spec);
  const out: string[] = [];
  for (const { log } of logs) {
    if (spec !== undefined && log.spec !== spec) continue;
    out.push(`# ${log.title} (${log.spec}), page ${log.slug}`);
    for (const entry of log.entries) {
      if (version !== undefined && entry.version !== version) continue;
      const changes = entry.changes.filter(
        (c) =>
          (args.breaking !== true || c.breaking) &&
          (operation === undefined || c.operation.toLowerCase() === operation),
      );
      const breaking = changes.filter((c) => c.breaking).length;
      const date = entry.date === undefined ? '' : `, ${entry.date.slice(0, 10)}`;
      out.push(
        `## ${entry.version} (compared with ${entry.previous}${date}): ${changes.length} changes, ${breaking} breaking`,
      );
      for (const [op, list] of byOperation(changes)) {
        out.push(op);
        for (const c of list) out.push(`  ${c.breaking ? 'BREAKING ' : ''}${c.message} [${c.rule}]`);
      }
    }
  }
  return out.length === 0 ? `No changelog for the spec "${spec ?? ''}".` : out.join('\n');
}
