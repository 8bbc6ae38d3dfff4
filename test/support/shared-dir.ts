/** The workplace's shared/ folder (corpus, large specs), which CI places beside the repository. */
import { fileURLToPath } from 'node:url';

export const SHARED = fileURLToPath(new URL('../../../shared', import.meta.url)).replace(/\/$/, '');
