import type { Server } from 'node:http';

export declare const MIME: Record<string, string>;
export declare function resolveInMounts(mounts: Record<string, string>, urlPath: string): string | undefined;
export declare function createStaticServer(mounts: Record<string, string>, options?: { log?: boolean }): Server;
export declare function listen(server: Server, port: number, options?: { tries?: number }): Promise<number>;
