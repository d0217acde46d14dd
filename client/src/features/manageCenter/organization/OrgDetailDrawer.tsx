import { Badge, Drawer, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { QueryState } from '../../../components/QueryState';
import { trpc } from '../../../lib/trpc';
import { formatAmount, quotaLabel } from '../quota-labels';

/** An organisation's detail: its quota shares, digital employees (personal styles) and voices. */
export function OrgDetailDrawer({ orgId, onClose }: { orgId: string | null; onClose: () => void }) {
  const enabled = orgId !== null;
  const detail = trpc.organization.organizationViewDetail.useQuery({ orgId: orgId ?? '' }, { enabled });
  const personals = trpc.organization.personalsView.useQuery({ orgId: orgId ?? '' }, { enabled });
  const voices = trpc.organization.organizationVoicesView.useQuery({ orgId: orgId ?? '' }, { enabled });
  return (
    <Drawer
      opened={enabled}
      onClose={onClose}
      position="right"
      size="lg"
      title="组织详情"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      <QueryState query={detail}>
        {detail.data && (
          <Stack>
            <Group>
              <Text fw={700} fz="lg">
                {detail.data.name}
              </Text>
              <Badge variant="light">{detail.data.userCount} 名成员</Badge>
            </Group>
            <Text c="dimmed">{detail.data.description || '暂无描述'}</Text>
            <Text fz="sm">管理员：{detail.data.managerNames.join('、') || '未设置'}</Text>
            <Tabs defaultValue="quotas">
              <Tabs.List>
                <Tabs.Tab value="quotas">额度与上限</Tabs.Tab>
                <Tabs.Tab value="personals">数字员工</Tabs.Tab>
                <Tabs.Tab value="voices">音色</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="quotas" pt="sm">
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>资源</Table.Th>
                      <Table.Th>已分配</Table.Th>
                      <Table.Th>成员已用</Table.Th>
                      <Table.Th>可分配上限</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {detail.data.quotas.map((q) => {
                      const { name, unit } = quotaLabel(q);
                      return (
                        <Table.Tr key={q.resourceCode}>
                          <Table.Td>{name}</Table.Td>
                          <Table.Td>{formatAmount(q.capacity, unit)}</Table.Td>
                          <Table.Td>{formatAmount(q.used, unit)}</Table.Td>
                          <Table.Td>{formatAmount(q.limit, unit)}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Tabs.Panel>
              <Tabs.Panel value="personals" pt="sm">
                <QueryState query={personals} empty={personals.data?.list.length === 0} emptyText="暂无数字员工">
                  <Stack gap={4}>
                    {personals.data?.list.map((p) => (
                      <Text key={p.personaBizId} fz="sm">
                        {p.name} · {p.industry}
                      </Text>
                    ))}
                  </Stack>
                </QueryState>
              </Tabs.Panel>
              <Tabs.Panel value="voices" pt="sm">
                <QueryState query={voices} empty={voices.data?.list.length === 0} emptyText="暂无音色">
                  <Stack gap={4}>
                    {voices.data?.list.map((v) => (
                      <Text key={v.voiceBizId} fz="sm">
                        {v.name}（{v.gender === 'female' ? '女声' : '男声'}）
                      </Text>
                    ))}
                  </Stack>
                </QueryState>
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
