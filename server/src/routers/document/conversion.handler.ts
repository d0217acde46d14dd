import { and, eq } from 'drizzle-orm';
import { extensionOf, uploadRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { documentConversions } from '../../db/schema/index';
import { DOC_STATUS } from '../../services/documents/convert';
import { CONVERT_DOCUMENT_JOB } from '../../services/documents/job-names';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';
import { companyMedia } from '../../services/media/library';
import { companyOfKey } from '../../services/storage/keys';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request'> & { user: SessionUser };
type Source = { url?: string | undefined; mediaId?: string | number | undefined };

const DOCUMENT_TYPES = new Set(['pdf', 'xlsx', 'docx', 'doc', 'xls', 'ppt', 'pptx']);

async function sourceKey(ctx: Ctx, input: Source): Promise<string> {
  const key = input.mediaId !== undefined ? (await companyMedia(ctx.db, ctx.user.companyId, input.mediaId)).storageKey : ctx.storage.keyOfUrl(input.url ?? '', ctx.request.origin);
  if (!key || companyOfKey(key) !== ctx.user.companyId || (await ctx.storage.store.size(key)) === null) throw DomainError.business(404, uploadRuleMessages.fileNotFound);
  if (!DOCUMENT_TYPES.has(extensionOf(key))) throw DomainError.invalidInput(uploadRuleMessages.typeNotAllowed);
  // A document posted to S3 directly was never checked: its header must say what its name does.
  await ctx.storage.checkStored(key);
  return key;
}

const start = (target: 'images' | 'video') => async ({ ctx, input }: { ctx: Ctx; input: Source }) => {
  const key = await sourceKey(ctx, input);
  const [row] = await ctx.db.insert(documentConversions).values({ companyId: ctx.user.companyId, sourceKey: key, target }).returning();
  await ctx.queue.send(CONVERT_DOCUMENT_JOB, { conversionId: row!.id }, { singletonKey: row!.id });
  return { taskId: row!.id, status: DOC_STATUS.running, images: [], videoUrl: null, failReason: null };
};

/** /video/atta/v2/doc-to-img and doc-to-video: a conversion job; poll get-result. */
export const docToImgHandler = start('images');
export const docToVideoHandler = start('video');

/** /video/atta/v2/get-result (and the silent-listed /video/atta/get-result). */
export async function conversionResultHandler({ ctx, input }: { ctx: Ctx; input: { taskId: string | number } }) {
  const id = asUuid(input.taskId);
  const [row] = id ? await ctx.db.select().from(documentConversions).where(and(eq(documentConversions.id, id), eq(documentConversions.companyId, ctx.user.companyId))) : [];
  if (!row) throw DomainError.business(404, uploadRuleMessages.fileNotFound);
  return {
    taskId: row.id,
    status: row.status,
    images: row.pageKeys.map((k) => ctx.storage.urlOf(k, ctx.request.origin)),
    videoUrl: row.videoKey ? ctx.storage.urlOf(row.videoKey, ctx.request.origin) : null,
    failReason: row.failReason,
  };
}
