import { useEffect, useState } from 'react';
import { Badge, Button, Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** 文档资料: which of the company's document folders the project answers from, and what they hold. */
export function DocumentsSection({ projectId }: { projectId: string }) {
  const utils = trpc.useUtils();
  const folders = trpc.document.folderQuery.useQuery({});
  const bound = trpc.document.projectQuery.useQuery({ projectId });
  const documents = trpc.document.queryByProject.useQuery({ projectId });
  const bind = trpc.document.bindProject.useMutation({
    onSuccess: () => {
      toast.success('绑定已保存，下次训练后生效');
      void utils.document.projectQuery.invalidate({ projectId });
      void utils.document.queryByProject.invalidate({ projectId });
    },
  });
  const [checked, setChecked] = useState<string[]>([]);
  const boundIds = (bound.data ?? []).map((f) => f.folderId);
  useEffect(() => {
    if (bound.data) setChecked(bound.data.map((f) => f.folderId));
  }, [bound.data]);
  const changed = checked.length !== boundIds.length || checked.some((id) => !boundIds.includes(id));
  const docs = documents.data ?? [];

  return (
    <Stack gap="sm" maw={720}>
      <Text size="sm" c="dimmed">
        绑定文件夹后，其中的文档会在下次训练时读入知识库，供大模型回答时参考。
      </Text>
      {folders.isLoading || bound.isLoading ? (
        <Loader size="sm" aria-label="加载中" />
      ) : (
        <Checkbox.Group label="文件夹" value={checked} onChange={setChecked}>
          <Stack gap={6} mt={6}>
            {(folders.data ?? []).map((f) => (
              <Checkbox key={f.folderId} value={f.folderId} label={`${f.name}（${f.documentCount}个文档）`} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Group>
        <Button
          size="xs"
          disabled={!changed}
          loading={bind.isPending}
          onClick={() => bind.mutate({ projectId, folderIds: checked })}
        >
          保存绑定
        </Button>
      </Group>
      <Title order={3} size="h6" mt="sm">
        项目文档
      </Title>
      {documents.isLoading ? (
        <Loader size="sm" aria-label="加载中" />
      ) : docs.length === 0 ? (
        <Text size="sm" c="dimmed">
          没有绑定文档
        </Text>
      ) : (
        <Table aria-label="项目文档" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>文档名称</Table.Th>
              <Table.Th w={100}>类型</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.map((d) => (
              <Table.Tr key={d.documentId}>
                <Table.Td>
                  <Text size="sm" truncate title={d.documentName}>
                    {d.documentName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {d.documentType ? (
                    <Badge size="sm" variant="light">
                      {d.documentType.toUpperCase()}
                    </Badge>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
