// `npm run create-admin -- --email a@b.c --password … --company 某某企业 [--name 张三] [--mode one-company]`:
// the company and first super administrator of a production install, as the setup link makes them (one
// company holding every line with the configured quota, decision 0025). Missing values are asked for. Works on the embedded database
// in DATA_DIR (stop the server first: PGlite allows one process) and on DATABASE_URL.
import { createInterface } from 'node:readline/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { CreateAdminError, createSuperAdmin } from '../services/accounts/create-admin';
import { hasSuperAdmin } from '../services/accounts/first-setup';
import { oneCompanyPlan } from '../services/company/one-company';

/** The ways to run (the setup page's choice); a platform of many companies needs the operator console. */
const MODES = ['one-company'] as const;

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
      mode: { type: 'string', default: 'one-company' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      [
        'usage: npm run create-admin -- --email <e-mail> --password <password> --company <company name> [--name <display name>] [--mode one-company]',
        "  --mode one-company (the default): the company is the install's only one and holds every line",
        '    (licences 21–24) with the quota ONE_COMPANY_QUOTAS and ONE_COMPANY_LICENCE_DAYS set',
      ].join('\n'),
    );
    return;
  }
  if (!(MODES as readonly string[]).includes(values.mode))
    throw new CreateAdminError(
      `--mode ${values.mode} is not available: only one-company (a platform of many companies needs the operator console, not built yet)`,
    );
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
    if (await hasSuperAdmin(handle.db))
      throw new CreateAdminError('this install already has its company and super administrator (one-company mode)');
    const admin = await createSuperAdmin(handle.db, {
      email,
      password,
      companyName,
      displayName: values.name,
      oneCompany: oneCompanyPlan(config.oneCompany),
    });
    console.log(`super administrator ${admin.email} created; sign in at ${config.publicUrl}/login`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof CreateAdminError ? `create-admin: ${error.message}` : error);
  process.exit(1);
});
