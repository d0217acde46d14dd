import { useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { ConfirmAction } from '../../components/ConfirmAction';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterOutputs } from '../../lib/trpc';
import { ListView, type Column } from './ListView';
import { formatDateTime } from '../tasks/format';
import { noticeState } from './format';
import { failureText } from './failure-text';

type Notice = RouterOutputs['ops']['noticeList'][number];

/** 公告 (/ops/notices): notices every company user is shown once, now or at a set time. */
export function NoticesPage() {
  const utils = trpc.useUtils();
  const notices = trpc.ops.noticeList.useQuery({}, silentCall);
  const publish = trpc.ops.noticeSave.useMutation(silentCall);
  const retract = trpc.ops.noticeRetract.useMutation(silentCall);
  const [message, setMessage] = useState('');
  const [level, setLevel] = useState<'success' | 'error'>('success');
  const [publishAt, setPublishAt] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    if (!message.trim()) return setFailure('请输入公告内容');
    try {
      await publish.mutateAsync({
        message: message.trim(),
        level,
        ...(publishAt ? { publishAt: new Date(publishAt) } : {}),
      });
      await utils.ops.noticeList.invalidate();
      setMessage('');
      setPublishAt('');
      toast.success(publishAt ? '公告已定时' : '公告已发布');
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const columns: Column<Notice>[] = [
    { label: '内容', render: (n) => n.message, primary: true },
    { label: '类型', render: (n) => (n.level === 'success' ? '通知' : '警示') },
    { label: '发布时间', render: (n) => formatDateTime(n.publishAt) },
    {
      label: '状态',
      render: (n) => {
        const state = noticeState(n);
        return (
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
        );
      },
    },
    {
      label: '操作',
      render: (n) =>
        n.retractedAt ? null : (
          <ConfirmAction
            label="撤回"
            message="撤回后尚未看到的用户不再收到这条公告。"
            onConfirm={async () => {
              try {
                await retract.mutateAsync({ noticeId: n.id });
                await utils.ops.noticeList.invalidate();
                toast.success('已撤回');
              } catch (error) {
                toast.error(failureText(error));
                throw error;
              }
            }}
          />
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>公告</Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Textarea
            label="公告内容"
            description="每位企业用户在页面上看到一次（发布后 30 天内）"
            maxLength={200}
            autosize
            minRows={2}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Group gap="md" align="flex-end">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                类型
              </Text>
              <SegmentedControl
                aria-label="类型"
                value={level}
                onChange={(v) => setLevel(v as 'success' | 'error')}
                data={[
                  { value: 'success', label: '通知' },
                  { value: 'error', label: '警示' },
                ]}
              />
            </Stack>
            <TextInput
              label="发布时间"
              type="datetime-local"
              description="留空则立即发布"
              value={publishAt}
              onChange={(e) => setPublishAt(e.currentTarget.value)}
            />
          </Group>
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group>
            <Button onClick={() => void submit()} loading={publish.isPending}>
              发布公告
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ListView
        rows={notices.data}
        columns={columns}
        rowKey={(n) => n.id}
        loading={notices.isPending}
        error={notices.error ? failureText(notices.error) : null}
        onRetry={() => void notices.refetch()}
        empty="还没有公告"
        label="公告列表"
      />
    </Stack>
  );
}
