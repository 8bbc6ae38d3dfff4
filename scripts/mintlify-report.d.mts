export declare function buildFigures(stdout: string): { apiPagesWithoutOperation: number; iconDots: number } | null;
