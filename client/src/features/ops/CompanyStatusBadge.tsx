import { Badge } from '@mantine/core';
import type { RouterOutputs } from '../../lib/trpc';

type CompanyStatus = RouterOutputs['ops']['companyList']['list'][number]['status'];

/**
 * Keyed by string rather than by the status union: the server's statuses grow (company deletion,
 * decision 0038's grace period), and an unknown one still shows, as itself, in grey.
 */
const STATUS_LOOK: Readonly<Record<string, { label: string; color: string }>> = {
  active: { label: '正常', color: 'green' },
  suspended: { label: '已暂停', color: 'red' },
  deleting: { label: '注销中', color: 'gray' },
};

/** A company's state as the list and its page show it. */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  const look = STATUS_LOOK[status] ?? { label: status, color: 'gray' };
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
