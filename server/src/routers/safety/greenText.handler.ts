import type { Context, SessionUser } from '../../trpc/context';
import { checkCompanyText } from '../../services/safety/company-lexicon';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

const LABEL = { SENSITIVE: 'sensitive', RISK: 'ad' } as const;
/** Characters of context either side of a match in the moderation detail. */
const CONTEXT = 8;

/**
 * green/text and text moderation: the worst label, and one detail entry per label found with the
 * de-duplicated contexts of its words (001 §5), sensitive first.
 */
export async function greenTextHandler({ ctx, input }: { ctx: Ctx; input: { text: string } }) {
  const result = await checkCompanyText(ctx.db, ctx.user.companyId, input.text);
  const text = input.text;
  const label = result.level === 'NORMAL' ? 'normal' : LABEL[result.level];
  const detail = (['SENSITIVE', 'RISK'] as const)
    .map((level) => {
      const contexts = [
        ...new Set(
          result.matches
            .filter((m) => m.level === level)
            .map((m) => text.slice(Math.max(0, m.start - CONTEXT), Math.min(text.length, m.end + CONTEXT))),
        ),
      ];
      return { label: LABEL[level], contexts: contexts.map((context) => ({ context })) };
    })
    .filter((d) => d.contexts.length > 0);
  return { label, detail, matches: result.matches } as const;
}
