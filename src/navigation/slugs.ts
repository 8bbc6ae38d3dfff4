/** Readable, stable URL slugs for generated pages. */
import type { OperationSummary } from '../openapi/types.js';

/** Lower-case words joined by `-`; letters of any script are kept. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/**
 * An operation's own segment: its operationId (`listPets` → `list-pets`), else its summary
 * (`List all pets` → `list-all-pets`), else method and path (`get-pets-pet-id`), else for a
 * webhook `webhook-<name>`.
 */
export function operationSlug(op: OperationSummary): string {
  for (const candidate of [op.operationId, op.summary]) {
    const slug = candidate === undefined ? '' : slugify(candidate);
    if (slug !== '') return slug;
  }
  if (op.kind === 'webhook') return `webhook-${slugify(op.path) || 'event'}`;
  return `${op.method}-${slugify(op.path) || 'root'}`;
}

/** `api-reference/<tag>/<operation>`, or `api-reference/<operation>` for an untagged operation. */
export function generatedSlug(op: OperationSummary): string {
  const tag = op.tags[0] === undefined ? '' : slugify(op.tags[0]);
  return tag === '' ? `api-reference/${operationSlug(op)}` : `api-reference/${tag}/${operationSlug(op)}`;
}

/** `guides/create-user` → `Create user`, a title for an MDX page without one. */
export function titleFromPath(path: string): string {
  const last = path.split('/').pop() ?? path;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words === '' ? path : words[0]!.toUpperCase() + words.slice(1);
}
