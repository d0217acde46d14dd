import { count, desc, inArray } from 'drizzle-orm';
import { commonMessages, customMadeMessages } from '@portal/contracts';
import { formatPhone, parsePhone } from '@portal/contracts/entities/phone';
import type { Database } from '../../db/client';
import { customMadeRequests } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { enforce, type RateRule } from '../rate-limit/rate-limit';
import { openKey, sealKey } from '../talk/llm-keys';

/** Ours (issue 30): a visitor sends one or two requests; more from one address is scripting. */
export const CUSTOM_MADE_IP_RULE: RateRule = { name: 'custom-made-ip', limit: 5, windowMs: 3_600_000 };
export const CUSTOM_MADE_ALL_RULE: RateRule = { name: 'custom-made-all', limit: 500, windowMs: 3_600_000 };

export interface CustomMadeInput {
  name: string;
  phone: string;
  companyName: string;
  kind: '2d' | '3d' | 'voice';
  scenario: string;
}

/** Stores a request; the phone is sealed as card leads are, only its last four digits readable. */
export async function submitCustomMade(
  deps: { db: Database; secret: string },
  who: { ip: string; userId: string | null },
  input: CustomMadeInput,
) {
  const phone = parsePhone(input.phone);
  if (!phone) throw DomainError.invalidInput(customMadeMessages.phoneInvalid);
  await enforce(
    deps.db,
    [
      [CUSTOM_MADE_IP_RULE, who.ip],
      [CUSTOM_MADE_ALL_RULE, 'all'],
    ],
    () => DomainError.tooManyRequests(commonMessages.tooManyRequests),
  );
  const [row] = await deps.db
    .insert(customMadeRequests)
    .values({
      name: input.name,
      phoneSealed: sealKey(formatPhone(phone), deps.secret),
      phoneLast4: phone.number.slice(-4),
      companyName: input.companyName,
      kind: input.kind,
      scenario: input.scenario,
      userId: who.userId,
    })
    .returning({ id: customMadeRequests.id });
  return { id: row!.id };
}

export async function listCustomMade(
  deps: { db: Database; secret: string },
  input: { pageIndex: number; pageSize: number },
) {
  const [total] = await deps.db.select({ n: count() }).from(customMadeRequests);
  const rows = await deps.db
    .select()
    .from(customMadeRequests)
    .orderBy(desc(customMadeRequests.createdAt), desc(customMadeRequests.id))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: openPhone(r.phoneSealed, r.phoneLast4, deps.secret),
      companyName: r.companyName,
      kind: r.kind,
      scenario: r.scenario,
      createTime: r.createdAt,
    })),
    total: total?.n ?? 0,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}

/**
 * Deletes requests for good, sealed phones with them. Every id must be a request: one that is not
 * (already deleted, mistyped) refuses the whole call and deletes nothing.
 */
export async function deleteCustomMade(db: Database, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(customMadeRequests)
      .where(inArray(customMadeRequests.id, wanted))
      .returning({ id: customMadeRequests.id });
    if (deleted.length !== wanted.length) throw DomainError.business(404, commonMessages.notFound);
    return { deleted: deleted.length };
  });
}

function openPhone(sealed: string, last4: string, secret: string) {
  try {
    return openKey(sealed, secret);
  } catch {
    return `*******${last4}`;
  }
}
