export type { AuthOption, AuthScheme, Credential, MdxAuth } from './types.js';
export { PLACEHOLDERS } from './types.js';
export { authOptionsFromConfig, authOptionsFromSecurity, resolveAuthOptions, schemeFromSecurity } from './schemes.js';
export { applyAuth, base64Utf8, missingCredentials, type ApplyAuthOptions } from './apply.js';
export { maskRequestSecrets, maskSecret } from './mask.js';
