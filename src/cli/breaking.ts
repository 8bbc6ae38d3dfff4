/**
 * `docs validate --breaking <ref>`: every local OpenAPI file compared with its text at a git ref, each change a
 * finding at its operation (`changelog/<rule>`): an error when it breaks existing clients (validate then exits 1),
 * an info otherwise. For CI: a pull request that removes a required response field fails.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { diffSpecs } from '../changelog/index.js';
import type { Diagnostic } from '../diagnostics.js';
import { loadOpenApi } from '../openapi/index.js';
import { GitHistoryError } from '../node/git-history.js';
import { locateAll } from '../node/locate.js';
import { loadProject, relativeToCwd, type Project } from '../node/project.js';
import { versionsFromGit } from './changelog-versions.js';
import type { Target } from './target.js';

type Specs = Pick<Project, 'root' | 'openapi'>;

async function specsOf(target: Target): Promise<Specs | undefined> {
  if (target.kind === 'project') return loadProject(target.docsJson, { validate: false });
  if (target.kind !== 'openapi') return undefined;
  const text = readFileSync(target.file, 'utf8');
  const spec = await loadOpenApi(pathToFileURL(target.file).href, { text, fresh: true });
  return { root: dirname(target.file), openapi: [{ path: relativeToCwd(target.file), file: target.file, spec }] };
}

export async function breakingFindings(target: Target, ref: string): Promise<Diagnostic[]> {
  const specs = await specsOf(target);
  if (specs === undefined) return [];
  let chains;
  try {
    chains = await versionsFromGit(specs, ref);
  } catch (error) {
    if (!(error instanceof GitHistoryError)) throw error;
    return [{ severity: 'error', code: 'changelog/git', message: `--breaking: ${error.message}` }];
  }
  const findings: Diagnostic[] = [];
  const texts = new Map<string, string>();
  for (const chain of chains) {
    const entry = specs.openapi.find((s) => s.path === chain.path)!;
    const file = relativeToCwd(entry.file);
    texts.set(file, readFileSync(entry.file, 'utf8'));
    const [before, after] = [chain.versions[0]!, chain.versions.at(-1)!];
    const afterIds = new Set(after.spec.operations.map((op) => op.id));
    for (const change of await diffSpecs(before.spec, after.spec)) {
      // A removed operation's pointer is into the older text: the finding names the file only.
      const here = change.pointer !== undefined && afterIds.has(change.operation);
      findings.push({
        severity: change.breaking ? 'error' : 'info',
        code: `changelog/${change.rule}`,
        file,
        ...(here ? { pointer: change.pointer } : {}),
        message: `${change.operation}: ${change.message}`,
      });
    }
  }
  return locateAll(findings, texts);
}
