/**
 * The files the CLI makes for a site beside the project's own: the site manifest and one parsed-MDX file per MDX
 * page (src/site/manifest.ts). `docs dev` serves them from memory, `docs build` writes them.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMintJson, mintJsonAsDocsJson } from '../node/mint-json.js';
import { fetchedSpecText, remoteSpecPath } from '../node/remote-spec.js';
import type { Project } from '../node/project.js';
import { MANIFEST_FILE, mdxPageFile, toManifest, toPageFile } from '../site/index.js';

/** Each project's files, made once: `docs build` writes them and draws every page from the manifest among them. */
const made = new WeakMap<Project, ReadonlyMap<string, string>>();

/** Each generated file's path relative to docs.json → its JSON text (made once per project). */
export function siteFiles(project: Project): ReadonlyMap<string, string> {
  let files = made.get(project);
  if (files === undefined) made.set(project, (files = makeSiteFiles(project)));
  return files;
}

/**
 * A spec its Overlays changed is published as that text, beside the file (so its relative `$ref`s still resolve):
 * `api/openapi.yaml` → `api/openapi.overlaid.json`; a remote one among the remote specs.
 */
function overlaidSpecPath(project: Project, url: string, text: string, out: Map<string, string>): string {
  const path = url.startsWith('file:')
    ? relative(project.root, fileURLToPath(url)).split('\\').join('/')
    : remoteSpecPath(url);
  const published = `${path.replace(/\.(json|ya?ml)$/i, '')}.overlaid.json`;
  out.set(published, text);
  return published;
}

function makeSiteFiles(project: Project): Map<string, string> {
  // A spec fetched from a URL is published beside the site, so readers never reach the remote host.
  const remote = new Map<string, string>();
  const toRelative = (url: string): string => {
    const overlaid = project.overlaid.get(url);
    if (overlaid !== undefined) return overlaidSpecPath(project, url, overlaid, remote);
    if (url.startsWith('file:')) return relative(project.root, fileURLToPath(url)).split('\\').join('/');
    const text = fetchedSpecText(url);
    if (text === undefined) return url;
    const path = remoteSpecPath(url);
    remote.set(path, text);
    return path;
  };
  const files = new Map<string, string>([[MANIFEST_FILE, JSON.stringify(toManifest(project.site, toRelative))]]);
  for (const [file, page] of project.mdx) files.set(mdxPageFile(file), JSON.stringify(toPageFile(page)));
  for (const [path, text] of remote) files.set(path, text);
  // A mint.json project: the site reads docs.json, so it gets the converted one.
  const converted = isMintJson(project.docsJson) ? mintJsonAsDocsJson(project.docsJson) : undefined;
  if (converted !== undefined) files.set('docs.json', converted);
  return files;
}
