import { useState } from 'react';
import { Code, Pagination, Stack, Title } from '@mantine/core';
import { silentCall, trpc, type RouterOutputs } from '../../lib/trpc';
import { ListView, type Column } from './ListView';
import { formatDateTime } from '../tasks/format';
import { failureText } from './failure-text';
import { auditTargetLabel } from './format';

type Row = RouterOutputs['ops']['auditList']['list'][number];
const PAGE_SIZE = 30;

/** 审计日志 (/ops/audit): every change an operator made, newest first. */
export function AuditPage() {
  const [pageIndex, setPageIndex] = useState(1);
  const audit = trpc.ops.auditList.useQuery(
    { pageIndex, pageSize: PAGE_SIZE },
    { ...silentCall, placeholderData: (previous) => previous },
  );
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / PAGE_SIZE));
  const columns: Column<Row>[] = [
    { label: '时间', render: (r) => formatDateTime(r.createdAt) },
    { label: '运营人员', render: (r) => r.operatorEmail },
    { label: '操作', render: (r) => <Code>{r.action}</Code> },
    { label: '对象', render: auditTargetLabel },
    { label: '摘要', render: (r) => r.summary, primary: true },
    { label: 'IP', render: (r) => r.ip || '—' },
  ];
  return (
    <Stack gap="md">
      <Title order={2}>审计日志</Title>
      <ListView
        rows={audit.data?.list}
        columns={columns}
        rowKey={(r) => r.id}
        loading={audit.isPending}
        error={audit.error ? failureText(audit.error) : null}
        onRetry={() => void audit.refetch()}
        empty="还没有操作记录"
        label="审计日志"
      />
      {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} />}
    </Stack>
  );
}
