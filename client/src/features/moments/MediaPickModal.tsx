import { useState } from 'react';
import { Button, Checkbox, Group, Image, Loader, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type MediaItem = RouterOutputs['media']['mediaQueryBatch']['list'][number];

/** Picks images (several) or one video from the company's media library for a moment. */
export function MediaPickModal({
  opened,
  kind,
  max,
  onClose,
  onPick,
}: {
  opened: boolean;
  kind: 'image' | 'video';
  max: number;
  onClose(): void;
  onPick(items: MediaItem[]): void;
}) {
  const media = trpc.media.mediaQueryBatch.useQuery(
    { mediaType: kind, pageIndex: 1, pageSize: 60 },
    { enabled: opened },
  );
  const [picked, setPicked] = useState<string[]>([]);
  const list = media.data?.list ?? [];
  const toggle = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : max === 1 ? [id] : [...p, id].slice(0, max)));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={kind === 'image' ? '从素材库选择图片' : '从素材库选择视频'}
      size="lg"
    >
      <Stack>
        {media.isLoading && <Loader size="sm" />}
        {media.isError && <Text c="red">素材加载失败，请稍后再试</Text>}
        {media.isSuccess && list.length === 0 && (
          <Text c="dimmed" size="sm">
            素材库里还没有{kind === 'image' ? '图片' : '视频'}，请先在“素材库”上传
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {list.map((m) => (
            <UnstyledButton
              key={m.mediaId}
              onClick={() => toggle(m.mediaId)}
              aria-pressed={picked.includes(m.mediaId)}
              style={{ position: 'relative' }}
            >
              <Image
                src={m.thumbnailImageUrl ?? m.posterUrl ?? undefined}
                h={90}
                radius="sm"
                fit="cover"
                fallbackSrc="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='90' height='90'><rect width='100%' height='100%' fill='%23e9ecef'/></svg>"
                alt={m.title}
              />
              <Checkbox
                checked={picked.includes(m.mediaId)}
                readOnly
                tabIndex={-1}
                style={{ position: 'absolute', top: 6, right: 6 }}
                aria-hidden
              />
              <Text size="xs" lineClamp={1} mt={4}>
                {m.title}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button
            disabled={picked.length === 0}
            onClick={() => {
              onPick(list.filter((m) => picked.includes(m.mediaId)));
              setPicked([]);
            }}
          >
            确定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
