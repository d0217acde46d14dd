import { useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Loader, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Device = RouterOutputs['device']['snCodeList']['list'][number];
const PAGE_SIZE = 10;
const KIND = {
  chat: { color: 'blue', label: '问答' },
  wake: { color: 'teal', label: '唤醒' },
  greeting: { color: 'grape', label: '迎宾' },
} as const;

/** A machine's talk log: questions and answers, wakes and greetings, newest first, by date. */
export function TalkLogDrawer({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const [pageIndex, setPageIndex] = useState(1);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const log = trpc.device.getTalkLog.useQuery(
    {
      deviceId: device?.id ?? '',
      pageIndex,
      pageSize: PAGE_SIZE,
      startDate: startDate || undefined,
      endDate: endDate || undefined,
    },
    { enabled: device !== null, retry: false },
  );
  const rows = log.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / PAGE_SIZE));
  const onDate = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.currentTarget.value);
    setPageIndex(1);
  };

  return (
    <Drawer
      opened={device !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={`对话记录 · ${device?.name || device?.snCode || ''}`}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" align="flex-end">
          <TextInput type="date" label="开始日期" value={startDate} onChange={onDate(setStartDate)} w={170} />
          <TextInput type="date" label="结束日期" value={endDate} onChange={onDate(setEndDate)} w={170} />
          {(startDate || endDate) && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                setStartDate('');
                setEndDate('');
                setPageIndex(1);
              }}
            >
              清除
            </Button>
          )}
        </Group>
        {log.isError ? (
          <Alert color="red" title="对话记录加载失败">
            {log.error.message}
          </Alert>
        ) : log.isLoading ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label="加载中" />
          </Group>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xl">
            {startDate || endDate ? '这段时间没有对话' : '这台设备还没有对话'}
          </Text>
        ) : (
          <Stack gap="xs" aria-label="对话记录" data-testid="talk-log">
            <Text size="xs" c="dimmed">
              共 {log.data?.total} 条
            </Text>
            {rows.map((entry) => (
              <Paper key={entry.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs" mb={4}>
                  <Badge color={KIND[entry.kind].color} variant="light">
                    {KIND[entry.kind].label}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {new Date(entry.createTime).toLocaleString('zh-CN')}
                  </Text>
                </Group>
                {entry.question && (
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {entry.kind === 'wake' ? `听到：${entry.question}` : `问：${entry.question}`}
                  </Text>
                )}
                {entry.answer && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {entry.kind === 'greeting' ? entry.answer : `答：${entry.answer}`}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}
        {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} size="sm" />}
      </Stack>
    </Drawer>
  );
}
