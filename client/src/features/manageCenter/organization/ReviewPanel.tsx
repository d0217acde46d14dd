import { useState } from 'react';
import { Badge, Button, Group, Modal, Pagination, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { QueryState } from '../../../components/QueryState';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

type Status = 'pending' | 'approved' | 'returned' | 'all';
const LABELS: Record<Exclude<Status, 'all'>, [string, string]> = {
  pending: ['待审核', 'gray'],
  approved: ['审核通过', 'green'],
  returned: ['已退回', 'red'],
};
const PAGE_SIZE = 10;

/** 视频审核 (002 §7 /organization/review*): approve a member's finished video or return it with a reason. */
export function ReviewPanel() {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [returning, setReturning] = useState<{ id: string; title: string } | null>(null);
  const [reason, setReason] = useState('');
  const list = trpc.review.organizationReview.useQuery({ pageIndex: page, pageSize: PAGE_SIZE, status });
  const approve = trpc.review.organizationReviewSubmit.useMutation();
  const giveBack = trpc.review.taskEdit.useMutation();
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v as Status);
          setPage(1);
        }}
        data={[
          { value: 'pending', label: '待审核' },
          { value: 'approved', label: '已通过' },
          { value: 'returned', label: '已退回' },
          { value: 'all', label: '全部' },
        ]}
        w="fit-content"
      />
      <QueryState query={list} empty={list.data?.list.length === 0} emptyText="暂无需要审核的视频">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>视频</Table.Th>
              <Table.Th>成员</Table.Th>
              <Table.Th>组织</Table.Th>
              <Table.Th>时长</Table.Th>
              <Table.Th>状态</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.list.map((t) => (
              <Table.Tr key={t.videoCreationTaskId}>
                <Table.Td>{t.title}</Table.Td>
                <Table.Td>{t.userName}</Table.Td>
                <Table.Td>{t.orgName}</Table.Td>
                <Table.Td>{t.durationMs ? `${Math.round(t.durationMs / 1000)} 秒` : '—'}</Table.Td>
                <Table.Td>
                  <Badge color={LABELS[t.reviewStatus][1]} variant="light">
                    {LABELS[t.reviewStatus][0]}
                  </Badge>
                  {t.reason && (
                    <Text fz="xs" c="dimmed">
                      {t.reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <ConfirmAction
                      label="通过"
                      color="green"
                      message={`确定审核通过「${t.title}」吗？`}
                      onConfirm={async () => {
                        await approve.mutateAsync({ videoCreationTaskId: t.videoCreationTaskId });
                        toast.success('已审核通过');
                        await utils.review.invalidate();
                      }}
                    />
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        setReason('');
                        setReturning({ id: t.videoCreationTaskId, title: t.title });
                      }}
                    >
                      退回
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {total > PAGE_SIZE && <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />}
      </QueryState>
      <Modal
        opened={returning !== null}
        onClose={() => setReturning(null)}
        title={`退回「${returning?.title ?? ''}」`}
        closeButtonProps={{ 'aria-label': '关闭' }}
      >
        <Stack>
          <Textarea
            label="退回原因"
            required
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReturning(null)}>
              取消
            </Button>
            <Button
              color="red"
              disabled={!reason.trim()}
              loading={giveBack.isPending}
              onClick={async () => {
                await giveBack.mutateAsync({ videoCreationTaskId: returning!.id, reason: reason.trim() });
                toast.success('已退回');
                setReturning(null);
                await utils.review.invalidate();
              }}
            >
              退回
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
