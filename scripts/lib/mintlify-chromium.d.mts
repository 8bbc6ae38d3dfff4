export declare function sampleSlugs(slugs: readonly string[], max: number): string[];
