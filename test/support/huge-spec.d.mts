export function makeHugeSpec(options?: {
  operations?: number;
  seed?: number;
  perTag?: number;
  schemas?: number;
}): Record<string, unknown>;
export function hugeDocsJson(specFile?: string): Record<string, unknown>;
