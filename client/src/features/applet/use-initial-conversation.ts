import { useMemo } from 'react';
import { knowledgeMessages } from '@portal/contracts';
import { trpc } from '../../lib/trpc';
import type { CardLink } from './card-link';
import type { ChatLine } from './use-card-chat';

const silent = { trpc: { context: { silent: true } }, retry: false } as const;
/** 002 §3 talkJson groups: the welcome response is type 1. */
const WELCOME = 1;
/** How much of the visitor's earlier conversation the page shows again after a reload. */
const LOG_PAGE = 20;

/**
 * What the page shows before the first question: the recommended questions as chips, and either
 * the visitor's earlier conversation on this card (query-chatLog) or the project's welcome response.
 */
export function useInitialConversation(link: CardLink, visitorId: string | null) {
  const chips = trpc.applet.getRecommendAskTextList.useQuery(link, silent);
  const responses = trpc.applet.rmList.useQuery(link, silent);
  const log = trpc.applet.queryChatLog.useQuery(
    { ...link, visitorId: visitorId ?? '', pageIndex: 1, pageSize: LOG_PAGE },
    { ...silent, enabled: visitorId !== null },
  );

  const lines = useMemo((): ChatLine[] | null => {
    // Wait for both: the earlier conversation, when there is one, replaces the welcome.
    if (visitorId === null || log.isPending || responses.isPending) return null;
    const earlier = [...(log.data?.list ?? [])].sort((a, b) => a.createTime.getTime() - b.createTime.getTime());
    if (earlier.length > 0) {
      return earlier.flatMap((entry, i): ChatLine[] => [
        { id: -(i * 2 + 2), who: 'visitor', text: entry.question },
        {
          id: -(i * 2 + 1),
          who: 'staff',
          // An unsure answer's text is its prompt; the choices stay tappable after a reload.
          text: entry.source === 'suggest' ? '' : entry.answer,
          source: entry.source,
          ...(entry.suggestions.length > 0 && entry.source !== 'safe'
            ? { suggest: { prompt: knowledgeMessages.suggestPrompt, choices: entry.suggestions } }
            : {}),
        },
      ]);
    }
    const welcome = responses.data?.find((r) => r.type === WELCOME)?.answer;
    return welcome ? [{ id: -1, who: 'staff', text: welcome }] : [];
  }, [log.isPending, log.data, responses.isPending, responses.data, visitorId]);

  return { chips: (chips.data ?? []).map((q) => q.askText).filter(Boolean), lines };
}
