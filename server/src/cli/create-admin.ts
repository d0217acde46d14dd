// `npm run create-admin -- --email a@b.c --password … --company 某某企业 [--name 张三] [--mode one-company|platform]`:
// the first account of a production install, as the setup link makes it: one company holding every line with
// the configured quota and its super administrator (decision 0025), or the platform operator (issue 27). Missing values are asked for. Works on the embedded database
// in DATA_DIR (stop the server first: PGlite allows one process) and on DATABASE_URL.
import { createInterface } from 'node:readline/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { CreateAdminError, createSuperAdmin } from '../services/accounts/create-admin';
import { hasSuperAdmin } from '../services/accounts/first-setup';
import { oneCompanyPlan } from '../services/company/one-company';
import { CreateOperatorError, createOperator } from '../services/operators/operator-accounts';
import { looksLikeEmail, NewPasswordSchema } from '@portal/contracts';

/** The ways to run (the setup page's choice). */
const MODES = ['one-company', 'platform'] as const;

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
        '  --mode platform: creates the platform operator (no --company); the operator signs in at /ops,',
        '    creates companies and grants their licences',
      ].join('\n'),
    );
    return;
  }
  if (!(MODES as readonly string[]).includes(values.mode))
    throw new CreateAdminError(`--mode ${values.mode} is not a mode: one-company or platform`);
  const platform = values.mode === 'platform';
  const email = values.email ?? (await ask('e-mail: '));
  const password = values.password ?? (await ask('password (8–20, letters and digits): ', true));
  const companyName = platform ? '' : (values.company ?? (await ask('company name: ')));
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    pgliteThread: config.pgliteThread,
  });
  try {
    if (platform) {
      if (!looksLikeEmail(email)) throw new CreateAdminError(`not an e-mail address: ${email}`);
      if (!NewPasswordSchema.safeParse(password).success)
        throw new CreateAdminError('the password must be 8–20 characters with letters and digits, no spaces');
      const operator = await createOperator(handle.db, { email, password, displayName: values.name ?? '平台运营' });
      console.log(`operator ${operator.email} created; sign in at ${config.publicUrl}/ops`);
      return;
    }
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
  console.error(
    error instanceof CreateAdminError || error instanceof CreateOperatorError
      ? `create-admin: ${error.message}`
      : error,
  );
  process.exit(1);
});
