import { and, eq, inArray, isNull } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { aiRequests } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { AI_SCRIPT_CREATION_JOB } from './job-names';
import type { ScriptCreationPayload } from './script-creation';

/*
 * The script area's rows of ai_requests (001 §7 /videocreation/ai-text/*, /common/sse/cache-data):
 * always read and written within the caller's company.
 */
type Owner = { id: string; companyId: string };

/** Keeps the style-rewriting request for the stream opened next with its key. */
export async function cacheStyleRequest(db: Database, owner: Owner, payload: Record<string, unknown>) {
  const [row] = await db
    .insert(aiRequests)
    .values({ companyId: owner.companyId, userId: owner.id, kind: 'styleRewrite', payload })
    .returning({ id: aiRequests.id });
  return row!.id;
}

/** Stores the original-transcript task and queues it once. */
export async function startScriptCreation(
  deps: { db: Database; queue: JobQueue },
  owner: Owner,
  payload: ScriptCreationPayload,
) {
  const [row] = await deps.db
    .insert(aiRequests)
    .values({ companyId: owner.companyId, userId: owner.id, kind: 'script', payload: { ...payload } })
    .returning({ id: aiRequests.id });
  await deps.queue.send(AI_SCRIPT_CREATION_JOB, { id: row!.id }, { singletonKey: row!.id, retryLimit: 0 });
  return row!.id;
}

/** The company's script-creation task or async-ask-db answer; anything else is unknown. */
export async function companyTaskRecord(db: Database, companyId: string, taskId: string | number) {
  const id = asUuid(taskId);
  const [row] = id
    ? await db
        .select()
        .from(aiRequests)
        .where(
          and(
            eq(aiRequests.id, id),
            eq(aiRequests.companyId, companyId),
            inArray(aiRequests.kind, ['script', 'deepThink', 'imitation']),
          ),
        )
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  return row;
}

/** Takes a cached style-rewriting request (id null: no such key): a key is used once and only by its company. */
export async function consumeStyleRequest(db: Database, companyId: string, id: string | null) {
  const [row] = id
    ? await db
        .update(aiRequests)
        .set({ consumedAt: new Date(), status: 'running' })
        .where(
          and(
            eq(aiRequests.id, id),
            eq(aiRequests.companyId, companyId),
            eq(aiRequests.kind, 'styleRewrite'),
            isNull(aiRequests.consumedAt),
          ),
        )
        .returning()
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  return row;
}

export async function finishRequest(db: Database, id: string, answer: string) {
  await db.update(aiRequests).set({ status: 'done', answer }).where(eq(aiRequests.id, id));
}

export async function failRequestWith(db: Database, id: string, errCode: number) {
  await db.update(aiRequests).set({ status: 'failed', errCode }).where(eq(aiRequests.id, id));
}
