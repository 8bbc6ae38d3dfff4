#!/usr/bin/env node
// Fails when a locale of the UI catalogue (components/shared/locales/) misses a key of the English source, has one
// no msg() uses, or has other placeholders than the source; `--dump` prints the source as JSON (id → text).
import { checkCatalogue } from './lib/catalogue.mjs';

const { messages, locales, problems } = checkCatalogue();
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
