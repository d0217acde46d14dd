import { useEffect } from 'react';
import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { QueryState } from '../../components/QueryState';
import { useLicences, useQuota } from '../auth/use-session';
import { openPayWall } from './pay-wall-store';
import { formatAmount, quotaLabel } from '../manageCenter/quota-labels';
import { isAmountQuota, LICENCE_APP_NAMES } from '@portal/contracts';

const APP_NAMES: Record<number, string> = LICENCE_APP_NAMES;
const STATUS: Record<string, [string, string]> = {
  valid: ['生效中', 'green'],
  overdue: ['已到期', 'red'],
  'not valid': ['未开通', 'gray'],
};

/**
 * 会员中心 (/home/member, /home/memberDetails; 000 §2): the company's licences and remaining quota,
 * with the pay-wall to buy more. /home/member opens the pay-wall at once (it is the member entry);
 * the details page leaves it closed.
 */
export function MemberPage({ openOnLoad = true }: { openOnLoad?: boolean }) {
  const licences = useLicences();
  const quota = useQuota();
  useEffect(() => {
    if (openOnLoad) openPayWall();
  }, [openOnLoad]);
  const quotas = (quota.data ?? []).filter((q) => isAmountQuota(q.quotaType));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            会员中心
          </Title>
          <Group>
            <Button component={Link} to="/home/manageCenter/orderCenter" variant="default">
              我的订单
            </Button>
            <Button color="orange" onClick={openPayWall}>
              开通 / 续费会员
            </Button>
          </Group>
        </Group>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            会员权益
          </Title>
          <QueryState query={licences} empty={(licences.data?.licenses.length ?? 0) === 0}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {licences.data?.licenses.map((l) => {
                const [label, color] = STATUS[l.status] ?? ['未开通', 'gray'];
                return (
                  <Card key={l.appId} withBorder padding="sm" opacity={l.status === 'valid' ? 1 : 0.7}>
                    <Text fw={600}>{APP_NAMES[l.appId] ?? l.appId}</Text>
                    <Badge color={color} variant="light" mt={4}>
                      {label}
                    </Badge>
                    {l.endTime && (
                      <Text fz="xs" c="dimmed" mt={4}>
                        到期：{new Date(l.endTime).toLocaleDateString('zh-CN')}
                      </Text>
                    )}
                  </Card>
                );
              })}
            </SimpleGrid>
          </QueryState>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            剩余额度
          </Title>
          <QueryState query={quota} empty={quotas.length === 0} emptyText="暂无额度">
            <SimpleGrid cols={{ base: 2, md: 3 }}>
              {quotas.map((q) => {
                const { name, unit } = quotaLabel(q);
                return (
                  <div key={q.resourceCode}>
                    <Text fz="sm" c="dimmed">
                      {name}
                    </Text>
                    <Text fw={700}>
                      {formatAmount(q.remaining, unit)} / {formatAmount(q.total, unit)}
                    </Text>
                  </div>
                );
              })}
            </SimpleGrid>
          </QueryState>
        </Card>
      </Stack>
    </Container>
  );
}

export const MemberDetailsPage = () => <MemberPage openOnLoad={false} />;
