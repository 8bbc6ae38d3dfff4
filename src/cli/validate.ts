/**
 * `docs validate [dir | file]`: every finding about a project (docs.json, its specs, its MDX pages,
 * its navigation) or about one spec or page, in the `file:line:col  severity  message  [rule]` form.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArazzo, sourceFindings, sourceLoader } from '../arazzo/index.js';
import { loadAsyncApi } from '../asyncapi/index.js';
import { readTextFromFileOrUrl } from '../node/read-text.js';
import { defaultDocsConfig, parseDocsConfig } from '../config/index.js';
import { toDiagnostics } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { checkMdxPage, parseMdxPage } from '../mdx/index.js';
import { loadOpenApi } from '../openapi/index.js';
import { locateAll } from '../node/locate.js';
import { checkProject } from './check-project.js';
import { renderIslands } from './project-components.js';
import { relativeToCwd } from '../node/project.js';
import type { Target } from './target.js';

export interface ValidationResult {
  readonly diagnostics: readonly Diagnostic[];
  readonly files: number;
}

/** `projectComponents`: also compile and render the project's own components, as `build --project-components` does. */
export async function validateTarget(
  target: Target,
  options: { projectComponents?: boolean } = {},
): Promise<ValidationResult> {
  switch (target.kind) {
    case 'project': {
      const projectComponents = options.projectComponents === true;
      const { diagnostics, files, project } = await checkProject(target.docsJson, { projectComponents });
      const islands = projectComponents ? (await renderIslands(project, '/')).diagnostics : [];
      return { diagnostics: [...diagnostics, ...islands], files };
    }
    case 'openapi':
    case 'asyncapi':
      return { diagnostics: await validateSpecFile(target.kind, target.file), files: 1 };
    case 'arazzo':
      return { diagnostics: await validateArazzoFile(target.file), files: 1 };
    case 'mdx':
      return { diagnostics: validateMdxFile(target.file), files: 1 };
  }
}

async function validateSpecFile(kind: 'openapi' | 'asyncapi', file: string): Promise<Diagnostic[]> {
  const shown = relativeToCwd(file);
  const url = pathToFileURL(file).href;
  const rename = (d: Diagnostic): Diagnostic => (d.file === undefined || d.file === url ? { ...d, file: shown } : d);
  try {
    const text = readFileSync(file, 'utf8');
    const texts = new Map([[shown, text]]);
    if (kind === 'asyncapi') {
      const spec = await loadAsyncApi(url, { text, fresh: true });
      return locateAll(spec.diagnostics.map(rename), texts);
    }
    const spec = await loadOpenApi(url, { text, fresh: true });
    return locateAll([...spec.diagnostics, ...(await spec.validate())].map(rename), texts);
  } catch (error) {
    return toDiagnostics(error, shown).map(rename);
  }
}

/** One Arazzo file, its step targets resolved against the files beside it (nothing is fetched). */
async function validateArazzoFile(file: string): Promise<Diagnostic[]> {
  const shown = relativeToCwd(file);
  const url = pathToFileURL(file).href;
  const folder = new URL('.', url).href;
  const rename = (d: Diagnostic): Diagnostic =>
    d.file?.startsWith('file:') === true ? { ...d, file: relativeToCwd(fileURLToPath(d.file)) } : d;
  try {
    const document = await parseArazzo(readFileSync(file, 'utf8'), url);
    const load = sourceLoader({
      readText: (source) => readTextFromFileOrUrl(source),
      allow: (source) => source.startsWith(folder) || `only the files beside ${shown} are read`,
    });
    return [...document.diagnostics, ...(await sourceFindings(document, load))].map(rename);
  } catch (error) {
    return toDiagnostics(error, shown).map(rename);
  }
}

/** One MDX page, with the settings of the docs.json beside it when there is one. */
function validateMdxFile(file: string): Diagnostic[] {
  const shown = relativeToCwd(file);
  let site = defaultDocsConfig;
  for (let dir = dirname(file), i = 0; i < 6; i++, dir = dirname(dir)) {
    const docsJson = join(dir, 'docs.json');
    if (existsSync(docsJson)) {
      site = parseDocsConfig(readFileSync(docsJson, 'utf8'), relativeToCwd(docsJson)).config;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  const variables = site.variables;
  const page = parseMdxPage(readFileSync(file, 'utf8'), shown, variables === undefined ? {} : { variables });
  return [...page.diagnostics, ...checkMdxPage(page, site).diagnostics];
}
