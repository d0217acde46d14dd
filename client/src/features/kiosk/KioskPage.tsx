import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { trpcClient } from '../../lib/trpc';
import { useLiveChannel } from '../../lib/live-channel';
import { useLiveHuman } from '../live/live-human';
import { useVoiceInput } from '../live/voice-input';
import type { CardInfo, CardLink } from '../applet/card-link';
import { Composer } from '../applet/ChatPanel';
import { SuggestionChoices } from '../applet/SuggestionChoices';
import { useCardChat } from '../applet/use-card-chat';
import { useLiveSession } from '../applet/use-live-session';
import { useVisitor } from '../applet/use-visitor';
import { timeOfDay } from '@portal/workers/core/face/greeting';
import { useFaceRecognition } from '../face/use-face-recognition';
import { storeDeviceToken, toolBoxesOf } from './device-token';
import { isRevoked, useKiosk } from './use-kiosk';
import { useGreetingSpeech } from './use-greeting-speech';
import { KioskStatus, type KioskPhase } from './KioskStatus';
import classes from './kiosk.module.css';

type Settings = NonNullable<ReturnType<typeof useKiosk>['settings']>;

/**
 * The all-in-one machine's page (issue 29): the 2D human full screen at 9:16, idling. It wakes on
 * a wake word (voice detector → recogniser → pinyin match on the server) or a tap on the start
 * image, greets, answers by voice through the card's live channel, and sleeps again after the
 * project's seconds of silence. The close image ends the conversation, the chat image types one.
 */
export function KioskPage({
  projectId,
  deviceToken,
  onRevoked,
}: {
  projectId: string;
  deviceToken: string;
  onRevoked: () => void;
}) {
  const { settings, card, revoked, failing, movedTo } = useKiosk(projectId, deviceToken);
  useEffect(() => {
    if (revoked) onRevoked();
  }, [revoked, onRevoked]);
  useEffect(() => {
    if (!movedTo) return;
    storeDeviceToken(movedTo, deviceToken);
    storeDeviceToken(projectId, null);
    // A fresh page for the new project: its card, visitor and faces start clean.
    window.location.replace(window.location.pathname.replace(/[^/]+\/?$/, encodeURIComponent(movedTo)));
  }, [movedTo, deviceToken, projectId]);

  if (revoked)
    return <KioskNotice title="设备授权已收回" text="请在「设备管理」中重新生成二维码，并在本机扫码激活。" />;
  if (movedTo) return <KioskNotice title="正在切换项目…" text="" />;
  if (!settings || !card)
    return (
      <KioskNotice title={failing ? '正在重新连接…' : '数字人启动中…'} text={failing ? '网络恢复后将自动继续' : ''} />
    );
  return (
    <KioskStage
      link={{ projectId, shareToken: deviceToken }}
      deviceToken={deviceToken}
      card={card}
      settings={settings}
      failing={failing}
    />
  );
}

function KioskNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className={classes.screen} data-testid="kiosk-notice">
      <Stack align="center" gap="sm" className={classes.notice} role="status">
        <Text fw={700} fz={28} c="white">
          {title}
        </Text>
        {text && <Text c="gray.4">{text}</Text>}
      </Stack>
    </div>
  );
}

function KioskStage({
  link,
  deviceToken,
  card,
  settings,
  failing,
}: {
  link: CardLink;
  deviceToken: string;
  card: CardInfo;
  settings: Settings;
  failing: boolean;
}) {
  const channel = useLiveChannel();
  const { visitorId, renew } = useVisitor(link);
  const humanRef = useRef<HTMLDivElement>(null);
  const canvas = useMemo(() => ({ dataJson: card.dataJson, videoSize: card.videoSize }), [card]);
  const { human, status: humanStatus } = useLiveHuman(humanRef, canvas);
  const session = useLiveSession(link, visitorId, channel);
  const chat = useCardChat({ link, visitorId, human, onRefusal: (r) => r === 'visitorInvalid' && renew() });
  const tools = useMemo(() => toolBoxesOf(card.dataJson, card.videoSize), [card]);
  const [typing, setTyping] = useState(false);
  const [heard, setHeard] = useState('');
  const [greeting, setGreeting] = useState('');

  const state = session.state;
  const running = state.kind === 'running' ? state.session : null;
  const awake = state.kind === 'starting' || state.kind === 'running';
  const wakeMode = settings.withWakeWord && settings.recogniser && settings.wakeWords.length > 0;
  const phase: KioskPhase = awake ? 'awake' : wakeMode ? 'listening' : 'asleep';

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

  const greetingSpeech = useGreetingSpeech(deviceToken, human);

  const wake = useCallback(
    (opening?: string) => {
      if (!visitorId || awake) return;
      const me = card.name || card.title;
      const text = opening ? `${opening}！我是${me}，请问有什么可以帮您？` : `您好，我是${me}，请问有什么可以帮您？`;
      setGreeting(text);
      greetingSpeech.speak(text);
      void session.start('videoCall');
    },
    [visitorId, awake, card.name, card.title, session, greetingSpeech],
  );

  // Face recognition (issue 29): an enrolled person is greeted by name, anyone else generically.
  const [faceGreeting, setFaceGreeting] = useState<{ text: string; known: boolean } | null>(null);
  const faces = useFaceRecognition({
    deviceToken,
    enabled: true,
    onGreet: (_name, text) => {
      setFaceGreeting({ text, known: true });
      wake(text);
    },
    onUnknown: () => {
      const text = `您好，${timeOfDay(new Date().getHours())}，欢迎光临`;
      setFaceGreeting({ text, known: false });
      wake(text);
    },
  });
  useEffect(() => {
    if (!faceGreeting) return;
    const timer = window.setTimeout(() => setFaceGreeting(null), 10_000);
    return () => window.clearTimeout(timer);
  }, [faceGreeting]);

  const sleep = useCallback(() => {
    greetingSpeech.drop();
    chat.bargeIn();
    session.hangUp();
    setTyping(false);
    setGreeting('');
    setHeard('');
  }, [chat, session, greetingSpeech]);

  // A conversation the server ended (quota, timeout, a restart) returns to sleep by itself.
  const { dismiss } = session;
  useEffect(() => {
    if (state.kind !== 'ended') return;
    const timer = window.setTimeout(dismiss, 4_000);
    return () => window.clearTimeout(timer);
  }, [state.kind, dismiss]);

  // Sleep after the project's seconds of silence: any speech, answer or typing restarts the count.
  const lastActivity = useRef(Date.now());
  const touch = useCallback(() => {
    lastActivity.current = Date.now();
  }, []);
  useEffect(() => {
    if (!running) return;
    touch();
    const timer = window.setInterval(() => {
      if (chat.busy || typing) return touch();
      if (Date.now() - lastActivity.current >= settings.sleepAfterSeconds * 1000) sleep();
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [running, chat.busy, typing, settings.sleepAfterSeconds, sleep, touch]);

  const voice = useVoiceInput({
    enabled: (phase === 'listening' && visitorId !== null) || (running !== null && card.asrAvailable),
    mode: 'handsFree',
    onSpeechStart: () => {
      touch();
      if (running) chat.bargeIn();
    },
    onUtterance: (wav) => {
      touch();
      if (running) {
        greetingSpeech.drop();
        setGreeting('');
        chat.askByVoice(wav, route);
        return;
      }
      trpcClient.device.wakeListen
        .mutate({ deviceToken, audioBase64: wav }, { context: { silent: true } })
        .then((result) => {
          setHeard(result.transcript);
          if (result.woke) wake();
        })
        .catch((error: unknown) => {
          if (isRevoked(error)) window.location.reload();
        });
    },
  });

  const lastAnswer = [...chat.lines].reverse().find((l) => l.who === 'staff');
  const lastQuestion = [...chat.lines].reverse().find((l) => l.who === 'visitor');
  // An unsure answer's choices are tapped on the screen (what is spoken cannot be tapped).
  const choices = running ? lastAnswer?.suggest : undefined;
  const caption = running ? lastAnswer?.text || (choices ? '' : greeting) : state.kind === 'ended' ? state.message : '';

  const press = (tool: 'chatAction' | 'startAction' | 'closeAction') => {
    touch();
    if (tool === 'startAction') wake();
    else if (tool === 'closeAction') sleep();
    else {
      if (!awake) wake();
      setTyping((t) => !t);
    }
  };
  const toolLabel = { chatAction: '文字提问', startAction: '开始对话', closeAction: '结束对话' } as const;

  return (
    <div
      className={classes.screen}
      data-testid="kiosk"
      data-phase={phase}
      data-faces={faces.status}
      data-face-fps={faces.fps.embedding}
      data-face-search-fps={faces.fps.detection}
    >
      <div className={classes.frame}>
        {failing && <div className={classes.banner}>网络不稳定，正在自动重连…</div>}
        <div
          ref={humanRef}
          className={classes.human}
          data-testid="live-human"
          data-status={humanStatus}
          role="img"
          aria-label={`数字人 ${card.name || card.title}`}
        >
          {humanStatus !== 'ready' && (
            <div className={classes.skeleton}>{humanStatus === 'failed' ? '数字人加载失败' : '数字人加载中…'}</div>
          )}
        </div>
        {faceGreeting && (
          <div
            className={classes.faceGreeting}
            role="status"
            data-testid="kiosk-face-greeting"
            data-known={faceGreeting.known}
          >
            {faceGreeting.text}
          </div>
        )}
        {/* While typing, the composer takes the status line's place (it would cover the tool images below). */}
        {!(typing && running) && (
          <KioskStatus phase={phase} voice={voice.status} wakeWords={settings.wakeWords} wakeMode={wakeMode} />
        )}
        {tools.map((box) => (
          <button
            key={box.tool}
            type="button"
            className={classes.tool}
            style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%` }}
            aria-label={toolLabel[box.tool]}
            aria-disabled={box.tool === 'closeAction' && !awake}
            data-testid={`kiosk-${box.tool}`}
            onClick={() => press(box.tool)}
          />
        ))}
        {(caption || choices || (!awake && heard)) && (
          <div className={classes.caption} aria-live="polite" data-testid="kiosk-caption">
            {running && lastQuestion && <span className={classes.heard}>{lastQuestion.text}</span>}
            {!awake && heard && <span className={classes.heard}>听到：{heard}</span>}
            {caption}
            {choices && (
              <div className={classes.choices}>
                <SuggestionChoices
                  prompt={choices.prompt}
                  choices={choices.choices}
                  tone="onDark"
                  size="lg"
                  disabled={chat.busy}
                  onPick={(choice) => {
                    touch();
                    greetingSpeech.drop();
                    chat.pick(choice, route);
                  }}
                />
              </div>
            )}
          </div>
        )}
        {typing && running && (
          <div className={classes.composer}>
            <Composer
              onSend={(q) => {
                touch();
                greetingSpeech.drop();
                setGreeting('');
                chat.ask(q, route);
              }}
              busy={chat.busy}
            />
          </div>
        )}
      </div>
    </div>
  );
}
