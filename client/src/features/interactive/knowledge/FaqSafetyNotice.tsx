import { Alert, List, Text } from '@mantine/core';
import { knowledgeMessages } from '@portal/contracts';

/**
 * The yellow notice after a save or an import that holds words the conversation check blocks: the
 * items are saved, and each message says where the word stands and what a visitor will meet.
 */
export function FaqSafetyNotice({
  title,
  messages,
  total,
  onClose,
}: {
  title: string;
  messages: string[];
  total?: number;
  onClose?(): void;
}) {
  return (
    <Alert color="yellow" title={title} role="status" withCloseButton={!!onClose} onClose={onClose}>
      <List size="sm" spacing={2} aria-label="敏感词提示">
        {/* Each message names its field and position, so it is unique in the list. */}
        {messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
      {total !== undefined && total > messages.length && (
        <Text size="sm" mt={4}>
          {knowledgeMessages.faqWarningMore(messages.length, total)}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={6}>
        {knowledgeMessages.faqWarningAllowHint}
      </Text>
    </Alert>
  );
}
