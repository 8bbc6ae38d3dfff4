/** Writes docs.json + openapi.json into `dir` (or a new temp folder); returns the folder. */
export function makeHugeProject(options?: { dir?: string; operations?: number; seed?: number }): string;
