import { and, eq } from 'drizzle-orm';
import { uploadRuleMessages, extensionOf } from '@portal/contracts';
import type { Database } from '../../db/client';
import { documentConversions } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyMedia } from '../media/library';
import { companyOfKey } from '../storage/keys';

import type { Storage } from '../storage/storage';
import { CONVERT_DOCUMENT_JOB } from './job-names';

export type ConversionSource = { url?: string | undefined; mediaId?: string | number | undefined };

const DOCUMENT_TYPES = new Set(['pdf', 'xlsx', 'docx', 'doc', 'xls', 'ppt', 'pptx']);

/** The stored document a conversion reads: a library item or an uploaded file of the company's own. */
async function sourceKey(
  deps: { db: Database; storage: Storage },
  companyId: string,
  origin: string,
  source: ConversionSource,
): Promise<string> {
  const key =
    source.mediaId !== undefined
      ? (await companyMedia(deps.db, companyId, source.mediaId)).storageKey
      : deps.storage.keyOfUrl(source.url ?? '', origin);
  if (!key || companyOfKey(key) !== companyId || (await deps.storage.store.size(key)) === null)
    throw DomainError.business(404, uploadRuleMessages.fileNotFound);
  if (!DOCUMENT_TYPES.has(extensionOf(key))) throw DomainError.invalidInput(uploadRuleMessages.typeNotAllowed);
  // A document posted to S3 directly was never checked: its header must say what its name does.
  await deps.storage.checkStored(key);
  return key;
}

/** Starts converting a document into page images or a slideshow video; the job fills the row in. */
export async function startConversion(
  deps: { db: Database; queue: JobQueue; storage: Storage },
  companyId: string,
  origin: string,
  source: ConversionSource,
  target: 'images' | 'video',
) {
  const key = await sourceKey(deps, companyId, origin, source);
  const [row] = await deps.db.insert(documentConversions).values({ companyId, sourceKey: key, target }).returning();
  await deps.queue.send(CONVERT_DOCUMENT_JOB, { conversionId: row!.id }, { singletonKey: row!.id });
  return row!;
}

/** A conversion of the company's; anything else is as good as a missing file. */
export async function companyConversion(db: Database, companyId: string, taskId: string | number) {
  const id = asUuid(taskId);
  const [row] = id
    ? await db
        .select()
        .from(documentConversions)
        .where(and(eq(documentConversions.id, id), eq(documentConversions.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, uploadRuleMessages.fileNotFound);
  return row;
}
