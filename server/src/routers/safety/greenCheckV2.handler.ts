import { safetyMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { checkCompanyText } from '../../services/safety/company-lexicon';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** green/check/v2 and the scene text check: level, the words, their ranges and the spec's message; the company's own words apply. */
export async function greenCheckV2Handler({ ctx, input }: { ctx: Ctx; input: { text: string } }) {
  const result = await checkCompanyText(ctx.db, ctx.user.companyId, input.text);
  const words = [...result.sensitiveWords, ...result.riskWords];
  return {
    level: result.level,
    descriptions: result.sensitiveWords.map((w) => `${safetyMessages.sensitiveWordLabel}：${w}`),
    riskWords: words,
    matchCharacterIndexs: result.matchCharacterIndexs,
    message: result.level === 'NORMAL' ? safetyMessages.preReviewNormal : safetyMessages.preReviewRisk,
    matches: result.matches,
  };
}
