import type { ReactNode } from 'react';
import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import type { RouterOutputs } from '../../lib/trpc';

type Moment = RouterOutputs['moment']['cardFeed']['list'][number];
type Label = RouterOutputs['moment']['cardFeed']['labels'][number];

const when = (date: Date) =>
  new Date(date).toLocaleString('zh-CN', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** One moment as a feed shows it: text, an image grid, the video, its labels and time. */
export function MomentCard({ moment, labels, actions }: { moment: Moment; labels: Label[]; actions?: ReactNode }) {
  const names = moment.labelIds.map((id) => labels.find((l) => l.id === id)?.name).filter(Boolean);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="moment">
      <Stack gap={8}>
        {moment.content && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {moment.content}
          </Text>
        )}
        {moment.images.length > 0 && (
          <SimpleGrid
            cols={moment.images.length === 1 ? 1 : 3}
            spacing={4}
            maw={moment.images.length === 1 ? 240 : 320}
          >
            {moment.images.map((img) => (
              <Image
                key={img.mediaId}
                src={img.thumbnailUrl ?? img.url}
                alt={img.title}
                radius="sm"
                h={moment.images.length === 1 ? 160 : 96}
                fit="cover"
              />
            ))}
          </SimpleGrid>
        )}
        {moment.video && (
          <video
            src={moment.video.url}
            poster={moment.video.thumbnailUrl ?? undefined}
            controls
            preload="none"
            style={{ width: '100%', maxWidth: 320, borderRadius: 8, background: '#000' }}
          />
        )}
        <Group gap={6} justify="space-between">
          <Group gap={6}>
            {moment.top && (
              <Badge size="xs" color="orange" leftSection={<IconPin size={10} />}>
                置顶
              </Badge>
            )}
            {names.map((n) => (
              <Badge key={n} size="xs" variant="light">
                {n}
              </Badge>
            ))}
            <Text size="xs" c="dimmed">
              {when(moment.createTime)}
            </Text>
          </Group>
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
