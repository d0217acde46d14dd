import type { Database } from '../../db/client';
import { userAgreements } from '../../db/schema/index';

/** The legal documents' current versions are dated 2023-4-23 (000 §4). */
export const AGREEMENT_VERSION = '2023-4-23';

/** Records that the user accepted the documents (privacy and service at login), each once per call. */
export async function recordAgreements(db: Database, userId: string, documents: string[]) {
  await db
    .insert(userAgreements)
    .values([...new Set(documents)].map((document) => ({ userId, document, version: AGREEMENT_VERSION })));
}
