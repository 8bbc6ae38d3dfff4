/** A spec's findings as reported: errors of one only the project names are warnings (see `SpecNamedBy`). */
import type { Diagnostic } from '../diagnostics.js';
import type { SpecNamedBy } from './types.js';

export function asNamedBy(found: readonly Diagnostic[], namedBy: SpecNamedBy | undefined): Diagnostic[] {
  return found.map((d) => (namedBy === 'page' && d.severity === 'error' ? { ...d, severity: 'warning' } : d));
}
