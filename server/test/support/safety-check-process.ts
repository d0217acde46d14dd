/**
 * A second process for the lexicon tests: opens the database at DATABASE_URL and answers each
 * line "companyId<TAB>text" on stdin with the company check's JSON on stdout. It stays up, so its
 * cached matchers must notice a change made by another process.
 */
import { createInterface } from 'node:readline';
import { openDatabase } from '../../src/db/client';
import { checkCompanyText } from '../../src/services/safety/company-lexicon';

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, pgliteDir: '' });
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const [companyId, text] = line.split('\t');
  const result = await checkCompanyText(handle.db, companyId!, text!);
  process.stdout.write(`${JSON.stringify({ level: result.level, matches: result.matches })}\n`);
}
await handle.close();
