import { useState } from 'react';
import { Anchor, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { LicenceAppId } from '@portal/contracts';
import { Link, useParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import { formatDate } from '../shell/licence-rules';
import { CompanyStatusBadge } from './CompanyStatusBadge';
import {
  DeleteCompanyDialog,
  GiftPackageDialog,
  GrantLicenceDialog,
  OfflinePaymentDialog,
  ResumeDialog,
  SuspendDialog,
} from './CompanyDialogs';
import { LicencesSection, MembersSection, QuotasSection, Section, UsageSection } from './CompanySections';
import { LoadFailure } from './LoadFailure';
import { OrdersTable } from './OrdersTable';
import { failureText } from './failure-text';

type Dialog = 'grant' | 'gift' | 'suspend' | 'resume' | 'offline' | 'delete' | null;

const BackToList = () => (
  <Anchor component={Link} to="/ops/companies" size="sm" w="fit-content">
    <Group gap={4}>
      <IconArrowLeft size={14} aria-hidden />
      企业列表
    </Group>
  </Anchor>
);

const DetailSkeleton = () => (
  <Stack gap="md" aria-busy="true" aria-label="正在加载企业">
    <BackToList />
    <Skeleton h={32} w={240} radius="sm" />
    <Skeleton h={16} w={320} radius="sm" />
    {['licences', 'quotas', 'members'].map((key) => (
      <Skeleton key={key} h={140} radius="md" />
    ))}
  </Stack>
);

/** One company (/ops/companies/:companyId): what it holds, who is in it, what it bought, and the operator's actions. */
export function CompanyDetailPage() {
  const { companyId = '' } = useParams();
  const utils = trpc.useUtils();
  const detail = trpc.ops.companyDetail.useQuery({ companyId }, silentCall);
  const revoke = trpc.ops.licenceRevoke.useMutation(silentCall);
  const [dialog, setDialog] = useState<Dialog>(null);
  /** The line a licence row's 续期 extends; the grant dialog opens with it chosen. */
  const [extendLine, setExtendLine] = useState<LicenceAppId | null>(null);

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError)
    return (
      <Stack gap="md">
        <BackToList />
        <LoadFailure what="企业" message={failureText(detail.error)} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  const { company, licences, quotas, users, orders, usage } = detail.data;

  /** 收回 confirms in a popover: a failure is toasted and rethrown so the popover stays open for a retry. */
  const revokeLine = async (appId: LicenceAppId) => {
    try {
      await revoke.mutateAsync({ companyId, appId });
      await Promise.all([utils.ops.companyDetail.invalidate(), utils.ops.companyList.invalidate()]);
      toast.success('授权已收回');
    } catch (error) {
      toast.error(failureText(error));
      throw error;
    }
  };
  const closeDialog = () => setDialog(null);

  return (
    <Stack gap="md">
      <BackToList />
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} miw={0}>
          <Group gap="sm">
            <Title order={2}>{company.displayName}</Title>
            <CompanyStatusBadge status={company.status} />
          </Group>
          <Text size="sm" c="dimmed">
            超管 {company.adminEmail ?? '—'} · 创建于 {formatDate(company.createdAt)}
          </Text>
          {company.status === 'suspended' && (
            <Text size="sm" c="red">
              暂停原因：{company.suspendedReason || '—'}
            </Text>
          )}
          {company.status === 'deleting' && company.deleteAfter && (
            <Text size="sm" c="red">
              已注销：数据将于 {formatDate(company.deleteAfter)} 永久删除，此前可恢复
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
            <>
              <Button variant="subtle" color="red" onClick={() => setDialog('suspend')}>
                暂停企业
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
                注销企业
              </Button>
            </>
          ) : (
            <Button variant="light" color="teal" onClick={() => setDialog('resume')}>
              恢复企业
            </Button>
          )}
        </Group>
      </Group>
      <LicencesSection
        licences={licences}
        onRevoke={revokeLine}
        onExtend={(appId) => {
          setExtendLine(appId);
          setDialog('grant');
        }}
      />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <QuotasSection quotas={quotas} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <UsageSection usage={usage} />
        </Grid.Col>
      </Grid>
      <MembersSection users={users} />
      <Section title="订单">
        <OrdersTable orders={orders} loading={false} error={null} onRetry={() => undefined} showCompany={false} />
      </Section>
      {dialog === 'grant' && (
        <GrantLicenceDialog
          companyId={companyId}
          initialLine={extendLine}
          onClose={() => {
            setExtendLine(null);
            closeDialog();
          }}
        />
      )}
      {dialog === 'gift' && <GiftPackageDialog companyId={companyId} onClose={closeDialog} />}
      {dialog === 'suspend' && <SuspendDialog companyId={companyId} onClose={closeDialog} />}
      {dialog === 'resume' && <ResumeDialog companyId={companyId} onClose={closeDialog} />}
      {dialog === 'offline' && <OfflinePaymentDialog companyId={companyId} onClose={closeDialog} />}
      {dialog === 'delete' && (
        <DeleteCompanyDialog companyId={companyId} companyName={company.displayName} onClose={closeDialog} />
      )}
    </Stack>
  );
}
