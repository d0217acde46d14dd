// `npm run create-admin -- --email a@b.c --password … --company 某某企业 [--name 张三]`: the first super
// administrator of a production install. Missing values are asked for. Works on the embedded database
// in DATA_DIR (stop the server first: PGlite allows one process) and on DATABASE_URL.
import { createInterface } from 'node:readline/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { CreateAdminError, createSuperAdmin } from '../services/accounts/create-admin';

async function ask(question: string, hidden = false): Promise<string> {
  if (!process.stdin.isTTY)
    throw new CreateAdminError(`missing ${question.replace(/[:：]\s*$/, '')}: pass it as a flag (see --help)`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    output._writeToOutput = (s: string) => void (s.startsWith(question) ? process.stdout.write(question) : undefined);
  }
  try {
    return await rl.question(question);
  } finally {
    rl.close();
    if (hidden) process.stdout.write('\n');
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      company: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run create-admin -- --email <e-mail> --password <password> --company <company name> [--name <display name>]',
    );
    return;
  }
  const email = values.email ?? (await ask('e-mail: '));
  const password = values.password ?? (await ask('password (8–20, letters and digits): ', true));
  const companyName = values.company ?? (await ask('company name: '));
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    pgliteThread: config.pgliteThread,
  });
  try {
    const admin = await createSuperAdmin(handle.db, { email, password, companyName, displayName: values.name });
    console.log(`super administrator ${admin.email} created; sign in at ${config.publicUrl}/login`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof CreateAdminError ? `create-admin: ${error.message}` : error);
  process.exit(1);
});
