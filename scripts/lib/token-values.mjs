// components/themes/token-values.ts for the build tools: it has no imports, so it is compiled from TypeScript
// on its own and loaded as a data: URL (the manifest plugin and the theme CSS generator read it so).
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export const TOKEN_VALUES = new URL('../../components/themes/token-values.ts', import.meta.url);

/** The token data module: lightTokens, darkTokens, coreTokenDescriptions. */
export async function loadTokenValues() {
  const source = readFileSync(TOKEN_VALUES, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
