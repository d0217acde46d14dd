import { Button, Stack, Text } from '@mantine/core';
import { knowledgeMessages } from '@portal/contracts';
import type { AnswerChunk } from './card-link';

/** One offered choice of an unsure answer: an item and its standard question. */
export type Suggestion = NonNullable<AnswerChunk['suggestions']>[number];

/** The last choice, 都不是: no item; tapped, it asks with declinedChoices and gets the no-match response. */
export const NONE_OF_THESE: Suggestion = { faqId: '', question: knowledgeMessages.noneOfThese };

/** What a tapped choice adds to the ask input: the item picked, or that none of them fits. */
export const choiceInput = (choice: Suggestion): { pickedFaqId: string } | { declinedChoices: true } =>
  choice.faqId === NONE_OF_THESE.faqId ? { declinedChoices: true } : { pickedFaqId: choice.faqId };

/**
 * 「您是想问：」 and the closest standard questions as buttons (the card's chat, its video call and
 * the editor's test chat): a tap asks again with the item picked. Then 都不是, quieter, for a visitor
 * none of them fits (onPick gets NONE_OF_THESE). Buttons, so Tab and Enter work; long questions wrap
 * instead of widening the bubble on a phone.
 */
export function SuggestionChoices({
  prompt,
  choices,
  onPick,
  disabled,
  tone = 'light',
  size = 'compact-sm',
}: {
  prompt: string;
  choices: readonly Suggestion[];
  onPick: (choice: Suggestion) => void;
  disabled?: boolean;
  /** `onDark` over the video call's picture and the kiosk's. */
  tone?: 'light' | 'onDark';
  /** `lg` on a kiosk's touch screen, read from a step away. */
  size?: 'compact-sm' | 'lg';
}) {
  return (
    <Stack gap={size === 'lg' ? 10 : 6} role="group" aria-label={prompt} data-testid="suggestions">
      <Text size={size === 'lg' ? 'lg' : 'sm'}>{prompt}</Text>
      {choices.map((c) => (
        <Button
          key={c.faqId}
          size={size}
          radius="md"
          variant={tone === 'onDark' ? 'white' : 'light'}
          justify="flex-start"
          disabled={disabled}
          onClick={() => onPick(c)}
          styles={{
            root: { height: 'auto', minHeight: size === 'lg' ? 52 : 32, paddingBlock: size === 'lg' ? 10 : 6 },
            label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.4 },
          }}
        >
          {c.question}
        </Button>
      ))}
      <Button
        size={size}
        radius="md"
        variant="subtle"
        color={tone === 'onDark' ? 'gray.0' : 'gray.7'}
        justify="flex-start"
        disabled={disabled}
        onClick={() => onPick(NONE_OF_THESE)}
        styles={{ label: { fontWeight: 400 } }}
      >
        {NONE_OF_THESE.question}
      </Button>
    </Stack>
  );
}
