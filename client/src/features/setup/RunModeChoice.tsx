import { Radio, Stack, Text } from '@mantine/core';
import { LICENCE_APP_NAMES } from '@portal/contracts';
import type { RouterOutputs } from '../../lib/trpc';
import { formatAmount, quotaLabel } from '../manageCenter/quota-labels';

export type OneCompanyGrant = NonNullable<RouterOutputs['auth']['checkSetupToken']['oneCompany']>;

/** A quota line as the benefit board names it: the video quota in 点, which a render draws by resolution. */
const quotaLine = (q: OneCompanyGrant['quotas'][number]) => {
  const label = quotaLabel(q);
  return `${label.name} ${formatAmount(q.amount, label.unit)}`;
};

const years = (days: number) => (days % 365 === 0 ? `${days / 365} 年` : `${days} 天`);

export type RunMode = 'oneCompany' | 'platform';

const chosenStyle = (chosen: boolean) => ({
  border: `1px solid var(--mantine-color-${chosen ? 'blue-4' : 'gray-3'})`,
  borderRadius: 8,
});

/**
 * How the install runs (decision 0025, issue 27). One company: what it holds comes from the
 * install's configuration and is shown before the administrator commits to it. Platform: the
 * link creates the operator, who creates companies and grants their licences in /ops.
 */
export function RunModeChoice({
  grant,
  mode,
  onChange,
}: {
  grant: OneCompanyGrant | null;
  mode: RunMode;
  onChange: (mode: RunMode) => void;
}) {
  return (
    <Radio.Group label="运行方式" value={mode} onChange={(value) => onChange(value as RunMode)}>
      <Stack
        gap={6}
        mt={6}
        p="sm"
        style={chosenStyle(mode === 'oneCompany')}
        bg={mode === 'oneCompany' ? 'blue.0' : undefined}
      >
        <Radio value="oneCompany" label="一家企业自用" description="本平台只服务这一家企业，企业拥有全部功能" />
        {grant && mode === 'oneCompany' && (
          <Stack gap={2} pl={30}>
            <Text fz="xs">
              授权（线下开通，{years(grant.licenceDays)}）：
              {grant.appIds.map((id) => LICENCE_APP_NAMES[id as keyof typeof LICENCE_APP_NAMES] ?? id).join('、')}
            </Text>
            <Text fz="xs" c="dimmed">
              资源额度：{grant.quotas.map(quotaLine).join('，')}
            </Text>
          </Stack>
        )}
      </Stack>
      <Stack
        gap={6}
        mt={8}
        p="sm"
        style={chosenStyle(mode === 'platform')}
        bg={mode === 'platform' ? 'blue.0' : undefined}
      >
        <Radio
          value="platform"
          label="平台运营"
          description="创建平台运营方账号：在运营中心（/ops）开通企业、授予授权、处理订单与品牌"
        />
      </Stack>
    </Radio.Group>
  );
}
