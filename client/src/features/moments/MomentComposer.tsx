import { useState } from 'react';
import { ActionIcon, Alert, Button, Chip, CloseButton, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { IconMovie, IconPhoto } from '@tabler/icons-react';
import { MOMENT_IMAGES_MAX, MOMENT_TEXT_MAX } from '@portal/contracts/calls/moment/moment-schemas';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { MediaPickModal } from './MediaPickModal';

type Moment = RouterOutputs['moment']['momentPublish'];
type Label = RouterOutputs['moment']['labelQuery'][number];
interface Picked {
  mediaId: string;
  title: string;
  thumb: string | null;
}

const pickedOf = (m: Moment['images'][number]): Picked => ({
  mediaId: m.mediaId,
  title: m.title,
  thumb: m.thumbnailUrl ?? m.url,
});

/** Writes a new moment or edits one: text, library images and one library video, and its labels. */
export function MomentComposer({
  projectId,
  labels,
  editing,
  onDone,
}: {
  projectId: string;
  labels: Label[];
  editing?: Moment | undefined;
  onDone(): void;
}) {
  const [content, setContent] = useState(editing?.content ?? '');
  const [images, setImages] = useState<Picked[]>(editing?.images.map(pickedOf) ?? []);
  const [video, setVideo] = useState<Picked | null>(editing?.video ? pickedOf(editing.video) : null);
  const [labelIds, setLabelIds] = useState<string[]>(editing?.labelIds ?? []);
  const [picking, setPicking] = useState<'image' | 'video' | null>(null);
  const publish = trpc.moment.momentPublish.useMutation({ onSuccess: () => reset() });
  const edit = trpc.moment.momentEdit.useMutation({ onSuccess: () => reset() });
  const reset = () => {
    setContent('');
    setImages([]);
    setVideo(null);
    setLabelIds([]);
    onDone();
  };
  const body = { content, imageMediaIds: images.map((i) => i.mediaId), videoMediaId: video?.mediaId ?? null, labelIds };
  const error = publish.error ?? edit.error;
  const empty = !content.trim() && images.length === 0 && !video;
  return (
    <Stack gap="xs">
      <Textarea
        label={editing ? '编辑动态' : '发布动态'}
        placeholder="分享公司新闻、产品上新或活动信息"
        autosize
        minRows={3}
        maxLength={MOMENT_TEXT_MAX}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
      />
      {(images.length > 0 || video) && (
        <Group gap="xs">
          {images.map((img) => (
            <div key={img.mediaId} style={{ position: 'relative' }}>
              <Image src={img.thumb ?? undefined} w={64} h={64} radius="sm" fit="cover" alt={img.title} />
              <CloseButton
                size="xs"
                aria-label={`移除图片 ${img.title}`}
                style={{ position: 'absolute', top: 0, right: 0, background: 'white' }}
                onClick={() => setImages(images.filter((i) => i.mediaId !== img.mediaId))}
              />
            </div>
          ))}
          {video && (
            <Group gap={4}>
              <IconMovie size={18} />
              <Text size="sm">{video.title}</Text>
              <CloseButton size="xs" aria-label="移除视频" onClick={() => setVideo(null)} />
            </Group>
          )}
        </Group>
      )}
      {labels.length > 0 && (
        <Chip.Group multiple value={labelIds} onChange={setLabelIds}>
          <Group gap={6}>
            {labels.map((l) => (
              <Chip key={l.id} value={l.id} size="xs">
                {l.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {error && (
        <Alert color="red" variant="light" p="xs">
          {error.message}
        </Alert>
      )}
      <Group justify="space-between">
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label="添加图片"
            disabled={images.length >= MOMENT_IMAGES_MAX}
            onClick={() => setPicking('image')}
          >
            <IconPhoto size={20} />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label="添加视频" onClick={() => setPicking('video')}>
            <IconMovie size={20} />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          {editing && (
            <Button variant="default" size="xs" onClick={onDone}>
              取消
            </Button>
          )}
          <Button
            size="xs"
            disabled={empty}
            loading={publish.isPending || edit.isPending}
            onClick={() =>
              editing ? edit.mutate({ id: editing.id, ...body }) : publish.mutate({ projectId, ...body })
            }
          >
            {editing ? '保存动态' : '发布动态'}
          </Button>
        </Group>
      </Group>
      <MediaPickModal
        opened={picking !== null}
        kind={picking ?? 'image'}
        max={picking === 'video' ? 1 : MOMENT_IMAGES_MAX - images.length}
        onClose={() => setPicking(null)}
        onPick={(items) => {
          const picked = items.map((m) => ({
            mediaId: m.mediaId,
            title: m.title,
            thumb: m.thumbnailImageUrl ?? m.posterUrl,
          }));
          if (picking === 'video') setVideo(picked[0] ?? null);
          else setImages([...images, ...picked].slice(0, MOMENT_IMAGES_MAX));
          setPicking(null);
        }}
      />
    </Stack>
  );
}
