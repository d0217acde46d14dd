import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconHistory,
  IconPlus,
  IconQrcode,
  IconSearch,
  IconSwitchHorizontal,
  IconShieldOff,
  IconTrash,
} from '@tabler/icons-react';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { ActivationDialog } from './ActivationDialog';
import { MoveDialog } from './MoveDialog';
import { RegisterDialog } from './RegisterDialog';
import { TalkLogDrawer } from './TalkLogDrawer';

const PAGE_SIZE = 10;
type Device = RouterOutputs['device']['snCodeList']['list'][number];
type Confirm = { kind: 'revoke' | 'remove'; device: Device };

const STATUS = {
  online: { color: 'green', label: '在线' },
  offline: { color: 'gray', label: '离线' },
  none: { color: 'yellow', label: '未激活' },
  revoked: { color: 'red', label: '授权已收回' },
} as const;

const statusOf = (d: Device) =>
  d.tokenStatus === 'active' ? (d.online ? STATUS.online : STATUS.offline) : STATUS[d.tokenStatus];

/**
 * 设备管理 (issue 29): the company's all-in-one machines. A machine is registered by serial number
 * for one cte project, activated by scanning a QR code on it (a short token exchanged once for
 * the device token), its conversations read in its talk log, and its token revoked at once.
 */
export function DeviceManage() {
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [registering, setRegistering] = useState(false);
  const [activating, setActivating] = useState<Device | null>(null);
  const [logOf, setLogOf] = useState<Device | null>(null);
  const [moving, setMoving] = useState<Device | null>(null);
  const [confirming, setConfirming] = useState<Confirm | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.device.snCodeList.useQuery(
    { pageIndex, pageSize: PAGE_SIZE, search: search.trim() || undefined },
    { refetchInterval: 15_000 },
  );
  const done = (text: string) => {
    toast.success(text);
    setConfirming(null);
    void utils.device.snCodeList.invalidate();
  };
  const revoke = trpc.device.revoke.useMutation({ onSuccess: () => done('已收回授权，设备已退出') });
  const remove = trpc.device.remove.useMutation({ onSuccess: () => done('设备已删除') });

  const rows = list.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          设备管理
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setRegistering(true)}>
          登记设备
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        一体机按序列号登记，每台运行一个大屏（一体机）项目。点击“激活二维码”，在一体机上扫码即可免登录运行数字人；收回授权后设备立即退出。
      </Text>
      {list.data && !list.data.recogniser && (
        <Alert color="yellow" title="未配置语音识别" data-testid="no-recogniser">
          一体机将使用“轻触开始”的方式对话，唤醒词暂不可用。配置语音识别服务后即可用唤醒词免触控唤醒。
        </Alert>
      )}
      <TextInput
        aria-label="搜索设备"
        placeholder="搜索序列号或名称"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPageIndex(1);
        }}
        maw={320}
      />

      {list.isError ? (
        <Alert color="red" title="设备加载失败">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{list.error.message}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void list.refetch()}>
              重试
            </Button>
          </Group>
        </Alert>
      ) : list.isLoading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="加载中" />
        </Group>
      ) : rows.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <IconDeviceDesktop size={40} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text size="sm" c="dimmed">
            {search ? '没有匹配的设备' : '还没有登记一体机，点击“登记设备”开始'}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs" aria-label="设备列表">
          {rows.map((device) => (
            <DeviceCard
              key={device.id}
              device={device}
              onActivate={() => setActivating(device)}
              onLog={() => setLogOf(device)}
              onMove={() => setMoving(device)}
              onRevoke={() => setConfirming({ kind: 'revoke', device })}
              onRemove={() => setConfirming({ kind: 'remove', device })}
            />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} />}

      <RegisterDialog opened={registering} onClose={() => setRegistering(false)} />
      <ActivationDialog device={activating} onClose={() => setActivating(null)} />
      <TalkLogDrawer device={logOf} onClose={() => setLogOf(null)} />
      <MoveDialog device={moving} onClose={() => setMoving(null)} />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.kind === 'revoke' ? '收回授权' : '删除设备'}
        message={
          confirming?.kind === 'revoke'
            ? `确定收回「${confirming.device.name || confirming.device.snCode}」的授权吗？设备将立即退出，需重新扫码激活。`
            : `确定删除「${confirming?.device.name || confirming?.device.snCode}」吗？对话记录一并删除，设备名额将退回。`
        }
        confirmLabel={confirming?.kind === 'revoke' ? '收回' : '删除'}
        loading={revoke.isPending || remove.isPending}
        onConfirm={() => {
          if (!confirming) return;
          const input = { deviceId: confirming.device.id };
          if (confirming.kind === 'revoke') revoke.mutate(input);
          else remove.mutate(input);
        }}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

function DeviceCard(props: {
  device: Device;
  onActivate: () => void;
  onLog: () => void;
  onMove: () => void;
  onRevoke: () => void;
  onRemove: () => void;
}) {
  const { device } = props;
  const status = statusOf(device);
  return (
    <Paper withBorder p="md" radius="md" data-testid="device-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{device.name || '未命名设备'}</Text>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Text size="sm" ff="monospace">
            SN {device.snCode}
          </Text>
          <Text size="xs" c="dimmed">
            运行项目：{device.projectTitle || '—'}
            {device.lastSeenAt ? ` · 最近在线 ${new Date(device.lastSeenAt).toLocaleString('zh-CN')}` : ''}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" leftSection={<IconQrcode size={14} />} onClick={props.onActivate}>
            激活二维码
          </Button>
          <Button size="xs" variant="default" leftSection={<IconHistory size={14} />} onClick={props.onLog}>
            对话记录
          </Button>
          <Button size="xs" variant="default" leftSection={<IconSwitchHorizontal size={14} />} onClick={props.onMove}>
            更换项目
          </Button>
          <Button
            size="xs"
            variant="default"
            color="orange"
            leftSection={<IconShieldOff size={14} />}
            disabled={device.tokenStatus !== 'active'}
            onClick={props.onRevoke}
          >
            收回授权
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={props.onRemove}>
            删除
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
