import { aiToolboxMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import type { ScriptCreationPayload } from '../../services/ai/script-creation';
import { startScriptCreation } from '../../services/ai/script-requests';
import { DomainError } from '../../services/domain-error';
import { companyOfKey, companyPrefix } from '../../services/storage/keys';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request' | 'config'> & { user: SessionUser };
type Input = { sourceType: 'DOUYIN_VIDEO' | 'MEDIA_URL'; workflow: string; url: string };

/** Business code when no speech recognition is configured (the spec shows none; as for the model). */
export const ASR_UNAVAILABLE = 503;

const isHttpLink = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

/**
 * /videocreation/ai-text/script-creation (001 §7): starts the original-transcript task of a link
 * (DOUYIN_VIDEO) or of media (MEDIA_URL: the company's own inspiration upload, or a public link).
 * Answers the task id polled with get-task-record.
 */
export async function scriptCreationHandler({ ctx, input }: { ctx: Ctx; input: Input }) {
  if (!ctx.config.asr) throw DomainError.business(ASR_UNAVAILABLE, aiToolboxMessages.speechRecognitionUnavailable);
  const payload: ScriptCreationPayload = { sourceType: input.sourceType, workflow: input.workflow, url: input.url };
  // 001 §5: a link must contain 'http'; we also need it to be one.
  if (input.sourceType === 'DOUYIN_VIDEO' && !isHttpLink(input.url))
    throw DomainError.business(400, aiToolboxMessages.linkInvalid);
  if (input.sourceType === 'MEDIA_URL') {
    const key = input.url.startsWith('/storage/')
      ? ctx.storage.keyOfStoredPath(input.url)
      : isHttpLink(input.url)
        ? ctx.storage.keyOfUrl(input.url, ctx.request.origin)
        : null;
    if (key) {
      // Only the company's own inspiration uploads are read from storage.
      if (
        companyOfKey(key) !== ctx.user.companyId ||
        !key.startsWith(companyPrefix(ctx.user.companyId, 'INSPIRATION_MEDIA')) ||
        (await ctx.storage.store.size(key)) === null
      ) {
        throw DomainError.business(404, aiToolboxMessages.inspirationMediaInvalid);
      }
      payload.key = key;
    } else if (!isHttpLink(input.url)) throw DomainError.business(400, aiToolboxMessages.linkInvalid);
  }
  return { taskId: await startScriptCreation(ctx, ctx.user, payload) };
}
