import { asc, eq } from 'drizzle-orm';
import { opsMessages, type OpsBrand } from '@portal/contracts';
import type { Database } from '../../db/client';
import { brandings } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { DEFAULT_BRANDING, DEFAULT_WEB_NAME_COLOR } from '../branding/branding';
import { recordAudit, type OperatorAct } from './audit';

/*
 * The admin side of company/oem/getInfo (000 §1): a brand is the stored configuration of one
 * domain. The portal reads the row on each page load, so a change shows on that domain's next load.
 */

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

function brandOf(row: typeof brandings.$inferSelect) {
  const c = row.config;
  return {
    domain: row.domain,
    webName: str(c.webName, DEFAULT_BRANDING.webName),
    webTabTitle: str(c.webTabTitle),
    webNameColor: str(c.webNameColor, DEFAULT_WEB_NAME_COLOR),
    customizeDesc: str(c.customizeDesc),
    loginPageTip: str(c.loginPageTip),
    logoUrl: str(c.logoUrl),
    webPageCustomImg: str(c.webPageCustomImg),
    icpFiling: str(c.icpFiling),
    policeFiling: str(c.policeFiling),
    contactName: str(c.contactName),
    contactPhone: str(c.contactPhone),
    contactEmail: str(c.contactEmail),
    updatedAt: row.updatedAt,
  };
}

export async function listBrands(db: Database) {
  return (await db.select().from(brandings).orderBy(asc(brandings.domain))).map(brandOf);
}

/**
 * Creates or updates a domain's brand. Renaming moves the row: the new domain must not belong to
 * another brand (a domain shows one look). Keys the console does not edit are kept as stored.
 */
export async function saveBrand(
  db: Database,
  act: OperatorAct,
  input: OpsBrand & { previousDomain?: string | undefined },
) {
  const { previousDomain, ...brand } = input;
  const from = previousDomain ?? brand.domain;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(brandings).where(eq(brandings.domain, from)).limit(1);
    if (previousDomain && !existing) throw DomainError.business(404, opsMessages.brandNotFound);
    // A new brand on a domain that has one, or a rename onto another brand's domain: one look per domain.
    if (!previousDomain && existing) throw DomainError.business(400, opsMessages.domainTaken);
    if (brand.domain !== from) {
      const [clash] = await tx.select().from(brandings).where(eq(brandings.domain, brand.domain)).limit(1);
      if (clash) throw DomainError.business(400, opsMessages.domainTaken);
    }
    const { domain, ...fields } = brand;
    const config = {
      ...(existing?.config ?? {}),
      ...fields,
      webTabTitle: fields.webTabTitle || fields.webName,
      webIsShowPageCustom: fields.webPageCustomImg ? 1 : 0,
    };
    if (existing) await tx.delete(brandings).where(eq(brandings.domain, from));
    const [row] = await tx.insert(brandings).values({ domain, config, updatedAt: new Date() }).returning();
    await recordAudit(tx, act, {
      action: existing ? 'brand.update' : 'brand.create',
      targetKind: 'brand',
      targetId: domain,
      summary: `${existing ? '修改' : '新建'}品牌 ${domain}（${fields.webName}）${from !== domain ? `，原域名 ${from}` : ''}`,
      before: existing?.config ?? null,
      after: config,
    });
    return brandOf(row!);
  });
}

export async function deleteBrand(db: Database, act: OperatorAct, domain: string) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(brandings).where(eq(brandings.domain, domain)).returning();
    if (!gone) throw DomainError.business(404, opsMessages.brandNotFound);
    await recordAudit(tx, act, {
      action: 'brand.delete',
      targetKind: 'brand',
      targetId: domain,
      summary: `删除品牌 ${domain}`,
      before: gone.config,
    });
  });
}
