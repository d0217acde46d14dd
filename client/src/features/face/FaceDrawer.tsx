import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconEdit,
  IconFileZip,
  IconPlus,
  IconSearch,
  IconShieldCheck,
  IconTrash,
  IconUserScan,
} from '@tabler/icons-react';
import { FACE_LIST_PAGE_SIZE, FACE_LIST_PAGE_SIZE_FALLBACK, faceMessages } from '@portal/contracts';
import { formatGreeting } from '@portal/workers/core/face/greeting';
import { toast } from '../../lib/toast';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { FaceBatchModal } from './FaceBatchModal';
import { FaceDataControls } from './FaceDataControls';
import { FaceUploadModal } from './FaceUploadModal';

type DeviceUser = RouterOutputs['face']['faceList']['list'][number];

const dateTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { dateStyle: 'short', timeStyle: 'short' });

/**
 * 人脸信息 (002 §1): the recognition switch, the enrolled faces three to a page with search, the
 * upload modal and the batch import. Each person shows their tags, greeting and consent record.
 */
export function FaceDrawer({ projectId, opened, onClose }: { projectId: string; opened: boolean; onClose(): void }) {
  const utils = trpc.useUtils();
  const [pageIndex, setPageIndex] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<DeviceUser | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);

  const faceSwitch = trpc.face.faceSwitchGet.useQuery(
    { projectId },
    { enabled: opened, trpc: { context: { silent: true } } },
  );
  const faces = trpc.face.faceList.useQuery(
    { projectId, pageIndex, pageSize: FACE_LIST_PAGE_SIZE, search: debounced || undefined },
    { enabled: opened, trpc: { context: { silent: true } } },
  );
  const refreshSwitch = () => void utils.face.faceSwitchGet.invalidate();
  const open = trpc.face.faceOpen.useMutation({ onSettled: refreshSwitch });
  // 002 §8: a failed close is shown as a success-style toast.
  const close = trpc.face.faceClose.useMutation({
    trpc: { context: { silent: true } },
    onError: () => toast.success(faceMessages.faceCloseFailed),
    onSettled: refreshSwitch,
  });
  const remove = trpc.face.faceDelete.useMutation({
    trpc: { context: { silent: true } },
    onError: () => toast.error(faceMessages.faceDeleteFailed),
    onSuccess: () => void utils.face.faceList.invalidate(),
  });

  const pageSize = faces.data?.pageSize || FACE_LIST_PAGE_SIZE_FALLBACK;
  const pages = Math.max(1, Math.ceil((faces.data?.total ?? 0) / pageSize));
  const on = faceSwitch.data?.faceSwitch ?? false;

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Text fw={600}>人脸信息</Text>}>
      <Stack gap="md">
        <Card withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <IconUserScan size={28} color="var(--mantine-color-blue-6)" aria-hidden />
              <div>
                <Text fw={600}>人脸识别</Text>
                <Text size="xs" c="dimmed">
                  开启后，一体机识别到已录入的人员会称呼其姓名问候；识别在设备上完成，画面不出设备。
                </Text>
              </div>
            </Group>
            <Switch
              aria-label="人脸识别开关"
              size="md"
              checked={on}
              disabled={faceSwitch.isLoading || faceSwitch.isError || open.isPending || close.isPending}
              onChange={(e) => (e.currentTarget.checked ? open : close).mutate({ projectId })}
            />
          </Group>
          {faceSwitch.isError && (
            <Text size="xs" c="red" mt={6}>
              {faceMessages.faceSwitchLoadFailed}
            </Text>
          )}
        </Card>

        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            placeholder="搜索姓名或标签"
            aria-label="搜索姓名或标签"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPageIndex(1);
            }}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setEditing(null);
              setUploadOpen(true);
            }}
          >
            上传人脸
          </Button>
          <Tooltip label="批量导入（zip）">
            <ActionIcon variant="default" size={36} aria-label="批量导入" onClick={() => setBatchOpen(true)}>
              <IconFileZip size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>

        {faces.isLoading && [0, 1, 2].map((i) => <Skeleton key={i} h={92} radius="md" />)}
        {faces.isError && (
          <Alert color="red" variant="light" role="alert">
            {faceMessages.faceListLoadFailed}
            <Button size="compact-xs" variant="subtle" ml="xs" onClick={() => void faces.refetch()}>
              重试
            </Button>
          </Alert>
        )}
        {faces.data && faces.data.list.length === 0 && (
          <Stack align="center" gap={4} py="xl">
            <IconUserScan size={40} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed" size="sm">
              {debounced ? '没有找到匹配的人员' : '还没有录入人脸，点击「上传人脸」添加'}
            </Text>
          </Stack>
        )}
        {faces.data?.list.map((u) => (
          <Card key={u.id} withBorder radius="md" p="sm" data-testid="face-item">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Avatar src={u.photoUrl || null} alt={u.name} size={64} radius="md" />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600}>{u.name}</Text>
                  {u.tags.map((t) => (
                    <Badge key={t} size="sm" variant="light" color={t === 'VIP' ? 'orange' : 'blue'}>
                      {t}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  问候语：「{formatGreeting(u.greeting, u.name, new Date().getHours())}」
                </Text>
                <Group gap={4}>
                  <IconShieldCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />
                  <Text size="xs" c="dimmed">
                    {u.consentBy} 已同意 · {dateTime(u.consentAt)}
                  </Text>
                </Group>
              </Stack>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`编辑 ${u.name}`}
                  onClick={() => {
                    setEditing(u);
                    setUploadOpen(true);
                  }}
                >
                  <IconEdit size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`删除 ${u.name}`}
                  loading={remove.isPending && remove.variables?.id === u.id}
                  onClick={() => {
                    if (window.confirm(`删除「${u.name}」的照片和人脸特征？删除后无法恢复。`))
                      remove.mutate({ id: u.id });
                  }}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={pageIndex} onChange={setPageIndex} size="sm" />
          </Group>
        )}
        {faces.data && (
          <Text size="xs" c="dimmed" ta="center">
            共 {faces.data.total} 人 · 照片与人脸特征加密保存，删除人员即同时删除
          </Text>
        )}
        <FaceDataControls />
      </Stack>
      <FaceUploadModal
        projectId={projectId}
        editing={editing}
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
      />
      <FaceBatchModal projectId={projectId} opened={batchOpen} onClose={() => setBatchOpen(false)} />
    </Drawer>
  );
}
