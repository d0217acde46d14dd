import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  FileButton,
  Group,
  Image,
  Loader,
  Modal,
  Pagination,
  Progress,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { MATERIAL_IMAGE_TYPES, MATERIAL_VIDEO_TYPES } from '@portal/contracts';
import { checkMaterials, formatDuration, LIBRARY_AUDIO_TYPES } from './upload-rules';
import { useUploads, type UploadItem } from './use-uploads';

type MediaItem = RouterOutputs['media']['mediaQueryBatch']['list'][number];
export type LibraryTab = 'video' | 'image' | 'audio' | 'document';
export type { MediaItem };

const PAGE_SIZE = 12;
const TABS: { value: LibraryTab; label: string }[] = [
  { value: 'video', label: '视频' },
  { value: 'image', label: '图片' },
  { value: 'audio', label: '音频' },
  { value: 'document', label: '文档' },
];
const ACCEPT = [...MATERIAL_IMAGE_TYPES, ...MATERIAL_VIDEO_TYPES, ...LIBRARY_AUDIO_TYPES].map((t) => `.${t}`).join(',');
/** While a video is still being probed or transcoded, the list asks again this often. */
const PROCESSING_POLL_MS = 2_000;

interface Props {
  opened: boolean;
  onClose(): void;
  /** When given, items can be chosen (the editor's resource selection); otherwise the library is managed. */
  onPick?(item: MediaItem): void;
  /** The tab the library opens on. */
  initialTab?: LibraryTab;
}

/**
 * The media library (001 §7, 002 §3): video, image and document tabs, search on Enter, paging, upload
 * with per-file progress, cancel and retry, rename and delete. Closing it cancels unfinished uploads.
 */
export function MediaLibraryModal({ opened, onClose, onPick, initialTab = 'video' }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="素材库" size="xl" centered>
      {opened && <MediaLibrary onPick={onPick} initialTab={initialTab} />}
    </Modal>
  );
}

function MediaLibrary({ onPick, initialTab }: { onPick?: Props['onPick']; initialTab: LibraryTab }) {
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<LibraryTab>(initialTab);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = trpc.media.mediaQueryBatch.useQuery(
    {
      mediaType: tab,
      pageIndex: page,
      pageSize: PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(tab === 'video' ? { supportedFileTypes: ['mp4'] } : {}),
    },
    {
      placeholderData: (previous) => previous,
      refetchInterval: (query) =>
        query.state.data?.list.some((m) => m.transcodeStage === 'queued' || m.transcodeStage === 'processing')
          ? PROCESSING_POLL_MS
          : false,
    },
  );
  const uploads = useUploads(() => void utils.media.mediaQueryBatch.invalidate());
  const remove = trpc.media.del.useMutation({ onSuccess: () => void utils.media.mediaQueryBatch.invalidate() });
  const rename = trpc.media.updateName.useMutation({ onSuccess: () => void utils.media.mediaQueryBatch.invalidate() });
  const [deleting, setDeleting] = useState<MediaItem | null>(null);

  const pick = (files: File[]) => {
    const active = uploads.items.filter((it) => it.status !== 'done' && it.status !== 'failed').length;
    const { accepted, warnings } = checkMaterials(files, active, true);
    for (const warning of warnings) toast.error(warning);
    if (accepted.length > 0) uploads.start(accepted);
  };
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Tabs
          value={tab}
          onChange={(v) => {
            setTab((v as LibraryTab) ?? 'video');
            setPage(1);
          }}
        >
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap="xs">
          <TextInput
            size="xs"
            placeholder="搜索素材名称，回车确认"
            aria-label="搜索素材"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                setSearch(draft.trim());
                setPage(1);
              }
            }}
          />
          <FileButton onChange={pick} accept={ACCEPT} multiple>
            {(props) => (
              <Button size="xs" {...props}>
                上传素材
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {uploads.items.length > 0 && (
        <Stack gap={6} aria-label="上传列表">
          {uploads.items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              onCancel={uploads.cancel}
              onRetry={uploads.retry}
              onDismiss={uploads.dismiss}
            />
          ))}
        </Stack>
      )}
      {list.isLoading ? (
        <Center h={240}>
          <Loader aria-label="素材加载中" />
        </Center>
      ) : total === 0 ? (
        <Center h={240}>
          <Text c="dimmed">{search ? '没有找到相关素材' : '暂无素材，点击“上传素材”添加'}</Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="素材列表">
          {(list.data?.list ?? []).map((item) => (
            <MediaCard
              key={item.mediaId}
              item={item}
              onPick={onPick}
              onDelete={() => setDeleting(item)}
              onRename={(title) => rename.mutate({ id: item.mediaId, title })}
            />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="删除素材"
        message={`确定删除“${deleting?.title ?? ''}”吗？删除后不可恢复。`}
        confirmLabel="删除"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { mediaId: deleting.mediaId },
            {
              onSuccess: () => {
                setDeleting(null);
                toast.success('删除成功');
              },
            },
          )
        }
      />
    </Stack>
  );
}

function UploadRow({
  item,
  onCancel,
  onRetry,
  onDismiss,
}: {
  item: UploadItem;
  onCancel(id: number): void;
  onRetry(id: number): void;
  onDismiss(id: number): void;
}) {
  const percent = Math.round(item.progress * 100);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="upload-row" data-status={item.status}>
      <Text size="xs" w={160} truncate title={item.file.name}>
        {item.file.name}
      </Text>
      {item.durationMs !== null && (
        <Text size="xs" c="dimmed" aria-label={`${item.file.name} 时长 ${formatDuration(item.durationMs)}`}>
          {formatDuration(item.durationMs)}
        </Text>
      )}
      <Progress
        value={percent}
        color={item.status === 'failed' ? 'red' : item.status === 'done' ? 'green' : 'blue'}
        style={{ flex: 1 }}
        aria-label={`${item.file.name} 上传进度 ${percent}%`}
      />
      <Text size="xs" w={110} c={item.status === 'failed' ? 'red' : 'dimmed'}>
        {item.status === 'failed'
          ? item.error
          : item.status === 'done'
            ? '上传完成'
            : item.status === 'probing'
              ? '读取中…'
              : item.status === 'registering'
                ? '处理中…'
                : `${percent}%`}
      </Text>
      {item.status === 'failed' && (
        <Button size="compact-xs" variant="light" onClick={() => onRetry(item.id)}>
          重试
        </Button>
      )}
      {item.status === 'probing' || item.status === 'uploading' || item.status === 'registering' ? (
        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onCancel(item.id)}>
          取消
        </Button>
      ) : (
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={`移除 ${item.file.name}`}
          onClick={() => onDismiss(item.id)}
        >
          ×
        </ActionIcon>
      )}
    </Group>
  );
}

interface CardProps {
  item: MediaItem;
  onPick?: (item: MediaItem) => void;
  onDelete(): void;
  onRename(title: string): void;
}

function MediaCard({ item, onPick, onDelete, onRename }: CardProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const picture = item.thumbnailImageUrl ?? item.posterUrl ?? (item.mediaType === 'image' ? item.url : null);
  const processing = item.transcodeStage === 'queued' || item.transcodeStage === 'processing';
  const commit = () => {
    const title = editing?.trim() ?? '';
    if (title && title !== item.title) onRename(title);
    setEditing(null);
  };
  return (
    <Card withBorder padding={6} data-testid="media-card" aria-label={item.title}>
      <Card.Section pos="relative">
        {picture ? (
          <Image src={picture} alt="" h={100} fit="cover" />
        ) : (
          <Center h={100} bg="gray.1">
            <Text size="xs" c="dimmed">
              {item.fileType.toUpperCase()}
            </Text>
          </Center>
        )}
        {(item.mediaType === 'video' || item.mediaType === 'audio') && (
          <Badge
            pos="absolute"
            right={4}
            bottom={4}
            size="xs"
            color="dark"
            aria-label={`时长 ${formatDuration(item.durationMs)}`}
          >
            {formatDuration(item.durationMs)}
          </Badge>
        )}
        {processing && (
          <Badge pos="absolute" left={4} top={4} size="xs">
            处理中
          </Badge>
        )}
        {item.transcodeStage === 'failed' && (
          <Tooltip label={item.failReason ?? '处理失败'}>
            <Badge pos="absolute" left={4} top={4} size="xs" color="red">
              处理失败
            </Badge>
          </Tooltip>
        )}
      </Card.Section>
      {editing === null ? (
        <Text size="xs" mt={4} truncate title={item.title}>
          {item.title}
        </Text>
      ) : (
        <TextInput
          size="xs"
          mt={4}
          aria-label="素材名称"
          value={editing}
          maxLength={100}
          autoFocus
          onChange={(e) => setEditing(e.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setEditing(null);
          }}
        />
      )}
      <Group gap={4} mt={4} justify="flex-end">
        {onPick && (
          <Button size="compact-xs" onClick={() => onPick(item)} disabled={processing}>
            选择
          </Button>
        )}
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setEditing(item.title)}
          aria-label={`重命名 ${item.title}`}
        >
          重命名
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete} aria-label={`删除 ${item.title}`}>
          删除
        </Button>
      </Group>
    </Card>
  );
}
