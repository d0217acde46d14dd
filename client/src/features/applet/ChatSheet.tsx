import { Button, Group, Text } from '@mantine/core';
import { ChatLines, Composer, QuestionChips } from './ChatPanel';
import type { VoiceProps } from './CallOverlay';
import type { Suggestion } from './SuggestionChoices';
import type { ChatLine } from './use-card-chat';
import { HoldToTalk } from './VoiceControls';
import classes from './applet.module.css';

/**
 * The chat over the lower part of the card: text chat (文字咨询) and, in small-window mode, the
 * conversation below the floating human with hold-to-talk.
 */
export function ChatSheet({
  title,
  lines,
  busy,
  chips,
  onAsk,
  onPick,
  onClose,
  closeLabel,
  voice,
}: {
  title: string;
  lines: ChatLine[];
  busy: boolean;
  chips: readonly string[];
  onAsk: (q: string) => void;
  onPick: (choice: Suggestion) => void;
  onClose: () => void;
  closeLabel: string;
  voice: VoiceProps | null;
}) {
  return (
    <section className={classes.sheet} aria-label={title} data-testid="chat-sheet">
      <div className={classes.sheetHead}>
        <Text fw={600}>{title}</Text>
        <Button
          size="compact-sm"
          variant={voice ? 'filled' : 'subtle'}
          color={voice ? 'red' : 'gray'}
          onClick={onClose}
          aria-label={closeLabel}
        >
          {closeLabel}
        </Button>
      </div>
      <div className={classes.sheetBody}>
        <ChatLines lines={lines} onPick={onPick} />
        {lines.length <= 1 && chips.length > 0 && (
          <div style={{ marginTop: 12 }}>
            <QuestionChips questions={chips} onAsk={onAsk} />
          </div>
        )}
      </div>
      <div className={classes.composer}>
        {voice && (
          <Group justify="center" mb={8}>
            <HoldToTalk
              blocked={voice.blocked}
              status={voice.status}
              onStart={voice.holdStart}
              onEnd={voice.holdEnd}
              compact
            />
          </Group>
        )}
        <Composer onSend={onAsk} busy={busy} />
      </div>
    </section>
  );
}
