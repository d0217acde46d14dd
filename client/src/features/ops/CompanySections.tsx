import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ConfirmAction } from '../../components/ConfirmAction';
import type { LicenceAppId } from '@portal/contracts';
import type { RouterOutputs } from '../../lib/trpc';
import { formatAmount, usedPercent } from '../manageCenter/quota-labels';
import { formatDate } from '../shell/licence-rules';
import {
  isLicenceLine,
  LICENCE_SOURCE_LABELS,
  LICENCE_STATE_LOOK,
  licenceRows,
  lineName,
  minutes,
  roleNames,
} from './format';
import { ListView, type Column } from './ListView';

type Detail = RouterOutputs['ops']['companyDetail'];
type LicenceRow = ReturnType<typeof licenceRows<Detail['licences'][number]>>[number];
type Member = Detail['users'][number];

/** One block of the company page, titled so a screen reader can jump between them. */
export const Section = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
    <Group justify="space-between" mb="sm">
      <Title order={3} fz="md">
        {title}
      </Title>
      {action}
    </Group>
    {children}
  </Paper>
);

/** The list is the page's own answer, already loaded: no loading or error state of its own. */
const loaded = { loading: false, error: null, onRetry: () => undefined } as const;

export function LicencesSection({
  licences,
  onRevoke,
  onExtend,
}: {
  licences: Detail['licences'];
  onRevoke: (appId: LicenceAppId) => Promise<unknown>;
  /** Opens the grant dialog for that line: a grant extends from the current end. */
  onExtend: (appId: LicenceAppId) => void;
}) {
  const columns: Column<LicenceRow>[] = [
    { label: '产品线', render: (r) => lineName(r.licence.appId), primary: true },
    { label: '来源', render: (r) => LICENCE_SOURCE_LABELS[r.licence.source] },
    { label: '开始', render: (r) => formatDate(r.licence.startTime) },
    { label: '到期', render: (r) => formatDate(r.licence.endTime) },
    {
      label: '状态',
      render: (r) => (
        <Badge color={LICENCE_STATE_LOOK[r.state].color} variant="light">
          {LICENCE_STATE_LOOK[r.state].label}
        </Badge>
      ),
    },
    {
      label: '操作',
      render: ({ licence: { appId }, revocable }) =>
        revocable && isLicenceLine(appId) ? (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" onClick={() => onExtend(appId)} aria-label={`续期${lineName(appId)}`}>
              续期
            </Button>
            <ConfirmAction
              label="收回"
              message={`「${lineName(appId)}」所有未到期的授权将在此刻结束，企业立即无法使用该产品线。`}
              onConfirm={() => onRevoke(appId)}
            />
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            —
          </Text>
        ),
    },
  ];
  return (
    <Section title="授权">
      <ListView
        rows={licenceRows(licences)}
        columns={columns}
        rowKey={(r) => `${r.licence.appId}-${r.licence.startTime.getTime()}-${r.licence.endTime.getTime()}`}
        empty="暂无授权：点击「授予授权」开通产品线"
        label="授权"
        {...loaded}
      />
    </Section>
  );
}

export function QuotasSection({ quotas }: { quotas: Detail['quotas'] }) {
  return (
    <Section title="资源额度">
      {quotas.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          暂无资源额度：点击「赠送资源」或登记线下付款后发放
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {quotas.map((q) => (
            <Stack key={q.resourceCode} gap={4} role="group" aria-label={q.resourceName}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{q.resourceName}</Text>
                <Text size="sm" c="dimmed" ta="right">
                  已用 {formatAmount(q.used, q.resourceUnit)} / {formatAmount(q.capacity, q.resourceUnit)}
                </Text>
              </Group>
              <Progress value={usedPercent(q.used, q.capacity)} size="sm" aria-hidden />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

export function MembersSection({ users }: { users: Detail['users'] }) {
  const columns: Column<Member>[] = [
    { label: '姓名', render: (u) => u.displayName, primary: true },
    { label: '邮箱', render: (u) => u.email ?? '—' },
    { label: '角色', render: (u) => roleNames(u.roles) },
    {
      label: '状态',
      render: (u) => (
        <Badge color={u.activated ? 'green' : 'yellow'} variant="light">
          {u.activated ? '已激活' : '待激活'}
        </Badge>
      ),
    },
    { label: '加入时间', render: (u) => formatDate(u.createdAt) },
  ];
  return (
    <Section
      title="成员"
      action={
        <Text size="sm" c="dimmed">
          共 {users.length} 人
        </Text>
      }
    >
      <ListView rows={users} columns={columns} rowKey={(u) => u.id} empty="暂无成员" label="成员" {...loaded} />
    </Section>
  );
}

export function UsageSection({ usage }: { usage: Detail['usage'] }) {
  return (
    <Section title="用量">
      <SimpleGrid cols={2}>
        {[
          ['生成视频', `${usage.videos.toLocaleString('zh-CN')} 个`],
          ['视频时长', minutes(usage.videoSeconds / 60)],
        ].map(([label, value]) => (
          <Stack key={label} gap={2} role="group" aria-label={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="lg">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
