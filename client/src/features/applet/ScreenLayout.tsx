import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { DeliveryMode } from '@portal/contracts';
import { type VoiceProps, HangUpGlyph } from './CallOverlay';
import type { CardInfo } from './card-link';
import { ChatLines, Composer, QuestionChips } from './ChatPanel';
import type { Suggestion } from './SuggestionChoices';
import type { ChatLine } from './use-card-chat';
import { HandsFreeToggle, HoldToTalk } from './VoiceControls';
import classes from './applet.module.css';

/** The frame's aspect by delivery mode (002 §1): cte 9:16 large screen, common 16:9 web, custom at the project's size. */
function frameRatio(layout: DeliveryMode, size: { width: number; height: number }): number {
  if (layout === 'common') return 16 / 9;
  if (layout === 'custom' && size.width > 0 && size.height > 0) return size.width / size.height;
  return 9 / 16;
}

/**
 * The preview pages of the screen delivery modes: the human in a frame of the project's shape, the
 * conversation beside it, the call started and ended from the panel.
 */
export function ScreenLayout({
  card,
  layout,
  note,
  human,
  overlays,
  chat,
  chips,
  onAsk,
  onPick,
  running,
  caption,
  onStart,
  onHangUp,
  voice,
}: {
  card: CardInfo;
  layout: DeliveryMode;
  note?: ReactNode;
  human: ReactNode;
  overlays: ReactNode;
  chat: { lines: ChatLine[]; busy: boolean };
  chips: readonly string[];
  onAsk: (q: string) => void;
  onPick: (choice: Suggestion) => void;
  running: boolean;
  caption: string;
  onStart: () => void;
  onHangUp: () => void;
  voice: VoiceProps;
}) {
  const ratio = frameRatio(layout, card.videoSize);
  const side = 360 + 16 * 3;
  return (
    <div className={classes.screenStage} data-layout={layout}>
      <div
        className={classes.screenFrame}
        style={{
          aspectRatio: String(ratio),
          width: `min(calc(86dvh * ${ratio}), calc(100vw - ${side}px))`,
          minWidth: 240,
        }}
      >
        {note && <div className={classes.note3d}>{note}</div>}
        {human}
        {running && caption && (
          <div className={classes.screenCaption} aria-live="polite" data-testid="call-caption">
            {caption}
          </div>
        )}
      </div>
      <section className={classes.screenChat} aria-label="对话">
        <div className={classes.sheetHead}>
          <Text fw={600}>{card.name || card.title}</Text>
          {running ? (
            <Group gap="sm">
              <HandsFreeToggle blocked={voice.blocked} checked={voice.handsFree} onChange={voice.setHandsFree} />
              <ActionIcon color="red" radius="xl" size="lg" onClick={onHangUp} aria-label="挂断">
                <HangUpGlyph />
              </ActionIcon>
            </Group>
          ) : (
            <Button size="compact-sm" radius="xl" onClick={onStart} aria-label="视频通话">
              视频通话
            </Button>
          )}
        </div>
        <div className={classes.sheetBody}>
          <ChatLines lines={chat.lines} onPick={onPick} />
          {chat.lines.length <= 1 && chips.length > 0 && (
            <div style={{ marginTop: 12 }}>
              <QuestionChips questions={chips} onAsk={onAsk} />
            </div>
          )}
        </div>
        <Stack gap={8} className={classes.composer}>
          {running && !voice.handsFree && (
            <Group justify="center">
              <HoldToTalk
                blocked={voice.blocked}
                status={voice.status}
                onStart={voice.holdStart}
                onEnd={voice.holdEnd}
                compact
              />
            </Group>
          )}
          <Composer onSend={onAsk} busy={chat.busy} />
        </Stack>
      </section>
      {overlays}
    </div>
  );
}
