import { safetyMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { companyTextChecker } from '../../services/safety/company-lexicon';
import { checkSubtitleFile } from '../../services/safety/subtitles';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** An SRT or WebVTT file checked cue by cue with the company's lexicon. */
export async function checkSubtitlesHandler({ ctx, input }: { ctx: Ctx; input: { content: string } }) {
  const result = checkSubtitleFile(input.content, await companyTextChecker(ctx.db, ctx.user.companyId));
  if (result.cueCount === 0) throw DomainError.business(400, safetyMessages.subtitlesUnreadable);
  return result;
}
