import { Badge, Button, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { workbenchPath } from '../tasks/workbench-path';
import { editorPath, MODE_LABELS } from './talk-types';

const when = (t: string | Date | undefined) => (t ? new Date(t).toLocaleString('zh-CN', { hour12: false }) : '');

/** /home/project: the company's projects of both lines, broadcast videos and interactive digital humans, newest first. */
export function ProjectManagePage() {
  const videos = trpc.studio.studioList.useQuery({ pageIndex: 1, pageSize: 50 });
  const talks = trpc.talkProject.projectList.useQuery({ pageIndex: 1, pageSize: 50 });
  const rows = [
    ...(videos.data?.list ?? []).map((p) => ({
      id: p.id,
      title: p.title,
      line: '数字播报',
      state: p.status === 'saved' ? '已保存' : '草稿',
      updateTime: p.updateTime,
      to: workbenchPath(p.id),
    })),
    ...(talks.data?.list ?? []).map((p) => ({
      id: p.projectId,
      title: p.title,
      line: `数字互动 · ${MODE_LABELS[p.publishType]}`,
      state: p.visibility ? '已发布' : '未发布',
      updateTime: p.updateTime,
      to: editorPath(p),
    })),
  ].sort((a, b) => new Date(b.updateTime ?? 0).getTime() - new Date(a.updateTime ?? 0).getTime());
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} size="h3">
          项目管理
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">暂无项目</Text>
        ) : (
          <Table striped aria-label="项目列表">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>名称</Table.Th>
                <Table.Th>业务线</Table.Th>
                <Table.Th>状态</Table.Th>
                <Table.Th>更新时间</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.title}</Table.Td>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{r.state}</Badge>
                  </Table.Td>
                  <Table.Td>{when(r.updateTime)}</Table.Td>
                  <Table.Td>
                    <Button component={Link} to={r.to} size="xs" variant="light">
                      编辑
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
