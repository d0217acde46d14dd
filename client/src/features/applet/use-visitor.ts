import { useCallback, useEffect, useRef, useState } from 'react';
import { trpcClient } from '../../lib/trpc';
import { type CardLink, refusalReasonOf, storedVisitorId, storeVisitorId } from './card-link';

/**
 * The visitor's signed anonymous id for one card (applet/user): the one this browser kept is sent
 * back and kept when still valid; a stale or forged one is replaced by a new one. `renew` asks for
 * a new one when a later call refuses the id (visitorInvalid).
 */
export function useVisitor(link: CardLink | null) {
  const [visitorId, setVisitorId] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const current = useRef(0);

  const issue = useCallback(async (target: CardLink, keep: boolean) => {
    const attempt = ++current.current;
    setError(null);
    const kept = keep ? storedVisitorId(target.projectId) : null;
    try {
      const user = await trpcClient.applet.appletUser.mutate(
        { ...target, ...(kept ? { visitorId: kept } : {}) },
        { context: { silent: true } },
      );
      if (attempt !== current.current) return;
      storeVisitorId(target.projectId, user.visitorId);
      setVisitorId(user.visitorId);
    } catch (failure) {
      if (attempt !== current.current) return;
      // A kept id the server will not even look at (another card's): drop it and ask afresh once.
      if (keep && kept && refusalReasonOf(failure) === 'visitorInvalid') return void issue(target, false);
      setError(failure);
    }
  }, []);

  const projectId = link?.projectId;
  const shareToken = link?.shareToken;
  useEffect(() => {
    if (!projectId || !shareToken) return;
    void issue({ projectId, shareToken }, true);
  }, [projectId, shareToken, issue]);

  const renew = useCallback(() => {
    if (!projectId || !shareToken) return;
    storeVisitorId(projectId, null);
    setVisitorId(null);
    void issue({ projectId, shareToken }, false);
  }, [projectId, shareToken, issue]);

  return { visitorId, error, renew };
}
