import { z } from 'zod';
import { CardDocumentItemSchema, CardVideoItemSchema } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { saveCardWorks } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/**
 * The card's videos and documents (002 §7 works/save). The payload names userId and companyId; the
 * session decides whose project it is, so a body naming another company changes nothing of theirs.
 */
export function saveHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; videoList: Record<string, unknown>[]; documentList: Record<string, unknown>[] };
}) {
  const videos = z.array(CardVideoItemSchema).safeParse(input.videoList);
  const documents = z.array(CardDocumentItemSchema).safeParse(input.documentList);
  if (!videos.success) throw DomainError.invalidInput(`参数 videoList 有误：${videos.error.issues[0]?.message ?? ''}`);
  if (!documents.success)
    throw DomainError.invalidInput(`参数 documentList 有误：${documents.error.issues[0]?.message ?? ''}`);
  return saveCardWorks(ctx.db, ctx.user.companyId, {
    projectId: input.projectId,
    videoList: videos.data,
    documentList: documents.data,
  });
}
