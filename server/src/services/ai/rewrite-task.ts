import { eq } from 'drizzle-orm';
import { STREAM_TIMEOUT_CODE } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { aiRequests } from '../../db/schema/index';
import { chatAnswer, LlmError } from './llm';
import { rewritePrompt, type RewriteKey } from './prompts';

/** Runs a rewrite (shorten, expand, polish) and keeps the answer for the 1 s poll (001 §7). */
export async function runRewrite(deps: { db: Database; config: Pick<AppConfig, 'llm'> }, id: string) {
  const [row] = await deps.db.select().from(aiRequests).where(eq(aiRequests.id, id));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  if (!deps.config.llm) {
    await deps.db.update(aiRequests).set({ status: 'failed', errCode: 1 }).where(eq(aiRequests.id, id));
    return;
  }
  try {
    const payload = row.payload as { text: string; promptKey: RewriteKey };
    const answer = await chatAnswer(deps.config.llm, rewritePrompt(payload.text, payload.promptKey));
    await deps.db.update(aiRequests).set({ status: 'done', answer }).where(eq(aiRequests.id, id));
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    await deps.db
      .update(aiRequests)
      .set({ status: 'failed', errCode: error.timedOut ? STREAM_TIMEOUT_CODE : 1 })
      .where(eq(aiRequests.id, id));
  }
}
