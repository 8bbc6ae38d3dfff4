/**
 * The workplace's shared/ folder (corpus, large specs), which CI places beside the repository; `SHARED_DIR` names
 * another place (a git worktree two levels down, for one).
 */
import { fileURLToPath } from 'node:url';

export const SHARED = (process.env['SHARED_DIR'] ?? fileURLToPath(new URL('../../../shared', import.meta.url))).replace(
  /\/$/,
  '',
);
