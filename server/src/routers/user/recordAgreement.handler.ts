import type { Context, SessionUser } from '../../trpc/context';
import { recordAgreements } from '../../services/accounts/agreements';

/** Records that the user accepted the documents (privacy and service at login). */
export async function recordAgreementHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { documents: string[] };
}) {
  await recordAgreements(ctx.db, ctx.user.id, input.documents);
  return { ok: true as const };
}
