import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { companies, companyQuotas, invitationCodes, users } from '../schema/index';
import { hashPassword } from '../../services/accounts/passwords';
import { giveStarterAvatars } from '../../services/avatars/staff-quota';
import { grantLicence, grantQuota, QUOTA_RESOURCES } from '../../services/quota/grants';
import { HARDWARE_RESOURCE } from '../../services/company/one-company';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_COMPANY = '演示企业';
const YEAR_MS = 365 * 24 * 3_600_000;

/** Quota of the demo company per resource code (QUOTA_RESOURCES); the amounts are ours. */
const DEMO_AMOUNTS: Readonly<Record<string, number>> = {
  'RSC-VD-VD': 600,
  'RSC-COM-STRG': 10_240,
  'RSC-VD-EMPL': 10,
  'RSC-VD-CVH': 3,
  'RSC-COM-TTS': 600,
  'RSC-COM-AIGT': 200,
  'RSC-TC-CARD': 20,
  'RSC-TC-WAY': 10,
  'RSC-TC-LIVE': 3,
  'RSC-TC-TIME': 600,
  'RSC-COM-ACCT': 1,
};

/**
 * Demo data on first start (development by default, production only with SEED_DEMO=1; `npm run demo`): 演示企业 with valid licences 21–24 (the SDK, issue 30; three kiosks of hardware, issue 29),
 * some quota, and three users sharing the password Demo@2026. Runs once: an existing demo
 * administrator means the data is there.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.local')).limit(1);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        displayName: DEMO_COMPANY,
        codeName: 'demo',
        validEndTime: new Date(now.getTime() + YEAR_MS),
        customizeRights: { enableInteractive: true, enableCard: true, enableHardware: true, enableSdk: true },
        vhListReadyAt: now,
      })
      .returning();
    const companyId = company!.id;
    await tx.insert(users).values([
      {
        companyId,
        displayName: '演示管理员',
        email: 'admin@demo.local',
        roles: ['管理员'],
        passwordHash,
        emailConfirmedAt: now,
      },
      {
        companyId,
        displayName: '演示成员',
        email: 'member@demo.local',
        phoneCountryCode: '+86',
        phoneNumber: '13800000000',
        roles: [],
        passwordHash,
        emailConfirmedAt: now,
      },
      {
        companyId,
        displayName: '平台超管',
        email: 'super@demo.local',
        roles: ['超管'],
        passwordHash,
        emailConfirmedAt: now,
      },
    ]);
    // The all-in-one machine (23) too, with three machines of hardware (13), so kiosks can be tried.
    await tx.insert(companyQuotas).values({ companyId, ...HARDWARE_RESOURCE, capacity: 3 });
    for (const appId of [21, 22, 23, 24])
      await grantLicence(tx, { companyId, appId, days: 365, source: 'offline' }, now);
    for (const resource of QUOTA_RESOURCES)
      await grantQuota(tx, companyId, resource, DEMO_AMOUNTS[resource.resourceCode]!);
    // Three digital employees taken from the market (when the avatar catalogue is seeded).
    await giveStarterAvatars(tx, companyId);
    // An unused invitation code to try the /code page with, and a company that needs activation
    // (only its users see the form and may accept it).
    await tx.insert(invitationCodes).values({ code: 'DEMO01', validDays: 365 }).onConflictDoNothing();
    const [pending] = await tx.insert(companies).values({ displayName: '待激活企业', vhListReadyAt: now }).returning();
    await tx.insert(users).values({
      companyId: pending!.id,
      displayName: '待激活管理员',
      email: 'invited@demo.local',
      roles: ['管理员'],
      passwordHash,
      emailConfirmedAt: now,
    });
  });
  return true;
}
