import { Card, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { QueryState } from '../../components/QueryState';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { DeletePhotoAvatarButton } from './DeletePhotoAvatarButton';
import { likenessLine } from './photo-avatar-text';

type PhotoAvatar = RouterOutputs['vh']['photoAvatarList'][number];

const GRID_COLS = { base: 2, sm: 3, lg: 4 };

/** The company's photo avatars, newest first, each with who confirmed the likeness and when. */
export function PhotoAvatarList({ onDeleted }: { onDeleted(): void }) {
  const list = trpc.vh.photoAvatarList.useQuery({});
  if (list.isPending) return <ListSkeleton />;
  return (
    <QueryState
      query={list}
      empty={list.data?.length === 0}
      emptyText="还没有照片数字人。上传一张正脸照片，就能生成一个会说话的专属数字人。"
      minHeight={120}
    >
      <SimpleGrid cols={GRID_COLS}>
        {list.data?.map((avatar) => (
          <PhotoAvatarCard key={avatar.personaBizId} avatar={avatar} onDeleted={onDeleted} />
        ))}
      </SimpleGrid>
    </QueryState>
  );
}

function PhotoAvatarCard({ avatar, onDeleted }: { avatar: PhotoAvatar; onDeleted(): void }) {
  return (
    <Card component="article" withBorder padding="sm" aria-label={avatar.name}>
      <Stack align="center" gap={6}>
        <Image src={avatar.summaryImage} alt={`${avatar.name}的肖像`} w={96} h={96} radius="md" fit="cover" />
        <Text fw={600} ta="center" lineClamp={1}>
          {avatar.name}
        </Text>
        <Text fz="xs" c="dimmed" ta="center">
          {likenessLine(avatar.likenessConfirmedBy, avatar.likenessConfirmedAt)}
        </Text>
        <DeletePhotoAvatarButton avatar={avatar} onDeleted={onDeleted} />
      </Stack>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} role="status" aria-label="加载中">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={196} radius="md" />
      ))}
    </SimpleGrid>
  );
}
