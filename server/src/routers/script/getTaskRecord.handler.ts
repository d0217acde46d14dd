import type { Context, SessionUser } from '../../trpc/context';
import { companyTaskRecord } from '../../services/ai/script-requests';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/**
 * GET /videocreation/ai-text/get-task-record?taskId (001 §7): status 0 without an answer is
 * running, status 0 with an answer done; a failure is status 1 with errCode (3 = timed out).
 * Reads the company's script-creation tasks and async-ask-db answers.
 */
export async function getTaskRecordHandler({ ctx, input }: { ctx: Ctx; input: { taskId: string | number } }) {
  const row = await companyTaskRecord(ctx.db, ctx.user.companyId, input.taskId);
  if (row.status === 'failed') return { status: 1, answer: null, errCode: row.errCode ?? 1 };
  return { status: 0, answer: row.status === 'done' ? row.answer : null, errCode: null };
}
