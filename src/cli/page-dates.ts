/**
 * "Last modified on" for `docs build` and `docs dev`: each page that shows its date (`settings.timestamp`) and has
 * none from its frontmatter (`lastUpdatedDate`) gets its source file's (src/node/file-dates.ts): an MDX page's file,
 * a generated page's spec. The dates are plain data (slug → ISO 8601), so the build's main thread reads them once
 * and its worker threads apply them to the project they load.
 */
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normaliseSpecPath } from '../navigation/index.js';
import { fileDates } from '../node/file-dates.js';
import type { Project } from '../node/project.js';

/** The source file of each page that shows a date and has none yet, by slug. */
function sourceFiles(project: Project): Map<string, string> {
  // A spec read from a URL has no file here: its pages show no date.
  const specFile = (specs: Project['openapi'] | Project['asyncapi'], key: string): string | undefined => {
    const spec = specs.find((s) => normaliseSpecPath(s.path) === normaliseSpecPath(key));
    return spec === undefined || !isAbsolute(spec.file) ? undefined : spec.file;
  };
  const out = new Map<string, string>();
  for (const [slug, info] of project.site.pages) {
    if (!info.settings.timestamp || info.updated !== undefined) continue;
    const page = project.navigation.pages.get(slug);
    if (page === undefined) continue;
    const workflow = info.workflow?.specUrl;
    const file =
      page.kind === 'mdx'
        ? join(project.root, page.file)
        : page.kind === 'arazzo'
          ? workflow?.startsWith('file:')
            ? fileURLToPath(workflow)
            : undefined
          : specFile(page.kind === 'asyncapi' ? project.asyncapi : project.openapi, page.spec);
    if (file !== undefined) out.set(slug, file);
  }
  return out;
}

/** Each page's last-modified date, by slug: one git call for the whole project. */
export async function pageDates(project: Project): Promise<Record<string, string>> {
  const files = sourceFiles(project);
  if (files.size === 0) return {};
  const dates = await fileDates(project.root, [...new Set(files.values())]);
  const out: Record<string, string> = {};
  for (const [slug, file] of files) {
    const date = dates.get(file);
    if (date !== undefined) out[slug] = date;
  }
  return out;
}

/** The project with each page's date (the manifest carries it to the page). */
export function applyPageDates(project: Project, dates: Readonly<Record<string, string>>): Project {
  const entries = Object.entries(dates);
  if (entries.length === 0) return project;
  const pages = new Map(project.site.pages);
  for (const [slug, updated] of entries) {
    const info = pages.get(slug);
    if (info !== undefined) pages.set(slug, { ...info, updated });
  }
  return { ...project, site: { ...project.site, pages } };
}

/** `docs build`'s step: the dates read once, and the project with them (the workers get the dates). */
export async function withPageDates(project: Project): Promise<{ project: Project; dates: Record<string, string> }> {
  const dates = await pageDates(project);
  return { project: applyPageDates(project, dates), dates };
}
