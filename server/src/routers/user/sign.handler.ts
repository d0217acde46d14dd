import type { Context, SessionUser } from '../../trpc/context';
import { recordAgreements, signedAgreements } from '../../services/accounts/agreements';

/** /user/sign: signs the documents and answers every document the user has signed (000 §7). */
export async function signHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { documents: string[] };
}) {
  await recordAgreements(ctx.db, ctx.user.id, input.documents);
  return { documents: await signedAgreements(ctx.db, ctx.user.id) };
}
