import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { VoiceInputStatus } from '../live/voice-input';
import { Composer } from './ChatPanel';
import { type Suggestion, SuggestionChoices } from './SuggestionChoices';
import { HandsFreeToggle, HoldToTalk } from './VoiceControls';
import classes from './applet.module.css';

const HangUpGlyph = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
    <path d="M12 9c-1.6 0-3.2.3-4.6.8v3.1c0 .4-.2.7-.6.9-1 .5-1.9 1.1-2.6 1.8-.2.2-.4.3-.7.3s-.5-.1-.7-.3L.3 13.1c-.2-.2-.3-.4-.3-.7s.1-.5.3-.7C3.3 8.8 7.4 7 12 7s8.7 1.8 11.7 4.7c.2.2.3.4.3.7s-.1.5-.3.7l-2.5 2.5c-.2.2-.4.3-.7.3s-.5-.1-.7-.3c-.8-.7-1.7-1.3-2.6-1.8-.3-.2-.6-.5-.6-.9V9.8C15.2 9.3 13.6 9 12 9z" />
  </svg>
);

export interface VoiceProps {
  blocked: string | null;
  status: VoiceInputStatus;
  handsFree: boolean;
  setHandsFree: (on: boolean) => void;
  holdStart: () => void;
  holdEnd: () => void;
}

/** The call page's waiting items (002 §3 callWaitingItems), one after another while the call connects. */
export function CallWaiting({ items, onCancel }: { items: readonly string[]; onCancel: () => void }) {
  const texts = items.length > 0 ? items : ['正在为您接通数字员工…'];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (texts.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % texts.length), 2000);
    return () => window.clearInterval(timer);
  }, [texts.length]);
  return (
    <div className={classes.waiting} role="status" data-testid="call-waiting">
      <Loader color="white" />
      <Text size="lg" ta="center">
        {texts[index % texts.length]}
      </Text>
      <Button variant="white" color="dark" radius="xl" onClick={onCancel}>
        取消
      </Button>
    </div>
  );
}

/** A call that ended on the server's side (quota, timeout) or could not start: the visitor reads why. */
export function CallEnded({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className={classes.waiting} role="alertdialog" aria-label="通话已结束" data-testid="call-ended">
      <Text size="lg" fw={600}>
        通话已结束
      </Text>
      <Text ta="center">{message}</Text>
      <Button variant="white" color="dark" radius="xl" onClick={onClose}>
        返回名片
      </Button>
    </div>
  );
}

/**
 * The video call (interactiveModes videoCall): the human fills the screen behind this layer; the
 * answer runs as captions; hang up, hands-free and hold-to-talk at the bottom, typing still works.
 */
export function VideoCallControls({
  title,
  caption,
  suggest,
  busy,
  voice,
  onAsk,
  onPick,
  onHangUp,
}: {
  title: string;
  caption: string;
  /** The latest answer's choices (「您是想问：」), tappable over the picture. */
  suggest?: { prompt: string; choices: Suggestion[] } | undefined;
  busy: boolean;
  voice: VoiceProps;
  onAsk: (q: string) => void;
  onPick: (choice: Suggestion) => void;
  onHangUp: () => void;
}) {
  const listening = voice.handsFree && voice.blocked === null;
  return (
    <div className={classes.call} data-testid="video-call">
      <div className={classes.callTop}>
        <Text fw={600}>{title}</Text>
        <HandsFreeToggle blocked={voice.blocked} checked={voice.handsFree} onChange={voice.setHandsFree} />
      </div>
      <div className={classes.callBottom}>
        <div className={classes.caption} aria-live="polite" data-testid="call-caption">
          {caption}
        </div>
        {suggest && (
          <div className={classes.callChoices}>
            <SuggestionChoices prompt={suggest.prompt} choices={suggest.choices} onPick={onPick} tone="onDark" />
          </div>
        )}
        <Stack gap="sm">
          <Composer onSend={onAsk} busy={busy} placeholder="输入文字提问" />
          <Group justify="space-between" align="center" wrap="nowrap">
            {listening ? (
              <Text size="sm" c="teal.2" role="status">
                {voice.status === 'speaking' ? '正在聆听…' : '免提已开启，直接说话即可'}
              </Text>
            ) : (
              <HoldToTalk
                blocked={voice.blocked}
                status={voice.status}
                onStart={voice.holdStart}
                onEnd={voice.holdEnd}
              />
            )}
            <Stack gap={2} align="center">
              <ActionIcon
                className={classes.roundButton}
                color="red"
                variant="filled"
                radius="xl"
                onClick={onHangUp}
                aria-label="挂断"
              >
                <HangUpGlyph />
              </ActionIcon>
              <Text size="xs">挂断</Text>
            </Stack>
          </Group>
        </Stack>
      </div>
    </div>
  );
}

export { HangUpGlyph };
