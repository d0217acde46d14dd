import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { CARD_QUESTION_MAX } from '@portal/contracts/calls/applet/card-schemas';
import { type Suggestion, SuggestionChoices } from './SuggestionChoices';
import type { ChatLine } from './use-card-chat';
import classes from './applet.module.css';

const SendGlyph = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </svg>
);

/**
 * The conversation so far: the visitor's questions and the streamed answers; an unsure answer's
 * choices are buttons (onPick asks again with the item).
 */
export function ChatLines({
  lines,
  empty,
  onPick,
}: {
  lines: ChatLine[];
  empty?: string;
  onPick?: (choice: Suggestion) => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const last = lines.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the newest line as it streams
  useEffect(() => {
    // Braced: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'end' });
  }, [lines.length, last?.text, last?.suggest]);
  if (lines.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {empty ?? '您好，有什么可以帮您？'}
      </Text>
    );
  }
  return (
    <Stack gap={8} role="log" aria-label="对话记录" aria-live="polite">
      {lines.map((l) => (
        <div
          key={l.id}
          className={`${classes.bubble} ${l.who === 'visitor' ? classes.bubbleVisitor : classes.bubbleStaff} ${l.failed ? classes.bubbleFailed : ''}`}
          data-testid={l.who === 'staff' ? 'card-answer' : 'card-question'}
          data-pending={l.pending ? 'true' : undefined}
        >
          {l.text || (l.pending && !l.suggest ? <Loader type="dots" size="xs" aria-label="正在回答" /> : '')}
          {l.suggest && (
            // A tap during an answer cuts it off and asks the choice, like a new question.
            <div className={`${classes.choices} ${l.text ? classes.choicesAfterText : ''}`}>
              <SuggestionChoices
                prompt={l.suggest.prompt}
                choices={l.suggest.choices}
                onPick={(c) => onPick?.(c)}
                disabled={!onPick}
              />
            </div>
          )}
          {l.interrupted && (
            <Text span size="xs" c="dimmed">
              {' '}
              （已打断）
            </Text>
          )}
        </div>
      ))}
      <div ref={end} />
    </Stack>
  );
}

/** Recommended questions (applet/talk/getRecommendAskTextList) as chips. */
export function QuestionChips({ questions, onAsk }: { questions: readonly string[]; onAsk: (q: string) => void }) {
  if (questions.length === 0) return null;
  return (
    <div className={classes.chips}>
      {questions.map((q) => (
        <Button key={q} size="compact-sm" radius="xl" variant="light" onClick={() => onAsk(q)}>
          {q}
        </Button>
      ))}
    </div>
  );
}

/** The question box: Enter sends; a question is at most the FAQ's question length. */
export function Composer({
  onSend,
  busy,
  disabled,
  extra,
  placeholder = '输入您的问题',
}: {
  onSend: (question: string) => void;
  busy: boolean;
  disabled?: boolean;
  extra?: React.ReactNode;
  placeholder?: string;
}) {
  const [question, setQuestion] = useState('');
  const send = () => {
    const q = question.trim();
    if (!q || disabled) return;
    onSend(q);
    setQuestion('');
  };
  return (
    <Group gap={8} wrap="nowrap">
      {extra}
      <TextInput
        style={{ flex: 1 }}
        radius="xl"
        placeholder={placeholder}
        aria-label="输入问题"
        maxLength={CARD_QUESTION_MAX}
        value={question}
        disabled={disabled}
        onChange={(e) => setQuestion(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <ActionIcon
        size={36}
        radius="xl"
        onClick={send}
        aria-label="发送"
        disabled={disabled || !question.trim()}
        data-busy={busy ? 'true' : undefined}
      >
        <SendGlyph />
      </ActionIcon>
    </Group>
  );
}
