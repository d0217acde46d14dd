import { IconVolumeOff } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import type { CardRefusalReason } from '@portal/contracts/calls/applet/card-schemas';
import type { DeliveryMode } from '@portal/contracts';
import { trpcClient } from '../../lib/trpc';
import { useLiveChannel } from '../../lib/live-channel';
import { useLiveHuman } from '../live/live-human';
import { useVoiceInput } from '../live/voice-input';
import { BusinessCard } from './BusinessCard';
import { CallEnded, CallWaiting, VideoCallControls } from './CallOverlay';
import { CardActions } from './CardActions';
import { CardMoments } from './CardMoments';
import { CardResources } from './CardResources';
import { type CardInfo, type CardLink, itemText, offeredModes } from './card-link';
import { ChatSheet } from './ChatSheet';
import { ConnectionBanner } from './ConnectionBanner';
import { LeadForm } from './LeadForm';
import { QuestionChips } from './ChatPanel';
import { ScreenLayout } from './ScreenLayout';
import type { Suggestion } from './SuggestionChoices';
import { useCardChat } from './use-card-chat';
import { hostQuestion } from './embed-bridge';
import { useDrag } from './use-drag';
import { useInitialConversation } from './use-initial-conversation';
import { type CallMode, useLiveSession } from './use-live-session';
import { useVisitor } from './use-visitor';
import { voiceBlockedReason } from './card-rules';
import classes from './applet.module.css';

const FLOAT = { width: 120, height: 200 };
const COLUMN = 430;

/**
 * The live page of a card link: the visitor's card (/applet) and every preview page. The human is
 * one element drawn by the scene worker; the layout moves it (inline on the card, full screen in a
 * video call, a floating window in small-window mode) rather than drawing it twice.
 */
export function LivePage({
  link,
  card,
  layout,
  roomId,
  note,
  onRefusal,
}: {
  link: CardLink;
  card: CardInfo;
  layout: DeliveryMode;
  roomId?: string | null;
  note?: ReactNode;
  onRefusal: (reason: CardRefusalReason) => void;
}) {
  const channel = useLiveChannel();
  const { visitorId, renew } = useVisitor(link);
  const humanRef = useRef<HTMLDivElement>(null);
  const canvas = useMemo(() => ({ dataJson: card.dataJson, videoSize: card.videoSize }), [card]);
  const { human, status: humanStatus, audioBlocked } = useLiveHuman(humanRef, canvas);
  const session = useLiveSession(link, visitorId, channel);
  const refuse = useCallback(
    (reason: CardRefusalReason) => (reason === 'visitorInvalid' ? renew() : onRefusal(reason)),
    [renew, onRefusal],
  );
  const chat = useCardChat({ link, visitorId, human, onRefusal: refuse });
  const initial = useInitialConversation(link, visitorId);
  const [chatOpen, setChatOpen] = useState(false);
  const [handsFree, setHandsFree] = useState(false);
  const modes = offeredModes(card.interactiveModes);

  const { setLines } = chat;
  useEffect(() => {
    if (initial.lines) setLines((ls) => (ls.length === 0 ? initial.lines! : ls));
  }, [initial.lines, setLines]);

  // The first answer is quicker with the index and the voice warm (applet/rtc/model/preheat). Sent
  // once the visitor is known: sent with applet/user it would share its batch and hold the id back.
  const known = visitorId !== null;
  useEffect(() => {
    if (!known) return;
    trpcClient.applet.modelPreheat.mutate(link, { context: { silent: true } }).catch(() => {});
  }, [link, known]);

  const state = session.state;
  const running = state.kind === 'running' ? state.session : null;
  const callMode: CallMode | null = state.kind === 'idle' ? null : state.mode;
  const route = useMemo(
    () =>
      running
        ? {
            askStream: channel.client.applet.askStream,
            voiceAsk: channel.client.live.voiceAsk,
            sessionId: running.sessionId,
          }
        : { askStream: trpcClient.applet.askStream, voiceAsk: trpcClient.live.voiceAsk },
    [running, channel.client],
  );

  const voice = useVoiceInput({
    enabled: running !== null && card.asrAvailable,
    mode: handsFree ? 'handsFree' : 'hold',
    onSpeechStart: chat.bargeIn,
    onUtterance: (wav) => chat.askByVoice(wav, route),
  });
  const blocked = voiceBlockedReason(card.asrAvailable, voice.status);
  const voiceProps = {
    blocked,
    status: voice.status,
    handsFree,
    setHandsFree,
    holdStart: () => {
      chat.bargeIn();
      voice.holdStart();
    },
    holdEnd: voice.holdEnd,
  };

  const ask = (q: string) => {
    if (!running && layout === 'card') setChatOpen(true);
    chat.ask(q, route);
  };
  const pick = (choice: Suggestion) => chat.pick(choice, route);
  // The SDK's host page may ask through the element (embed-bridge: element.ask(text)).
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const question = hostQuestion(event);
      if (question) askRef.current(question);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  // Captions show the call's own answers, not what was said in the chat before it.
  const callFrom = useRef(0);
  const startCall = (mode: CallMode) => {
    callFrom.current = chat.lines.length;
    setChatOpen(mode === 'smallWindowVideo');
    void session.start(mode);
  };
  const hangUp = () => {
    chat.bargeIn();
    session.hangUp();
    setHandsFree(false);
  };

  const chips = initial.chips;
  const waitingItems = card.callPageConfig.callWaitingItems.map(itemText).filter((t): t is string => t !== null);
  const lastAnswer = chat.lines
    .slice(callFrom.current)
    .reverse()
    .find((l) => l.who === 'staff');
  const caption = lastAnswer?.text ?? '';

  const drag = useDrag(
    () => ({
      x: Math.min(window.innerWidth, (window.innerWidth + Math.min(window.innerWidth, COLUMN)) / 2) - FLOAT.width - 12,
      y: 64,
    }),
    FLOAT,
  );
  const placement =
    layout !== 'card' || callMode === null ? '' : callMode === 'videoCall' ? classes.humanFull : classes.humanFloating;
  const humanBox = (
    <div
      ref={humanRef}
      className={`${classes.human} ${placement}`}
      data-testid="live-human"
      data-status={humanStatus}
      role="img"
      aria-label={`数字人 ${card.name || card.title}`}
      style={placement === classes.humanFloating ? { left: drag.position.x, top: drag.position.y } : undefined}
      {...(placement === classes.humanFloating ? drag.handlers : {})}
    >
      {humanStatus !== 'ready' && (
        <div className={classes.humanSkeleton}>
          {humanStatus === 'failed' ? '数字人加载失败，仍可文字咨询' : '数字人加载中…'}
        </div>
      )}
      {audioBlocked && humanStatus === 'ready' && (
        // The browser keeps the voice muted until a gesture; any tap resumes it (useLiveHuman).
        <button type="button" className={classes.soundHint} aria-label="轻触开启声音">
          <IconVolumeOff size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> 轻触开启声音
        </button>
      )}
    </div>
  );

  const overlays = (
    <>
      <ConnectionBanner status={channel.status} />
      {state.kind === 'starting' && <CallWaiting items={waitingItems} onCancel={hangUp} />}
      {state.kind === 'ended' && <CallEnded message={state.message} onClose={session.dismiss} />}
    </>
  );

  if (layout !== 'card') {
    return (
      <ScreenLayout
        card={card}
        layout={layout}
        note={note}
        human={humanBox}
        overlays={overlays}
        chat={chat}
        chips={chips}
        onAsk={ask}
        onPick={pick}
        running={running !== null}
        caption={running ? caption : ''}
        onStart={() => startCall('videoCall')}
        onHangUp={hangUp}
        voice={voiceProps}
      />
    );
  }

  return (
    <div className={classes.stage}>
      <div className={classes.column}>
        {note}
        <div className={classes.heroSlot}>
          {humanBox}
          <div className={classes.heroFade} />
        </div>
        <BusinessCard card={card} />
        <CardActions
          card={card}
          modes={modes}
          roomId={roomId ?? null}
          shareToken={link.shareToken}
          onVideoCall={() => startCall('videoCall')}
          onSmallWindow={() => startCall('smallWindowVideo')}
          onChat={() => setChatOpen(true)}
          onAsk={ask}
          disabled={!visitorId}
        />
        {chips.length > 0 && (
          <section className={classes.section} aria-labelledby="chips-title">
            <div className={classes.sectionTitle} id="chips-title">
              猜你想问
            </div>
            <QuestionChips questions={chips} onAsk={ask} />
          </section>
        )}
        <CardResources card={card} link={link} />
        <CardMoments link={link} />
        <LeadForm link={link} visitorId={visitorId} />
        <Text size="xs" c="dimmed" ta="center" mt="lg">
          {card.companyName || card.title}
        </Text>
      </div>
      {chatOpen && callMode !== 'videoCall' && (
        <ChatSheet
          title={callMode === 'smallWindowVideo' ? '小窗通话' : '文字咨询'}
          lines={chat.lines}
          busy={chat.busy}
          chips={chips}
          onAsk={ask}
          onPick={pick}
          onClose={() => {
            if (callMode === 'smallWindowVideo') hangUp();
            setChatOpen(false);
          }}
          closeLabel={callMode === 'smallWindowVideo' ? '结束通话' : '收起'}
          voice={running ? voiceProps : null}
        />
      )}
      {running && callMode === 'videoCall' && (
        <VideoCallControls
          title={card.name || card.title}
          caption={caption}
          suggest={lastAnswer?.suggest}
          busy={chat.busy}
          voice={voiceProps}
          onAsk={ask}
          onPick={pick}
          onHangUp={hangUp}
        />
      )}
      {overlays}
      {!chatOpen && callMode === null && (
        <div className={classes.bottomBar}>
          <button type="button" className={classes.askBar} onClick={() => setChatOpen(true)}>
            有问题？直接问我吧
          </button>
        </div>
      )}
    </div>
  );
}
