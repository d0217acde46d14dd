import { useEffect, useState } from 'react';
import { TRPCClientError } from '@trpc/client';
import { z } from 'zod';
import { cardMessages, liveMessages } from '@portal/contracts';
import { CardRefusalReasonSchema } from '@portal/contracts/calls/applet/card-schemas';
import { messageOf } from '../../lib/call-errors';
import { trpcClient } from '../../lib/trpc';

/** Why the room cannot be shown: the card gate's reason, the room gone, or anything else in words. */
export type RoomRefusal = { title: string; detail: string; retry: boolean; visitorInvalid?: boolean };

const CardRefusalDataSchema = z.object({ businessData: z.object({ reason: CardRefusalReasonSchema }) });

export function refusalOf(error: unknown): RoomRefusal {
  if (error instanceof TRPCClientError) {
    const card = CardRefusalDataSchema.safeParse(error.data);
    if (card.success) {
      const reason = card.data.businessData.reason;
      return { title: cardMessages[reason], detail: '', retry: false, visitorInvalid: reason === 'visitorInvalid' };
    }
    if (error.message === liveMessages.roomNotFound)
      return { title: liveMessages.roomNotFound, detail: '', retry: false };
  }
  return { title: '暂时无法进入直播间', detail: messageOf(error), retry: true };
}

const storageKey = (projectId: string) => `portal.visitor.${projectId}`;

/**
 * The viewer's anonymous visitor id for the room's card (applet/user), kept in localStorage so it
 * outlives a reload (applet/user replaces a kept one that is no longer valid).
 */
export function useVisitorId(projectId: string, shareToken: string) {
  const [visitorId, setVisitorId] = useState<string | null>(null);
  const [error, setError] = useState<RoomRefusal | null>(null);
  useEffect(() => {
    let live = true;
    const kept = localStorage.getItem(storageKey(projectId)) ?? undefined;
    trpcClient.applet.appletUser.mutate({ projectId, shareToken, visitorId: kept }, { context: { silent: true } }).then(
      (user) => {
        if (!live) return;
        localStorage.setItem(storageKey(projectId), user.visitorId);
        setVisitorId(user.visitorId);
        setError(null);
      },
      (e: unknown) => live && setError(refusalOf(e)),
    );
    return () => {
      live = false;
    };
  }, [projectId, shareToken]);
  return { visitorId, error };
}

/** A refused id is forgotten, so the next visit gets a new one. */
export const forgetVisitorId = (projectId: string) => localStorage.removeItem(storageKey(projectId));
