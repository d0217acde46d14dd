import { commonMessages } from '@portal/contracts';
import { DomainError } from '../../services/domain-error';
import { enforce, type RateRule } from '../../services/rate-limit/rate-limit';
import { middleware } from '../init';

/**
 * Every public call (no session needed) is limited per address and call, through the one rate
 * limiter, so none can be driven at will by an anonymous client. The budget is generous — a card
 * page or the login page makes a handful of these per visit, and a company's visitors may share one
 * address — while calls with a tighter rule of their own (login, codes, reset mails, speech
 * recognition, event reports, the setup link) keep it as well.
 */
export const PUBLIC_CALL_LIMIT: Omit<RateRule, 'name'> = { limit: 600, windowMs: 60_000 };

export const limitPublicCalls = middleware(async ({ ctx, meta, next }) => {
  const callId = meta?.call?.id ?? 'unknown';
  await enforce(ctx.db, [[{ name: `public-call:${callId}`, ...PUBLIC_CALL_LIMIT }, ctx.request.ip]], () =>
    DomainError.tooManyRequests(commonMessages.tooManyRequests),
  );
  return next();
});
