/** Finding a channel by what a page author writes: its id, or its address in any usual spelling. */
import { editDistance } from '../edit-distance.js';
/** What finding needs of a channel: a loaded `Channel` or a `ChannelSummary` of the navigation. */
interface Findable {
  readonly id: string;
  readonly address: string | null;
}

/** `/rooms/{roomId}/` and `rooms/{id}` compare equal: slashes at the ends and parameter names do not matter. */
function addressKey(address: string): string {
  return address
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\{[^}]*\}/g, '{}');
}

export class ChannelFinder<C extends Findable> {
  constructor(private readonly channels: readonly C[]) {}

  find(ref: string): C | undefined {
    const wanted = ref.trim();
    const exact = this.channels.find((c) => c.id === wanted) ?? this.channels.find((c) => c.address === wanted);
    if (exact !== undefined) return exact;
    const key = addressKey(wanted);
    return (
      this.channels.find((c) => c.address !== null && addressKey(c.address) === key) ??
      this.channels.find((c) => addressKey(c.id) === key) ??
      this.channels.find(
        (c) =>
          c.id.toLowerCase() === wanted.toLowerCase() ||
          (c.address !== null && addressKey(c.address).toLowerCase() === key.toLowerCase()),
      )
    );
  }

  /** Up to three channel ids close to `ref`. */
  suggest(ref: string): string[] {
    const wanted = ref.trim().toLowerCase();
    const scored = this.channels.map((c) => {
      let distance = editDistance(wanted, c.id.toLowerCase());
      if (c.address !== null)
        distance = Math.min(distance, editDistance(addressKey(wanted), addressKey(c.address).toLowerCase()));
      return { id: c.id, distance };
    });
    scored.sort((a, b) => a.distance - b.distance);
    const limit = Math.max(2, Math.floor(wanted.length / 3));
    return scored
      .filter((s) => s.distance <= limit)
      .slice(0, 3)
      .map((s) => s.id);
  }
}
