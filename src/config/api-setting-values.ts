/**
 * The values `api.playground.display` and `api.mdx.auth.method` accept. Apart from api-settings.ts (the reader
 * of the `api` object, a lazy chunk of `<docs-config>`) because a standalone `<api-endpoint>` checks its
 * page metadata against them in the script-tag bundle's up-front file.
 */
export type PlaygroundDisplay = 'interactive' | 'simple' | 'none' | 'auth';
export type AuthMethod = 'bearer' | 'basic' | 'key';

export const PLAYGROUND_DISPLAYS: readonly PlaygroundDisplay[] = ['interactive', 'simple', 'none', 'auth'];
export const AUTH_METHODS: readonly AuthMethod[] = ['bearer', 'basic', 'key'];
