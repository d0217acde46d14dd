import { useId } from 'react';
import { List, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { GOOD_PHOTO_TIPS } from './photo-avatar-text';

/** The photo decides how the avatar looks and moves; the guide comes before the choice, not after a refusal. */
export function PhotoGuide() {
  const titleId = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId}>
      <Text fw={600} size="sm" id={titleId}>
        怎样的照片效果好
      </Text>
      <List
        size="sm"
        spacing={4}
        icon={<IconCheck size={14} color="var(--mantine-color-green-filled)" aria-hidden />}
        center
      >
        {GOOD_PHOTO_TIPS.map((tip) => (
          <List.Item key={tip}>{tip}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
