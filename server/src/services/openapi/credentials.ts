import { and, desc, eq } from 'drizzle-orm';
import { LICENCE_APP_IDS, OPENAPI_KEY_RATE_PER_MINUTE, openapiMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, companyLicences } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { hit, type RateRule } from '../rate-limit/rate-limit';
import { MEMBER_KEY_ID, verifyOpenapiSignature } from './signature';
import { findWorkingKey, keyStillWorks, recordKeyUse } from './subscription-keys';

/** Every open-API call of one key (or one company's member previews) counts here. */
export const OPENAPI_KEY_RULE: RateRule = { name: 'openapi-key', limit: OPENAPI_KEY_RATE_PER_MINUTE, windowMs: 60_000 };

export interface OpenapiCaller {
  company: { id: string; displayName: string; validEndTime: Date | null };
  keyId: string;
  /** The one project a signature was bound to, else null. */
  boundProjectId: string | null;
  /** When the signature used expires (null when the call came with the key itself). */
  signatureExpiresAt: Date | null;
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

/**
 * Who an open-API call is, from its headers (002 §6): `subscription-key` (or Azure's
 * `Ocp-Apim-Subscription-Key`) from a company backend, or `signature` from a web page. signature/gen
 * takes only the key. Then the key's rate, the company's SDK right and licence, and the key's log.
 */
export async function openapiCaller(
  db: Database,
  secret: string,
  headers: Headers,
  options: { keyOnly: boolean; now?: Date },
): Promise<OpenapiCaller> {
  const now = options.now ?? new Date();
  const key = header(headers, 'subscription-key') ?? header(headers, 'ocp-apim-subscription-key');
  const signature = header(headers, 'signature');
  let who: Omit<OpenapiCaller, 'company'> & { companyId: string };
  if (key) {
    const row = await findWorkingKey(db, key, now);
    if (!row) throw DomainError.unauthorized(openapiMessages.keyInvalid);
    who = { companyId: row.companyId, keyId: row.id, boundProjectId: null, signatureExpiresAt: null };
  } else if (options.keyOnly) {
    throw DomainError.unauthorized(openapiMessages.keyMissing);
  } else if (signature) {
    const check = verifyOpenapiSignature(secret, signature, now.getTime());
    if (!check.ok)
      throw DomainError.unauthorized(
        check.reason === 'expired' ? openapiMessages.signatureExpired : openapiMessages.signatureInvalid,
      );
    const { companyId, keyId, projectId, expiresAtMs } = check.claims;
    // A signature dies with its key: a rotated key past its grace takes its signatures with it.
    if (keyId !== MEMBER_KEY_ID && !(await keyStillWorks(db, keyId, companyId, now)))
      throw DomainError.unauthorized(openapiMessages.keyInvalid);
    who = { companyId, keyId, boundProjectId: projectId, signatureExpiresAt: new Date(expiresAtMs) };
  } else {
    throw DomainError.unauthorized(openapiMessages.signatureMissing);
  }

  const subject = who.keyId === MEMBER_KEY_ID ? `member:${who.companyId}` : who.keyId;
  const rate = await hit(db, OPENAPI_KEY_RULE, subject, now);
  if (!rate.allowed)
    throw DomainError.tooManyRequests(openapiMessages.rateLimited(Math.max(1, Math.ceil(rate.retryAfterMs / 1000))));

  const company = await sdkCompany(db, who.companyId, now);
  if (who.keyId !== MEMBER_KEY_ID) await recordKeyUse(db, who.keyId, now);
  const { companyId: _, ...rest } = who;
  return { company, ...rest };
}

/**
 * The company, if it may use the SDK and open API: customizeRights.enableSdk (000 §6: licence 24
 * needs enableSdk), and its latest SDK licence (24) not ended. As with the card licence (0021), a
 * company with no SDK licence on record is not refused (platforms that do not sell licences).
 */
export async function sdkCompany(db: Database, companyId: string, now = new Date()) {
  const [company] = await db
    .select({
      id: companies.id,
      displayName: companies.displayName,
      validEndTime: companies.validEndTime,
      rights: companies.customizeRights,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw DomainError.unauthorized(openapiMessages.signatureInvalid);
  if (!company.rights.enableSdk) throw DomainError.refused(403, openapiMessages.sdkNotEnabled);
  const [latest] = await db
    .select({ endTime: companyLicences.endTime })
    .from(companyLicences)
    .where(
      and(
        eq(companyLicences.companyId, companyId),
        eq(companyLicences.appId, LICENCE_APP_IDS.SdkLicense),
        eq(companyLicences.kind, 'License'),
      ),
    )
    .orderBy(desc(companyLicences.endTime))
    .limit(1);
  if (latest && latest.endTime.getTime() < now.getTime())
    throw DomainError.refused(403, openapiMessages.sdkLicenceExpired);
  const { rights: _, ...rest } = company;
  return rest;
}
