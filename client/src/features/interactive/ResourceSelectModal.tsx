import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { DOCUMENT_FILE_TYPES } from '@portal/contracts';
import { trpc, type RouterOutputs } from '../../lib/trpc';

/** A card's works as card.worksList answers them: videos (showType 1) or documents (showType 2). */
type CardWork = RouterOutputs['card']['worksList'][number];
export type CardVideo = Extract<CardWork, { taskId: unknown }>;
export type CardDocument = Extract<CardWork, { documentId: unknown }>;
export const isCardVideo = (work: CardWork): work is CardVideo => 'taskId' in work;
export const isCardDocument = (work: CardWork): work is CardDocument => 'documentId' in work;
const isCardDocumentType = (type: string): type is CardDocument['documentType'] =>
  (DOCUMENT_FILE_TYPES as readonly string[]).includes(type);

/**
 * The resource selection modal (002 §2): a video tab (finished broadcast videos, source 1) and a
 * document tab (knowledge documents, source 1); what is already on the card starts ticked.
 */
export function ResourceSelectModal({
  opened,
  videos,
  documents,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  videos: CardVideo[];
  documents: CardDocument[];
  onClose(): void;
  onConfirm(videos: CardVideo[], documents: CardDocument[]): void;
}) {
  const tasks = trpc.videoTask.getTaskList.useQuery(
    { pageIndex: 1, pageSize: 100, displayStatus: 'Finished' },
    { enabled: opened },
  );
  const docs = trpc.document.documentQuery.useQuery({ pageIndex: 1, pageSize: 100 }, { enabled: opened });
  const [videoIds, setVideoIds] = useState<string[]>(videos.map((v) => String(v.taskId)));
  const [documentIds, setDocumentIds] = useState<string[]>(documents.map((d) => String(d.documentId)));
  const taskList = (tasks.data?.records ?? []).filter((t) => t.videoUrl);
  // A card shows office and PDF documents only (works/save refuses other types).
  const docList = (docs.data?.list ?? []).flatMap((d) =>
    isCardDocumentType(d.documentType) ? [{ ...d, documentType: d.documentType }] : [],
  );
  const confirm = () => {
    const chosenVideos: CardVideo[] = taskList
      .filter((t) => videoIds.includes(t.bizId))
      .map((t) => ({
        taskId: t.bizId,
        name: t.title,
        updateTime: new Date(t.finishTime ?? t.createTime).toISOString(),
        sourceType: 1,
        result: { videoUrl: t.videoUrl!, ...(t.thumbnailUrl ? { videoThumbnailImageUrl: t.thumbnailUrl } : {}) },
      }));
    const chosenDocs: CardDocument[] = docList
      .filter((d) => documentIds.includes(d.documentId))
      .map((d) => ({
        documentId: d.documentId,
        documentUrl: d.documentUrl,
        documentName: d.documentName,
        documentType: d.documentType,
        sourceType: 1,
      }));
    onConfirm(chosenVideos, chosenDocs);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="选择资源" size={718} centered>
      <Tabs defaultValue="video">
        <Tabs.List>
          <Tabs.Tab value="video">视频</Tabs.Tab>
          <Tabs.Tab value="document">文档</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="video" pt="sm">
          {taskList.length === 0 ? (
            <Text c="dimmed" size="sm">
              暂无已完成的播报视频
            </Text>
          ) : (
            <Checkbox.Group value={videoIds} onChange={setVideoIds}>
              <Stack gap={6}>
                {taskList.map((t) => (
                  <Checkbox key={t.bizId} value={t.bizId} label={t.title} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="document" pt="sm">
          {docList.length === 0 ? (
            <Text c="dimmed" size="sm">
              暂无文档
            </Text>
          ) : (
            <Checkbox.Group value={documentIds} onChange={setDocumentIds}>
              <Stack gap={6}>
                {docList.map((d) => (
                  <Checkbox key={d.documentId} value={d.documentId} label={`${d.documentName}.${d.documentType}`} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button onClick={confirm}>确认</Button>
      </Group>
    </Modal>
  );
}
