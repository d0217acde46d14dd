import type { Context, SessionUser } from '../../trpc/context';
import { userAgreements } from '../../db/schema/index';

/** The legal documents' current versions are dated 2023-4-23 (000 §4). */
export const AGREEMENT_VERSION = '2023-4-23';

/** Records that the user accepted the documents (privacy and service at login). */
export async function recordAgreementHandler({ ctx, input }: { ctx: Pick<Context, 'db'> & { user: SessionUser }; input: { documents: string[] } }) {
  await ctx.db.insert(userAgreements).values([...new Set(input.documents)].map((document) => ({ userId: ctx.user.id, document, version: AGREEMENT_VERSION })));
  return { ok: true as const };
}
