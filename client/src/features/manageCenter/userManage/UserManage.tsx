import { useState } from 'react';
import { Badge, Button, Card, Group, Pagination, Stack, Table, TextInput, Title } from '@mantine/core';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { QueryState } from '../../../components/QueryState';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth/use-session';
import { CompanyUserDialog } from './CompanyUserDialog';
import stackedTable from '../../../components/StackedTable.module.css';

type CompanyUser = RouterOutputs['companyUser']['userList']['list'][number];
/** 002 §9: the company user list pages by 8. */
const PAGE_SIZE = 8;

/** 用户管理 (000 §2 userManage; 002 §7 company users): list, add, edit, delete, lock, unlock, mails. */
export function UserManage() {
  const utils = trpc.useUtils();
  const me = useCurrentUser().data;
  const isSuper = me?.roles.some((r) => r.name === '超管') ?? false;
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ user: CompanyUser | null } | null>(null);
  const list = trpc.companyUser.userList.useQuery({
    pageIndex: page,
    pageSize: PAGE_SIZE,
    keyword: search || undefined,
  });
  const lock = trpc.companyUser.lockoutUser.useMutation();
  const unlock = trpc.companyUser.unLockoutUser.useMutation();
  const remove = trpc.companyUser.deleteUser.useMutation();
  const confirmMail = trpc.companyUser.sendConfirmationEmail.useMutation();
  const resetMail = trpc.auth.vipSendPasswordResetEmail.useMutation();
  const refresh = () => utils.companyUser.userList.invalidate();
  const total = list.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        用户管理
      </Title>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <TextInput
            placeholder="搜索姓名、邮箱或手机号，回车搜索"
            w={300}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                setPage(1);
                setSearch(keyword.trim());
              }
            }}
          />
          <Button onClick={() => setEditing({ user: null })}>添加用户</Button>
        </Group>
        <QueryState
          query={list}
          empty={list.data?.list.length === 0}
          emptyText={search ? '没有找到匹配的用户' : '暂无用户'}
        >
          <Table className={stackedTable.stacked} striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>姓名</Table.Th>
                <Table.Th>邮箱</Table.Th>
                <Table.Th>手机号</Table.Th>
                <Table.Th>角色</Table.Th>
                <Table.Th>状态</Table.Th>
                <Table.Th>操作</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.list.map((u) => {
                const self = u.id === me?.id;
                return (
                  <Table.Tr key={u.id} aria-label={u.displayName}>
                    <Table.Td data-label="姓名">{u.displayName}</Table.Td>
                    <Table.Td data-label="邮箱">{u.email ?? '—'}</Table.Td>
                    <Table.Td data-label="手机号">{u.phoneNumber ?? '—'}</Table.Td>
                    <Table.Td data-label="角色">{u.roles.length > 0 ? u.roles.join('、') : '成员'}</Table.Td>
                    <Table.Td data-label="状态">
                      {u.locked ? (
                        <Badge color="red" variant="light">
                          已锁定
                        </Badge>
                      ) : u.emailConfirmed ? (
                        <Badge color="green" variant="light">
                          正常
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light">
                          待激活
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ user: u })}>
                          编辑
                        </Button>
                        {!self &&
                          (u.locked ? (
                            <ConfirmAction
                              label="解锁"
                              color="blue"
                              message={`确定解锁「${u.displayName}」吗？`}
                              onConfirm={async () => {
                                await unlock.mutateAsync({ id: u.id });
                                toast.success('已解锁');
                                await refresh();
                              }}
                            />
                          ) : (
                            <ConfirmAction
                              label="锁定"
                              color="orange"
                              message={`确定锁定「${u.displayName}」吗？锁定后该用户将无法登录。`}
                              onConfirm={async () => {
                                await lock.mutateAsync({ id: u.id });
                                toast.success('已锁定');
                                await refresh();
                              }}
                            />
                          ))}
                        {u.email &&
                          (u.emailConfirmed ? (
                            <ConfirmAction
                              label="重置密码"
                              color="blue"
                              message={`向 ${u.email} 发送重置密码邮件？`}
                              onConfirm={async () => {
                                await resetMail.mutateAsync({ email: u.email! });
                                toast.success('重置密码邮件已发送');
                              }}
                            />
                          ) : (
                            <ConfirmAction
                              label="发送激活邮件"
                              color="blue"
                              message={`向 ${u.email} 重新发送激活邮件？`}
                              onConfirm={async () => {
                                await confirmMail.mutateAsync({ id: u.id });
                                toast.success('激活邮件已发送');
                              }}
                            />
                          ))}
                        {!self && (
                          <ConfirmAction
                            label="删除"
                            message={`确定删除「${u.displayName}」吗？删除后该账号将无法登录。`}
                            onConfirm={async () => {
                              await remove.mutateAsync({ userId: u.id });
                              toast.success('用户已删除');
                              await refresh();
                            }}
                          />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {total > PAGE_SIZE && (
            <Pagination mt="sm" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
          )}
        </QueryState>
      </Card>
      <CompanyUserDialog
        opened={editing !== null}
        user={editing?.user ?? null}
        canGrantSuper={isSuper}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
