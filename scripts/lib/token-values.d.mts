// Types for scripts/lib/token-values.mjs.
export declare const TOKEN_VALUES: URL;
export declare function loadTokenValues(): Promise<{
  lightTokens: Record<string, string>;
  darkTokens: Record<string, string>;
  coreTokenDescriptions: Record<string, string>;
}>;
