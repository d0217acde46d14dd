import { and, eq, inArray, isNull } from 'drizzle-orm';
import { commonMessages, STREAM_TIMEOUT_CODE } from '@portal/contracts';
import type { Database } from '../../db/client';
import { aiRequests } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { chatStream, LlmError, type LlmConfig } from './llm';
import { llmFailure } from './llm-failure';
import { requestPrompt } from './request-prompt';

type Owner = { companyId: string; userId: string };
type AiRequestKind = (typeof aiRequests.$inferInsert)['kind'];

/** Keeps a request answered later (by a stream, a job or the workbench); its id is the key the client holds. */
export async function storeAiRequest(
  db: Database,
  owner: Owner,
  kind: AiRequestKind,
  payload: Record<string, unknown>,
) {
  const [row] = await db
    .insert(aiRequests)
    .values({ companyId: owner.companyId, userId: owner.userId, kind, payload })
    .returning({ id: aiRequests.id });
  return row!.id;
}

/**
 * Takes a deep-think or fission key: once, and only by its company. An unknown, used or other
 * company's key is a 404.
 */
export async function takeAskRequest(db: Database, companyId: string, dataKey: string) {
  const id = asUuid(dataKey);
  const [row] = id
    ? await db
        .update(aiRequests)
        .set({ consumedAt: new Date(), status: 'running' })
        .where(
          and(
            eq(aiRequests.id, id),
            eq(aiRequests.companyId, companyId),
            inArray(aiRequests.kind, ['deepThink', 'imitation']),
            isNull(aiRequests.consumedAt),
          ),
        )
        .returning()
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  return row;
}

/**
 * The model's answer to a taken request as it streams; the row ends done with the answer, or
 * failed with code 3 (timed out) or 1.
 */
export async function* streamAskRequest(
  db: Database,
  llm: LlmConfig,
  row: Pick<typeof aiRequests.$inferSelect, 'id' | 'kind' | 'payload'>,
  signal?: AbortSignal,
) {
  const messages = requestPrompt(row.kind, row.payload);
  let answer = '';
  try {
    for await (const chunk of chatStream(llm, messages, signal)) {
      if (chunk.kind === 'ANSWER') answer += chunk.text;
      yield chunk;
    }
  } catch (error) {
    await db
      .update(aiRequests)
      .set({ status: 'failed', errCode: error instanceof LlmError && error.timedOut ? STREAM_TIMEOUT_CODE : 1 })
      .where(eq(aiRequests.id, row.id));
    if (error instanceof LlmError) throw llmFailure(error);
    throw error;
  }
  await db.update(aiRequests).set({ status: 'done', answer }).where(eq(aiRequests.id, row.id));
}

/** A request of the company by its id; anything else is a 404. */
export async function companyAiRequest(db: Database, companyId: string, taskId: string | number) {
  const id = asUuid(taskId);
  const [row] = id
    ? await db
        .select()
        .from(aiRequests)
        .where(and(eq(aiRequests.id, id), eq(aiRequests.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  return row;
}
