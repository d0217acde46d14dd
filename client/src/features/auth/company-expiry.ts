import type { RouterOutputs } from '../../lib/trpc';

type CurrentUser = RouterOutputs['user']['getCurrentUser'];
export type ExpiryCheckedUser = {
  properties: Pick<CurrentUser['properties'][number], 'authSource'>[];
  company: Pick<CurrentUser['company'], 'validEndTime'>;
};

/** Company expiry applies to users who came in through the enterprise messaging app (000 §4, §6). */
export function isMessagingAppUserExpired(user: ExpiryCheckedUser, now: Date): boolean {
  const fromApp = Boolean(user.properties[0]?.authSource);
  return fromApp && user.company.validEndTime !== null && user.company.validEndTime.getTime() < now.getTime();
}
