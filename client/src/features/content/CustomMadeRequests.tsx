import { useState } from 'react';
import { Badge, Button, Pagination, Table, Text } from '@mantine/core';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { CUSTOM_MADE_KIND_LABELS } from './custom-made-kinds';

type Request = { id: string; name: string; phone: string };

/** The custom digital-human requests, newest first (the operator's leads). */
export function CustomMadeRequests() {
  const [pageIndex, setPageIndex] = useState(1);
  const list = trpc.content.customMadeList.useQuery({ pageIndex, pageSize: 20 });
  const utils = trpc.useUtils();
  // A lead's name and phone are personal data: deleted for good when asked, or once handled.
  const [deleting, setDeleting] = useState<Request | null>(null);
  const remove = trpc.content.customMadeDelete.useMutation({
    onSuccess: async () => {
      toast.success('已删除');
      setDeleting(null);
      await utils.content.customMadeList.invalidate();
    },
  });
  if (list.isPending) return <Text size="sm">加载中…</Text>;
  if (list.isError) return <Text c="red">{list.error.message}</Text>;
  if (list.data.total === 0)
    return (
      <Text size="sm" c="dimmed">
        还没有定制需求。用户在“定制数字人”页提交后会显示在这里。
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>提交时间</Table.Th>
              <Table.Th>联系人</Table.Th>
              <Table.Th>手机号</Table.Th>
              <Table.Th>企业</Table.Th>
              <Table.Th>类型</Table.Th>
              <Table.Th>需求描述</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.list.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{new Date(r.createTime).toLocaleString('zh-CN')}</Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.phone}</Table.Td>
                <Table.Td>{r.companyName || '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{CUSTOM_MADE_KIND_LABELS[r.kind]}</Badge>
                </Table.Td>
                <Table.Td maw={280}>{r.scenario || '—'}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`删除 ${r.name} 的需求`}
                    onClick={() => setDeleting(r)}
                  >
                    删除
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={deleting !== null}
        title="删除定制需求"
        message={deleting ? `删除后，${deleting.name}（${deleting.phone}）的需求和联系方式将无法恢复。` : ''}
        confirmLabel="删除"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ ids: [deleting.id] })}
        onClose={() => setDeleting(null)}
      />
      {list.data.total > 20 && (
        <Pagination mt="sm" total={Math.ceil(list.data.total / 20)} value={pageIndex} onChange={setPageIndex} />
      )}
    </>
  );
}
