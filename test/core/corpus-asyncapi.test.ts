/**
 * Every AsyncAPI document of ../shared/corpus (expectations.tsv, folders asyncapi/ and
 * invalid/asyncapi*, fragments loaded through `$ref` skipped): must-render documents load and list
 * every channel, each reachable by id with its messages; the others give a clear error or load
 * with at least one diagnostic; nothing throws anything but a DiagnosticError. Prints counts.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { loadChannelIndex, type IndexedChannel } from '../../src/asyncapi/channel-index.js';
import { loadAsyncApi, type AsyncApiSpec } from '../../src/asyncapi/index.js';
import { DiagnosticError } from '../../src/diagnostics.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { SHARED } from '../support/shared-dir.js';

const CORPUS = `${SHARED}/corpus`;
const TIME_LIMIT_MS = 20_000;

interface Row {
  readonly path: string;
  readonly expectation: string;
}

function rows(): Row[] {
  return readFileSync(`${CORPUS}/expectations.tsv`, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [path = '', , expectation = ''] = line.split('\t');
      return { path, expectation };
    })
    .filter(
      (row) =>
        (row.path.startsWith('asyncapi/') || row.path.startsWith('invalid/asyncapi')) &&
        row.expectation !== 'loaded-via-ref',
    );
}

function withLimit<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`loading took more than ${TIME_LIMIT_MS / 1000} s`)), TIME_LIMIT_MS);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

function isClear(error: unknown, url: string): error is DiagnosticError {
  return (
    error instanceof DiagnosticError &&
    error.diagnostics.length > 0 &&
    error.diagnostics.some((d) => d.file === url) &&
    error.diagnostics.every(
      (d) =>
        d.message.trim() !== '' &&
        !d.message.includes('[object Object]') &&
        typeof d.file === 'string' &&
        d.file !== '',
    )
  );
}

function channelsInSource(path: string): number {
  const doc = parse(readFileSync(`${CORPUS}/${path}`, 'utf8'), { maxAliasCount: 100 }) as { channels?: unknown } | null;
  return typeof doc?.channels === 'object' && doc.channels !== null ? Object.keys(doc.channels).length : 0;
}

/** Every channel is found by its id (and address when it has one) and its messages can be shown. */
function checkChannels(spec: AsyncApiSpec, path: string): string | undefined {
  const expected = channelsInSource(path);
  if (spec.channels.length !== expected) return `${spec.channels.length} channels listed, the file has ${expected}`;
  for (const channel of spec.channels) {
    if (spec.channel(channel.id) !== channel) return `channel ${channel.id} is not found by its id`;
    if (channel.address !== null && spec.findChannel(channel.address) === undefined)
      return `channel ${channel.id} is not found by its address`;
    const listed = new Set(channel.messages.map((m) => m.id));
    for (const operation of channel.operations) {
      for (const message of operation.messages)
        if (!listed.has(message.id)) return `message ${message.id} of ${operation.id} is not listed on ${channel.id}`;
    }
    try {
      JSON.stringify(channel);
    } catch (error) {
      return `channel ${channel.id} cannot be serialised: ${String(error)}`;
    }
  }
  return undefined;
}

/** What the navigation sees of a channel: the same from the light index as from the full parser. */
const summary = (c: IndexedChannel | AsyncApiSpec['channels'][number]): string =>
  JSON.stringify([c.id, c.address, c.title ?? null, [...new Set(c.operations.flatMap((o) => o.tags))].sort()]);

/** The site builds navigation from `loadChannelIndex` (no parser): it must list what the parser lists. */
async function checkIndex(spec: AsyncApiSpec, url: string): Promise<string | undefined> {
  const index = await loadChannelIndex(url, { readText: readTextFromFileOrUrl });
  const full = spec.channels.map(summary);
  const light = index.channels.map(summary);
  if (JSON.stringify(full) !== JSON.stringify(light))
    return `the channel index differs from the parser: ${JSON.stringify(light)} vs ${JSON.stringify(full)}`;
  for (const channel of spec.channels)
    if (index.findChannel(channel.id)?.id !== channel.id) return `index cannot find ${channel.id}`;
  return undefined;
}

test('corpus: every AsyncAPI document lists its channels or fails clearly', { timeout: 10 * 60_000 }, async () => {
  assert.ok(existsSync(`${CORPUS}/expectations.tsv`), 'the shared corpus is present');
  const uncaught: string[] = [];
  const onUncaught = (error: unknown): void => void uncaught.push(String(error));
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  const counts = new Map<string, number>();
  const failures: string[] = [];
  let channels = 0;
  let messages = 0;
  const started = performance.now();
  try {
    for (const row of rows()) {
      const url = pathToFileURL(`${CORPUS}/${row.path}`).href;
      const mustRender = row.expectation === 'must-render';
      let outcome: string;
      try {
        const spec = await withLimit(loadAsyncApi(url, { readText: readTextFromFileOrUrl, fresh: true }));
        const problem = checkChannels(spec, row.path) ?? (await checkIndex(spec, url));
        channels += spec.channels.length;
        messages += spec.channels.reduce((n, c) => n + c.messages.length, 0);
        if (problem !== undefined) {
          outcome = 'FAIL';
          failures.push(`${row.path}: ${problem}`);
        } else if (mustRender) {
          outcome = spec.channels.length > 0 ? 'rendered' : 'rendered-no-channels';
        } else if (spec.diagnostics.length > 0) {
          outcome = 'warned-render';
        } else {
          outcome = 'FAIL';
          failures.push(`${row.path} [${row.expectation}]: an invalid document loaded without any diagnostic`);
        }
      } catch (error) {
        if (!isClear(error, url)) {
          outcome = 'FAIL';
          failures.push(
            `${row.path}: unclear or uncaught error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
        } else if (mustRender) {
          outcome = 'FAIL';
          failures.push(`${row.path}: did not load: ${error.message}`);
        } else {
          outcome = 'clear-error';
        }
      }
      const key = `${row.expectation.padEnd(36)} ${outcome}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  } finally {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
  }
  const table = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `  ${key.padEnd(60)} ${String(n).padStart(5)}`);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  console.log(
    [
      '',
      'corpus-asyncapi: expectation / outcome / files',
      ...table,
      `  total ${total} files, ${channels} channels, ${messages} channel messages, in ${Math.round((performance.now() - started) / 1000)} s`,
    ].join('\n'),
  );
  assert.deepEqual(uncaught, [], 'no uncaught exception');
  assert.deepEqual(failures, []);
  assert.ok(total >= 90, `the AsyncAPI rows are all there (${total})`);
});
