import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import type { CardRefusalReason } from '@portal/contracts/calls/applet/card-schemas';
import type { DeliveryMode } from '@portal/contracts';
import { cardMessages } from '@portal/contracts';
import { trpc } from '../../lib/trpc';
import { tellHost } from './embed-bridge';
import { type CardInfo, type CardLink, deliveryModeOf, failureText, refusalReasonOf } from './card-link';
import { LivePage } from './LivePage';
import { LoadFailedPage, RefusalPage } from './RefusalPage';
import classes from './applet.module.css';

/** The card's first paint while its info is on the way: the shapes of the human and the card. */
export function CardSkeleton() {
  return (
    <div className={classes.stage} role="status" aria-label="加载中">
      <div className={classes.column}>
        <Skeleton h="min(56dvh, 520px)" radius={0} />
        <Stack gap="sm" p="md" mt={-48} style={{ position: 'relative' }}>
          <Skeleton h={140} radius="lg" />
          <Skeleton h={44} radius="xl" />
          <Skeleton h={90} radius="lg" />
        </Stack>
      </div>
    </div>
  );
}

/** The share title in the browser tab (002 §3 cardShareTitle), else the card's name. */
export function useShareTitle(card: CardInfo | undefined) {
  useEffect(() => {
    if (!card) return;
    document.title = card.shareTitle || card.name || card.title;
  }, [card]);
}

/**
 * A card link opened by a visitor: the card info through the card gate, then the live page, or
 * the full page of the refusal (no redirect). A refusal met later (the link suspended while the
 * page is open) replaces the page too.
 */
export function CardLinkPage({
  link,
  layout,
  roomId,
  note,
}: {
  link: CardLink;
  /** null: laid out by the project's delivery mode (the preview pages). */
  layout: DeliveryMode | null;
  roomId?: string | null;
  note?: ReactNode;
}) {
  const info = trpc.applet.appletProjectGetCardInfo.useQuery(link, {
    trpc: { context: { silent: true } },
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [refused, setRefused] = useState<CardRefusalReason | null>(null);
  const onRefusal = useCallback((reason: CardRefusalReason) => setRefused(reason), []);
  useShareTitle(info.data);
  const failed = refused ?? refusalReasonOf(info.error);
  const loaded = info.data;
  // An embedded card (SDK) tells its host page it is ready, or why it cannot be used.
  useEffect(() => {
    if (loaded) tellHost('ready', { projectId: link.projectId, title: loaded.title });
  }, [loaded, link.projectId]);
  useEffect(() => {
    if (failed) tellHost('error', { reason: failed, message: cardMessages[failed] });
  }, [failed]);

  const reason = failed;
  if (reason) return <RefusalPage reason={reason} />;
  if (info.isError) return <LoadFailedPage message={failureText(info.error)} onRetry={() => void info.refetch()} />;
  if (!info.data) return <CardSkeleton />;
  return (
    <LivePage
      link={link}
      card={info.data}
      layout={layout ?? deliveryModeOf(info.data)}
      roomId={roomId ?? null}
      note={note}
      onRefusal={onRefusal}
    />
  );
}
