import { eq } from 'drizzle-orm';
import { STREAM_TIMEOUT_CODE } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { aiRequests } from '../../db/schema/index';
import { chatAnswer, LlmError } from './llm';
import { requestPrompt } from './request-prompt';

/** async-ask-db: the whole answer of a stored request, kept for get-task-record. */
export async function runAsyncAsk(deps: { db: Database; config: Pick<AppConfig, 'llm'> }, id: string) {
  const [row] = await deps.db.select().from(aiRequests).where(eq(aiRequests.id, id));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  if (!deps.config.llm) {
    await deps.db.update(aiRequests).set({ status: 'failed', errCode: 1 }).where(eq(aiRequests.id, id));
    return;
  }
  try {
    const answer = await chatAnswer(deps.config.llm, requestPrompt(row.kind, row.payload));
    await deps.db
      .update(aiRequests)
      .set(answer ? { status: 'done', answer } : { status: 'failed', errCode: 1 })
      .where(eq(aiRequests.id, id));
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    await deps.db
      .update(aiRequests)
      .set({ status: 'failed', errCode: error.timedOut ? STREAM_TIMEOUT_CODE : 1 })
      .where(eq(aiRequests.id, id));
  }
}

/** After the last retry: the row ends failed so a poll stops. */
export async function failRequest(db: Database, id: string) {
  await db.update(aiRequests).set({ status: 'failed', errCode: 1 }).where(eq(aiRequests.id, id));
}
