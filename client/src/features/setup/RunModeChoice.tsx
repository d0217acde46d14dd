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

/**
 * How the install runs (decision 0025). One company is the only mode so far: what it holds comes
 * from the install's configuration and is shown before the administrator commits to it. A platform
 * of many companies needs the operator console and is not offered until it exists.
 */
export function RunModeChoice({ grant }: { grant: OneCompanyGrant | null }) {
  return (
    <Radio.Group label="运行方式" value="oneCompany">
      <Stack
        gap={6}
        mt={6}
        p="sm"
        style={{ border: '1px solid var(--mantine-color-blue-4)', borderRadius: 8 }}
        bg="blue.0"
      >
        <Radio value="oneCompany" label="一家企业自用" description="本平台只服务这一家企业，企业拥有全部功能" />
        {grant && (
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
    </Radio.Group>
  );
}
