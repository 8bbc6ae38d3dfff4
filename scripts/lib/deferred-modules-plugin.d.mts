import type { Plugin } from 'rollup';

export declare function deferModule(code: string, module: { name: string; uses: string }): string;
export declare function deferredModules(): Plugin;
