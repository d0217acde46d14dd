import { eq, inArray } from 'drizzle-orm';
import { STARTER_AVATARS } from '../../services/avatars/catalogue';
import type { Database } from '../client';
import {
  companies,
  companyLicences,
  companyQuotas,
  companyVirtualHumans,
  invitationCodes,
  users,
  virtualHumans,
} from '../schema/index';
import { hashPassword } from '../../services/accounts/passwords';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_COMPANY = '演示企业';
const YEAR_MS = 365 * 24 * 3_600_000;

/** Quota of the demo company; resource types and codes are 000 §3's, amounts are ours. */
const DEMO_QUOTAS = [
  { resourceType: 0, resourceCode: 'RSC-VD-VD', resourceName: '视频合成时长', resourceUnit: '分钟', capacity: 600 },
  { resourceType: 1, resourceCode: 'RSC-COM-STRG', resourceName: '素材存储空间', resourceUnit: 'MB', capacity: 10_240 },
  { resourceType: 10, resourceCode: 'RSC-VD-EMPL', resourceName: '数字员工', resourceUnit: '个', capacity: 10 },
  { resourceType: 16, resourceCode: 'RSC-COM-TTS', resourceName: '语音合成时长', resourceUnit: '分钟', capacity: 600 },
  { resourceType: 19, resourceCode: 'RSC-COM-AIGT', resourceName: 'AI文案生成', resourceUnit: '次', capacity: 200 },
  { resourceType: 23, resourceCode: 'RSC-TC-CARD', resourceName: '数字名片', resourceUnit: '张', capacity: 5 },
  { resourceType: 12, resourceCode: 'RSC-TC-WAY', resourceName: '互动数字人', resourceUnit: '个', capacity: 10 },
  { resourceType: 2, resourceCode: 'RSC-TC-LIVE', resourceName: '直播间数量', resourceUnit: '个', capacity: 3 },
  // Account permission (type 20): the manage authority that makes the administrators organisation managers (000 §6).
  { resourceType: 20, resourceCode: 'RSC-COM-ACCT', resourceName: '账号权限', resourceUnit: '项', capacity: 1 },
];

/**
 * Demo data on first start (development by default, production only with SEED_DEMO=1; `npm run demo`): 演示企业 with valid licences 21 and 22,
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
        customizeRights: { enableInteractive: true, enableCard: true, enableHardware: false, enableSdk: false },
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
    await tx.insert(companyLicences).values(
      [21, 22].map((appId) => ({
        companyId,
        appId,
        kind: 'License' as const,
        source: 'offline' as const,
        startTime: now,
        endTime: new Date(now.getTime() + YEAR_MS),
      })),
    );
    await tx.insert(companyQuotas).values(DEMO_QUOTAS.map((q) => ({ ...q, companyId })));
    // Three digital employees taken from the market (when the avatar catalogue is seeded).
    const avatars = await tx
      .select({ id: virtualHumans.personaBizId })
      .from(virtualHumans)
      .where(
        inArray(
          virtualHumans.personaBizId,
          STARTER_AVATARS.map((a) => a.personaBizId),
        ),
      );
    if (avatars.length > 0)
      await tx.insert(companyVirtualHumans).values(avatars.map((a) => ({ companyId, personaBizId: a.id })));
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
