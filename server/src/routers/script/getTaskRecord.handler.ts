import { and, eq, inArray } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { aiRequests } from '../../db/schema/index';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/**
 * GET /videocreation/ai-text/get-task-record?taskId (001 §7): status 0 without an answer is
 * running, status 0 with an answer done; a failure is status 1 with errCode (3 = timed out).
 * Reads the company's script-creation tasks and async-ask-db answers.
 */
export async function getTaskRecordHandler({ ctx, input }: { ctx: Ctx; input: { taskId: string | number } }) {
  const id = asUuid(input.taskId);
  const [row] = id
    ? await ctx.db.select().from(aiRequests).where(and(eq(aiRequests.id, id), eq(aiRequests.companyId, ctx.user.companyId), inArray(aiRequests.kind, ['script', 'deepThink', 'imitation'])))
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  if (row.status === 'failed') return { status: 1, answer: null, errCode: row.errCode ?? 1 };
  return { status: 0, answer: row.status === 'done' ? row.answer : null, errCode: null };
}
