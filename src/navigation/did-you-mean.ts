/** "Did you mean …" candidates for an entry that matches nothing. */
import { editDistance } from '../edit-distance.js';

/** Up to `count` candidates nearest to `target` (case-insensitive), dropping those too far to help. */
export function closest(target: string, candidates: Iterable<string>, count = 3): string[] {
  const wanted = target.toLowerCase();
  const limit = Math.max(3, Math.ceil(wanted.length * 0.6));
  return [...new Set(candidates)]
    .map((candidate) => ({ candidate, distance: editDistance(wanted, candidate.toLowerCase()) }))
    .filter((c) => c.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map((c) => c.candidate);
}

/** ` Did you mean "a", "b"?` or an empty string. */
export function didYouMean(target: string, candidates: Iterable<string>): string {
  const near = closest(target, candidates);
  return near.length === 0 ? '' : ` Did you mean ${near.map((n) => `"${n}"`).join(', ')}?`;
}
