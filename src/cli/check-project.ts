/**
 * The one definition of what a project's findings are and which of them fail a command, shared by
 * `docs validate` and `docs build` so they can never disagree: the project is loaded with every
 * spec's full schema and semantic validation, and any finding of severity `error` fails both;
 * warnings and info never do (only `validate --strict` turns warnings into a failure).
 */
import { existsSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics.js';
import { iconFindings } from '../icons/icon-findings.js';
import { loadProject } from '../node/project.js';
import { ignoredFindings } from './published-files.js';
import { failsCheck } from './report.js';
import { changelogSettingFindings } from './changelog.js';
import { projectComponentPages } from './project-components.js';
import type { LoadProjectOptions, Project } from '../node/project.js';

export interface ProjectCheck {
  readonly project: Project;
  /** Every finding, errors and warnings alike, with its place. */
  readonly diagnostics: readonly Diagnostic[];
  /** The files checked that exist, for the summary line. */
  readonly files: number;
  /** True when a finding is an error: validate exits 1 and build writes nothing. */
  readonly failed: boolean;
}

export async function checkProject(
  docsJson: string,
  options: Pick<LoadProjectOptions, 'display' | 'projectComponents'> = {},
): Promise<ProjectCheck> {
  const project = await loadProject(docsJson, { ...options, validate: true });
  // A page or spec an ignore file hides cannot be published: dev, validate and build all say so.
  const diagnostics = [
    ...project.diagnostics,
    ...ignoredFindings(project, undefined, options.display),
    // Icon names Font Awesome Free, Lucide and Tabler do not draw as written (src/icons/icon-findings.ts).
    ...(await iconFindings(project)),
    // Pages whose project components would render with --project-components (they show their children now).
    ...(options.projectComponents === true ? [] : [projectComponentPages(project)].filter((d) => d !== undefined)),
    // docs.json `api.changelog` naming files that are not there (src/cli/changelog.ts).
    ...(await changelogSettingFindings(project, options.display)),
  ];
  return {
    project,
    diagnostics,
    files: project.files.filter((f) => existsSync(f)).length,
    failed: diagnostics.some(failsCheck),
  };
}
