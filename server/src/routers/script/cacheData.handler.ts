import { commonMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { cacheStyleRequest } from '../../services/ai/script-requests';
import { DomainError } from '../../services/domain-error';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/**
 * POST /common/sse/cache-data (001 §7): keeps a JSON object for the stream opened next with its
 * key (style rewriting: sourceType, workflow, url, videoText) and answers the key. What the object
 * must hold is the stream's business, so it is checked there.
 */
export async function cacheDataHandler({ ctx, input }: { ctx: Ctx; input: { dataJson: string } }) {
  let data: unknown;
  try {
    data = JSON.parse(input.dataJson);
  } catch {
    throw DomainError.invalidInput(commonMessages.malformedBody);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw DomainError.invalidInput(commonMessages.malformedBody);
  return cacheStyleRequest(ctx.db, ctx.user, data as Record<string, unknown>);
}
