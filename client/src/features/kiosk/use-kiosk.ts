import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';
import { refusalReasonOf } from '../applet/card-link';

/** How often the kiosk asks for its settings: a revoked token ends the page within this. */
export const KIOSK_POLL_MS = 5_000;
/** A kiosk failing for this long reloads itself (a server restart with a new build, a stuck socket). */
const RELOAD_AFTER_FAILING_MS = 5 * 60_000;

const httpStatusOf = (error: unknown): number | null => {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : null;
};

/** The server refused the device token (revoked, replaced, deleted): the page must stop. */
export const isRevoked = (error: unknown) => httpStatusOf(error) === 401 || refusalReasonOf(error) === 'linkInvalid';

/**
 * The kiosk's settings and card, polled and retried for ever: a kiosk runs unattended, so a lost
 * network or a restarting server only delays it; only a refusal of its token ends it.
 */
export function useKiosk(projectId: string, deviceToken: string) {
  const retry = (_: number, error: unknown) => !isRevoked(error);
  const retryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);
  const settings = trpc.device.kiosk.useQuery(
    { deviceToken },
    { refetchInterval: KIOSK_POLL_MS, refetchIntervalInBackground: true, retry, retryDelay },
  );
  const card = trpc.applet.appletProjectGetCardInfo.useQuery(
    { projectId, shareToken: deviceToken },
    { retry, retryDelay, refetchOnWindowFocus: false, refetchInterval: (q) => (q.state.error ? 10_000 : false) },
  );
  // Moved to another project in 设备管理 (0030): the token is kept, the page must follow. The card
  // gate refuses the old project meanwhile, which is not a revocation.
  const movedTo = settings.data && settings.data.projectId !== projectId ? settings.data.projectId : null;
  const revoked = !movedTo && (isRevoked(settings.error) || isRevoked(card.error));
  const failing = !revoked && (settings.isError || card.isError);

  useEffect(() => {
    if (!failing) return;
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_FAILING_MS);
    return () => window.clearTimeout(timer);
  }, [failing]);

  return { settings: settings.data, card: card.data, revoked, failing, movedTo };
}
