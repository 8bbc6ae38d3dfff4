import type { Server } from 'node:http';

/** The page's body, each element drawn by the server. */
export function drawPage(): Promise<string>;
/** A whole page: the drawn elements, then the bundle at `bundle`. */
export function page(bundle: string): Promise<string>;
/** The host: `/` drawn on each request, `/bundle/…` from `bundleDir`. */
export function createHost(bundleDir: string): Server;
