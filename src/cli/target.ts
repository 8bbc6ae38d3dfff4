/** What the user pointed a command at: a project (folder or docs.json), one spec file, or one page (`.mdx`, `.md`). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { isPageFile } from '../navigation/page-file.js';
import { UsageError } from './args.js';

export type Target =
  | { readonly kind: 'project'; readonly docsJson: string }
  | { readonly kind: 'openapi' | 'asyncapi' | 'arazzo'; readonly file: string }
  | { readonly kind: 'mdx'; readonly file: string };

export function resolveTarget(path: string, { projectOnly = false } = {}): Target {
  const abs = resolve(path);
  if (!existsSync(abs)) throw new UsageError(`${path} does not exist.`);
  if (statSync(abs).isDirectory()) {
    const docsJson = join(abs, 'docs.json');
    // A folder with only mint.json (Mintlify's earlier format) is read through it, converted in memory.
    const mintJson = join(abs, 'mint.json');
    if (!existsSync(docsJson) && existsSync(mintJson)) return { kind: 'project', docsJson: mintJson };
    if (!existsSync(docsJson))
      throw new UsageError(
        `${path} has no docs.json. Name a documentation project folder, its docs.json, or one spec file.`,
      );
    return { kind: 'project', docsJson };
  }
  if (basename(abs) === 'docs.json' || basename(abs) === 'mint.json') return { kind: 'project', docsJson: abs };
  if (projectOnly)
    throw new UsageError(`${path} is not a documentation project; name the folder that holds docs.json.`);
  if (isPageFile(abs)) return { kind: 'mdx', file: abs };
  const head = readFileSync(abs, 'utf8').slice(0, 4096);
  if (/^\s*["']?asyncapi["']?\s*:/m.test(head)) return { kind: 'asyncapi', file: abs };
  if (/^\s*["']?arazzo["']?\s*:/m.test(head)) return { kind: 'arazzo', file: abs };
  if (extname(abs) === '.json' && /"navigation"\s*:/.test(head) && !/"(openapi|swagger)"\s*:/.test(head))
    return { kind: 'project', docsJson: abs };
  return { kind: 'openapi', file: abs };
}
