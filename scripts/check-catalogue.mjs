#!/usr/bin/env node
// Fails when a locale of the UI catalogue (components/shared/locales/) misses a key of the English source, has one
// no msg() uses, or has other placeholders than the source; `--dump` prints the source as JSON (id → text).
// Arguments (for the test's fixtures): the folder of the source and the folder of the locales.
import { checkCatalogue } from './lib/catalogue.mjs';

const [componentsDir, localesDir] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const { messages, locales, problems } = checkCatalogue({
  ...(componentsDir === undefined ? {} : { componentsDir }),
  ...(localesDir === undefined ? {} : { localesDir }),
});
if (process.argv.includes('--dump')) {
  console.log(JSON.stringify(Object.fromEntries([...messages].map(([id, m]) => [id, m.text])), null, 1));
  process.exit(0);
}
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\nThe catalogue has ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`The catalogue is complete: ${messages.size} messages in ${locales.length} locales besides English.`);
