import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { ConfirmAction } from '../../components/ConfirmAction';
import { messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterOutputs } from '../../lib/trpc';
import { CompanyStatusBadge } from './CompaniesPage';
import { GiftPackageDialog, GrantLicenceDialog, OfflinePaymentDialog, SuspendDialog } from './CompanyDialogs';
import { ListView, type Column } from './ListView';
import { OrdersTable } from './OrdersTable';
import { dateOnly, LICENCE_SOURCE_LABELS, licenceLive, lineName } from './format';

type Detail = RouterOutputs['ops']['companyDetail'];
type Dialog = 'grant' | 'gift' | 'suspend' | 'offline' | null;

const Section = ({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) => (
  <Paper withBorder radius="md" p="md">
    <Group justify="space-between" mb="sm">
      <Title order={3} fz="md">
        {title}
      </Title>
      {action}
    </Group>
    {children}
  </Paper>
);

/** One company (/ops/companies/:companyId): what it holds, who is in it, what it bought, and the operator's actions. */
export function CompanyDetailPage() {
  const { companyId = '' } = useParams();
  const utils = trpc.useUtils();
  const detail = trpc.ops.companyDetail.useQuery({ companyId });
  const revoke = trpc.ops.licenceRevoke.useMutation(silentCall);
  const resume = trpc.ops.companyResume.useMutation(silentCall);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (detail.isPending) return <Loader aria-label="正在加载企业" />;
  if (detail.isError)
    return (
      <Alert color="red" role="alert" title="企业加载失败">
        <Group justify="space-between">
          <Text size="sm">{detail.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void detail.refetch()}>
            重试
          </Button>
        </Group>
      </Alert>
    );
  const { company, licences, quotas, users, orders, usage } = detail.data;

  /** Runs an action, saying what happened; a failure is toasted and rethrown so the confirm stays open. */
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      await Promise.all([utils.ops.companyDetail.invalidate(), utils.ops.companyList.invalidate()]);
      toast.success(done);
    } catch (error) {
      toast.error(messageOf(error));
      throw error;
    }
  };

  const licenceColumns: Column<Detail['licences'][number]>[] = [
    { label: '产品线', render: (l) => lineName(l.appId), hideOnCard: true },
    { label: '来源', render: (l) => LICENCE_SOURCE_LABELS[l.source] },
    { label: '开始', render: (l) => dateOnly(l.startTime) },
    { label: '到期', render: (l) => dateOnly(l.endTime) },
    {
      label: '状态',
      render: (l) =>
        licenceLive(l) ? (
          <Badge color="green" variant="light">
            生效中
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            已过期
          </Badge>
        ),
    },
    {
      label: '操作',
      render: (l) =>
        licenceLive(l) ? (
          <ConfirmAction
            label="收回"
            message={`「${lineName(l.appId)}」的有效授权将在此刻结束，企业立即无法使用该产品线。`}
            onConfirm={() =>
              act(() => revoke.mutateAsync({ companyId, appId: l.appId as 21 | 22 | 23 | 24 }), '已收回')
            }
          />
        ) : null,
    },
  ];
  const userColumns: Column<Detail['users'][number]>[] = [
    { label: '姓名', render: (u) => u.displayName, hideOnCard: true },
    { label: '邮箱', render: (u) => u.email ?? '—' },
    { label: '角色', render: (u) => u.roles.join('、') || '成员' },
    {
      label: '状态',
      render: (u) => (
        <Badge color={u.activated ? 'green' : 'yellow'} variant="light">
          {u.activated ? '已激活' : '待激活'}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/ops/companies" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          企业列表
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2}>{company.displayName}</Title>
            <CompanyStatusBadge status={company.status} />
          </Group>
          <Text size="sm" c="dimmed">
            超管 {company.adminEmail ?? '—'} · 创建于 {dateOnly(company.createdAt)}
          </Text>
          {company.status === 'suspended' && (
            <Text size="sm" c="red">
              暂停原因：{company.suspendedReason}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button onClick={() => setDialog('grant')}>授予授权</Button>
          <Button variant="light" onClick={() => setDialog('gift')}>
            赠送资源
          </Button>
          <Button variant="light" onClick={() => setDialog('offline')}>
            登记线下付款
          </Button>
          {company.status === 'active' ? (
            <Button variant="subtle" color="red" onClick={() => setDialog('suspend')}>
              暂停企业
            </Button>
          ) : (
            <ConfirmAction
              label="恢复企业"
              color="blue"
              message="恢复后企业成员可以重新登录。"
              onConfirm={() => act(() => resume.mutateAsync({ companyId }), '企业已恢复')}
            />
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[
          ['成员', `${users.length} 人`],
          ['生成视频', `${usage.videos} 个`],
          ['视频时长', `${Math.round(usage.videoSeconds / 60)} 分钟`],
          ['订单', `${orders.length} 笔`],
        ].map(([label, value]) => (
          <Paper key={label} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="lg">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Section title="授权">
        <ListView
          rows={licences}
          columns={licenceColumns}
          rowKey={(l) => `${l.appId}-${String(l.startTime)}-${String(l.endTime)}`}
          cardTitle={(l) => lineName(l.appId)}
          loading={false}
          error={null}
          onRetry={() => undefined}
          empty="暂无授权：点击「授予授权」开通产品线"
          label="授权"
        />
      </Section>
      <Section title="资源额度">
        {quotas.length === 0 ? (
          <Text c="dimmed" size="sm">
            暂无资源额度
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {quotas.map((q) => (
              <Stack key={q.resourceCode} gap={4} aria-label={q.resourceName}>
                <Group justify="space-between">
                  <Text size="sm">{q.resourceName}</Text>
                  <Text size="sm" c="dimmed">
                    已用 {q.used} / {q.capacity} {q.resourceUnit}
                  </Text>
                </Group>
                <Progress value={q.capacity > 0 ? Math.min(100, (q.used / q.capacity) * 100) : 0} size="sm" />
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section title="成员">
        <ListView
          rows={users}
          columns={userColumns}
          rowKey={(u) => u.id}
          cardTitle={(u) => u.displayName}
          loading={false}
          error={null}
          onRetry={() => undefined}
          empty="暂无成员"
          label="成员"
        />
      </Section>
      <Section title="订单">
        <OrdersTable orders={orders} loading={false} error={null} onRetry={() => undefined} showCompany={false} />
      </Section>
      {dialog === 'grant' && <GrantLicenceDialog companyId={companyId} onClose={() => setDialog(null)} />}
      {dialog === 'gift' && <GiftPackageDialog companyId={companyId} onClose={() => setDialog(null)} />}
      {dialog === 'suspend' && <SuspendDialog companyId={companyId} onClose={() => setDialog(null)} />}
      {dialog === 'offline' && <OfflinePaymentDialog companyId={companyId} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
