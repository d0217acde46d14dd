import stackedTable from '../../../components/StackedTable.module.css';
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { QueryState } from '../../../components/QueryState';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth/use-session';
import { OrgDetailDrawer } from './OrgDetailDrawer';
import { OrgDialog } from './OrgDialog';
import { OrgUserDialog } from './OrgUserDialog';
import { QuotaEditDialog } from './QuotaEditDialog';
import { ReviewPanel } from './ReviewPanel';

type Org = RouterOutputs['organization']['organizationView']['list'][number];
type OrgUser = RouterOutputs['orgUser']['usersView']['list'][number];
const PAGE_SIZE = 10;

/** 组织管理 (000 §2 organizationManage; 002 §7): organisations, their users and quotas, video review. */
export function OrganizationManage() {
  const companyLevel = useCurrentUser().data?.manageCenter?.orgId === null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        组织管理
      </Title>
      <Tabs defaultValue="orgs" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orgs">组织</Tabs.Tab>
          <Tabs.Tab value="users">组织用户</Tabs.Tab>
          <Tabs.Tab value="review">视频审核</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orgs" pt="md">
          <OrgList companyLevel={companyLevel} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <OrgUserList />
        </Tabs.Panel>
        <Tabs.Panel value="review" pt="md">
          <ReviewPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function OrgList({ companyLevel }: { companyLevel: boolean }) {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ org: Org | null } | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const list = trpc.organization.organizationView.useQuery({
    pageIndex: page,
    pageSize: PAGE_SIZE,
    keyword: search || undefined,
  });
  const remove = trpc.organization.organizationDelete.useMutation();
  const total = list.data?.total ?? 0;

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <TextInput
          placeholder="搜索组织名称，回车搜索"
          w={260}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              setPage(1);
              setSearch(keyword.trim());
            }
          }}
        />
        {companyLevel && <Button onClick={() => setEditing({ org: null })}>新建组织</Button>}
      </Group>
      <QueryState
        query={list}
        empty={list.data?.list.length === 0}
        emptyText={search ? '没有找到匹配的组织' : '还没有组织，先新建一个吧'}
      >
        <Table className={stackedTable.stacked} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>组织名称</Table.Th>
              <Table.Th>描述</Table.Th>
              <Table.Th>成员</Table.Th>
              <Table.Th>管理员</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.list.map((o) => (
              <Table.Tr key={o.orgId}>
                <Table.Td data-label="组织名称" fw={600}>
                  {o.name}
                </Table.Td>
                <Table.Td data-label="描述">
                  <Text fz="sm" c="dimmed" lineClamp={1}>
                    {o.description || '—'}
                  </Text>
                </Table.Td>
                <Table.Td data-label="成员">{o.userCount}</Table.Td>
                <Table.Td data-label="管理员">{o.managerNames.join('、') || '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" onClick={() => setDetail(o.orgId)}>
                      详情
                    </Button>
                    {companyLevel && (
                      <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ org: o })}>
                        编辑
                      </Button>
                    )}
                    {companyLevel && (
                      <ConfirmAction
                        label="删除"
                        message={`确定删除组织「${o.name}」吗？`}
                        onConfirm={async () => {
                          await remove.mutateAsync({ orgId: o.orgId });
                          toast.success('组织已删除');
                          await utils.organization.invalidate();
                        }}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {total > PAGE_SIZE && (
          <Pagination mt="sm" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        )}
      </QueryState>
      <OrgDialog opened={editing !== null} org={editing?.org ?? null} onClose={() => setEditing(null)} />
      <OrgDetailDrawer orgId={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}

function OrgUserList() {
  const utils = trpc.useUtils();
  const me = useCurrentUser().data?.id;
  const [page, setPage] = useState(1);
  const [orgId, setOrgId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ user: OrgUser | null } | null>(null);
  const [quotaOf, setQuotaOf] = useState<OrgUser | null>(null);
  const orgs = trpc.organization.organizationView.useQuery({ pageIndex: 1, pageSize: 100 });
  const list = trpc.orgUser.usersView.useQuery({
    pageIndex: page,
    pageSize: PAGE_SIZE,
    orgId: orgId ?? undefined,
    keyword: search || undefined,
  });
  const remove = trpc.orgUser.usersDelete.useMutation();
  const total = list.data?.total ?? 0;

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Group>
          <Select
            placeholder="全部组织"
            clearable
            w={200}
            data={(orgs.data?.list ?? []).map((o) => ({ value: o.orgId, label: o.name }))}
            value={orgId}
            onChange={(v) => {
              setOrgId(v);
              setPage(1);
            }}
            aria-label="按组织筛选"
          />
          <TextInput
            placeholder="搜索姓名、邮箱或手机号"
            w={240}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                setPage(1);
                setSearch(keyword.trim());
              }
            }}
          />
        </Group>
        <Button onClick={() => setEditing({ user: null })} disabled={(orgs.data?.total ?? 0) === 0}>
          新建用户
        </Button>
      </Group>
      <QueryState query={list} empty={list.data?.list.length === 0} emptyText="暂无组织用户">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>姓名</Table.Th>
              <Table.Th>组织</Table.Th>
              <Table.Th>邮箱</Table.Th>
              <Table.Th>手机号</Table.Th>
              <Table.Th>状态</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.list.map((u) => (
              <Table.Tr key={u.userId}>
                <Table.Td>
                  {u.displayName}{' '}
                  {u.isManager && (
                    <Badge size="xs" variant="light">
                      管理员
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{u.orgName}</Table.Td>
                <Table.Td>{u.email ?? '—'}</Table.Td>
                <Table.Td>{u.phoneNumber ?? '—'}</Table.Td>
                <Table.Td>
                  {u.locked ? (
                    <Badge color="red" variant="light">
                      已锁定
                    </Badge>
                  ) : u.emailConfirmed ? (
                    <Badge color="green" variant="light">
                      已激活
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      待激活
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ user: u })}>
                      编辑
                    </Button>
                    <Button size="compact-xs" variant="subtle" onClick={() => setQuotaOf(u)}>
                      额度
                    </Button>
                    {u.userId !== me && (
                      <ConfirmAction
                        label="删除"
                        message={`确定删除用户「${u.displayName}」吗？删除后该账号将无法登录。`}
                        onConfirm={async () => {
                          await remove.mutateAsync({ userId: u.userId });
                          toast.success('用户已删除');
                          await utils.orgUser.invalidate();
                          await utils.organization.organizationView.invalidate();
                        }}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {total > PAGE_SIZE && (
          <Pagination mt="sm" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        )}
      </QueryState>
      <OrgUserDialog
        opened={editing !== null}
        user={editing?.user ?? null}
        defaultOrgId={orgId}
        onClose={() => setEditing(null)}
      />
      <QuotaEditDialog
        userId={quotaOf?.userId ?? null}
        userName={quotaOf?.displayName ?? ''}
        onClose={() => setQuotaOf(null)}
      />
    </Card>
  );
}
