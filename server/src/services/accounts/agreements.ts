import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userAgreements } from '../../db/schema/index';

/** The legal documents' current versions are dated 2023-4-23 (000 §4). */
export const AGREEMENT_VERSION = '2023-4-23';

type AgreementDocument = 'privacy' | 'service' | 'audio' | 'video';

/** Records that the user accepted the documents (privacy and service at login), each once per call. */
export async function recordAgreements(db: Database, userId: string, documents: string[]) {
  await db
    .insert(userAgreements)
    .values([...new Set(documents)].map((document) => ({ userId, document, version: AGREEMENT_VERSION })));
}

/** The documents the user has accepted in their current version, each with its latest acceptance. */
export async function signedAgreements(db: Database, userId: string) {
  const rows = await db
    .select({ document: userAgreements.document, version: userAgreements.version, signedAt: userAgreements.acceptedAt })
    .from(userAgreements)
    .where(and(eq(userAgreements.userId, userId), eq(userAgreements.version, AGREEMENT_VERSION)))
    .orderBy(desc(userAgreements.acceptedAt));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.document)) latest.set(row.document, row);
  return [...latest.values()]
    .map((row) => ({ ...row, document: row.document as AgreementDocument }))
    .sort((a, b) => a.document.localeCompare(b.document));
}
