import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-session';
import {
  isCardDocument,
  isCardVideo,
  ResourceSelectModal,
  type CardDocument,
  type CardVideo,
} from './ResourceSelectModal';

/** The card resource editor (002 §3, §7 works/list and works/save): videos and documents shown on the card. */
export function CardResourceEditor({ projectId }: { projectId: string }) {
  const utils = trpc.useUtils();
  const user = useCurrentUser().data;
  const videos = trpc.card.worksList.useQuery({ projectId, showType: 1 });
  const documents = trpc.card.worksList.useQuery({ projectId, showType: 2 });
  const save = trpc.card.save.useMutation({
    onSuccess: () => {
      toast.success('名片资源已保存');
      void utils.card.worksList.invalidate();
      setPicking(false);
    },
  });
  const [picking, setPicking] = useState(false);
  const videoList: CardVideo[] = (videos.data ?? []).filter(isCardVideo);
  const documentList: CardDocument[] = (documents.data ?? []).filter(isCardDocument);
  const store = (v: CardVideo[], d: CardDocument[]) =>
    save.mutate({
      userId: user?.id ?? '',
      companyId: user?.company?.id ?? '',
      projectId,
      videoList: v,
      documentList: d,
    });
  return (
    <Stack gap={6} component="section" aria-labelledby="card-resources-title">
      <Group justify="space-between">
        <Title order={2} size="h5" id="card-resources-title">
          名片资源
        </Title>
        <Button size="xs" variant="light" onClick={() => setPicking(true)}>
          选择资源
        </Button>
      </Group>
      {videoList.length + documentList.length === 0 && (
        <Text size="sm" c="dimmed">
          尚未添加视频或文档
        </Text>
      )}
      {videoList.map((v) => (
        <Group key={v.taskId} gap="xs">
          <Text size="sm">视频 · {v.name}</Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() =>
              store(
                videoList.filter((x) => x.taskId !== v.taskId),
                documentList,
              )
            }
          >
            移除
          </Button>
        </Group>
      ))}
      {documentList.map((d) => (
        <Group key={d.documentId} gap="xs">
          <Text size="sm">文档 · {d.documentName}</Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() =>
              store(
                videoList,
                documentList.filter((x) => x.documentId !== d.documentId),
              )
            }
          >
            移除
          </Button>
        </Group>
      ))}
      {picking && (
        <ResourceSelectModal
          opened
          videos={videoList}
          documents={documentList}
          onClose={() => setPicking(false)}
          onConfirm={store}
        />
      )}
    </Stack>
  );
}
