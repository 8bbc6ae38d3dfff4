/**
 * Response status keys as OpenAPI writes them: a code (`200`), a range with an uppercase X (`4XX`), `default`.
 * A range written in lower or mixed case (`4xx`, as the Cloudflare spec has it) is not OpenAPI, but its meaning
 * is plain: it is read as the range (`4XX`), and validation warns about it instead of stopping the build.
 */

/** The range a lower- or mixed-case range key means (`4xx` → `4XX`); undefined for every other key. */
export function lowercaseRange(status: string): string | undefined {
  return /^[1-5][xX]{2}$/.test(status) && !status.endsWith('XX') ? status.toUpperCase() : undefined;
}

/** The key a response is read under: its range in uppercase unless the map already has that key. */
export function statusKey(status: string, responses: Readonly<Record<string, unknown>>): string {
  const range = lowercaseRange(status);
  return range === undefined || range in responses ? status : range;
}
