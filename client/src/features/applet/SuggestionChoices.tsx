import { Button, Stack, Text } from '@mantine/core';
import type { AnswerChunk } from './card-link';

/** One offered choice of an unsure answer: an item and its standard question. */
export type Suggestion = NonNullable<AnswerChunk['suggestions']>[number];

/**
 * 「您是想问：」 and the closest standard questions as buttons (the card's chat, its video call and
 * the editor's test chat): a tap asks again with the item picked. Buttons, so Tab and Enter work;
 * long questions wrap instead of widening the bubble on a phone.
 */
export function SuggestionChoices({
  prompt,
  choices,
  onPick,
  disabled,
  tone = 'light',
}: {
  prompt: string;
  choices: readonly Suggestion[];
  onPick: (choice: Suggestion) => void;
  disabled?: boolean;
  /** `onDark` over the video call's picture. */
  tone?: 'light' | 'onDark';
}) {
  return (
    <Stack gap={6} role="group" aria-label={prompt} data-testid="suggestions">
      <Text size="sm">{prompt}</Text>
      {choices.map((c) => (
        <Button
          key={c.faqId}
          size="compact-sm"
          radius="md"
          variant={tone === 'onDark' ? 'white' : 'light'}
          justify="flex-start"
          disabled={disabled}
          onClick={() => onPick(c)}
          styles={{
            root: { height: 'auto', minHeight: 32, paddingBlock: 6 },
            label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.4 },
          }}
        >
          {c.question}
        </Button>
      ))}
    </Stack>
  );
}
