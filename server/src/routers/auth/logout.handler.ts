import type { Context } from '../../trpc/context';
import { clearLoginCookies, deleteSession } from '../../services/accounts/sessions';

/** Ends the session server-side and clears the login markers; answering ok without a session too. */
export async function logoutHandler({ ctx }: { ctx: Pick<Context, 'db' | 'cookies' | 'sessionTokenHash'> }) {
  if (ctx.sessionTokenHash) await deleteSession(ctx.db, ctx.sessionTokenHash);
  clearLoginCookies(ctx.cookies);
  return { ok: true as const };
}
