import { useState } from 'react';
import { ModalForm } from './ModalForm';
import { Anchor, Button, Group, Modal, Pagination, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterOutputs } from '../../lib/trpc';
import { CompanyStatusBadge } from './CompanyStatusBadge';
import { ListView, type Column } from './ListView';
import { formatDate } from '../shell/licence-rules';
import { formatDateTime } from '../tasks/format';
import { yuan } from './format';
import { failureText } from './failure-text';
import { useConsoleForm } from './use-console-form';

type CompanyRow = RouterOutputs['ops']['companyList']['list'][number];
const PAGE_SIZE = 20;

/** 企业 (/ops/companies): search, filter and open companies; 新建企业 makes one with its 超管. */
export function CompaniesPage() {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [status, setStatus] = useState<'all' | 'active' | 'suspended'>('all');
  const [pageIndex, setPageIndex] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = trpc.ops.companyList.useQuery(
    {
      keyword: debounced,
      pageIndex,
      pageSize: PAGE_SIZE,
      ...(status === 'all' ? {} : { status }),
    },
    { ...silentCall, placeholderData: (previous) => previous },
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const filtered = debounced !== '' || status !== 'all';
  const columns: Column<CompanyRow>[] = [
    {
      label: '企业名称',
      primary: true,
      render: (c) => (
        <Anchor component={Link} to={`/ops/companies/${c.id}`} fw={500}>
          {c.displayName}
        </Anchor>
      ),
    },
    { label: '超管邮箱', render: (c) => c.adminEmail ?? '—' },
    { label: '用户数', render: (c) => c.userCount },
    { label: '授权到期', render: (c) => (c.licenceEndTime ? formatDate(c.licenceEndTime) : '暂无授权') },
    { label: '累计收入', render: (c) => yuan(c.paidFen) },
    { label: '状态', render: (c) => <CompanyStatusBadge status={c.status} /> },
    { label: '创建时间', render: (c) => formatDateTime(c.createdAt) },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>企业</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          新建企业
        </Button>
      </Group>
      <Group gap="sm">
        <TextInput
          aria-label="搜索企业名称"
          placeholder="搜索企业名称"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setPageIndex(1);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <SegmentedControl
          aria-label="企业状态"
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPageIndex(1);
          }}
          data={[
            { value: 'all', label: '全部' },
            { value: 'active', label: '正常' },
            { value: 'suspended', label: '已暂停' },
          ]}
        />
      </Group>
      <ListView
        rows={list.data?.list}
        columns={columns}
        rowKey={(c) => c.id}
        loading={list.isPending}
        error={list.error ? failureText(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={filtered ? '没有符合条件的企业' : '还没有企业，点击「新建企业」开始'}
        label="企业列表"
      />
      {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} />}
      {creating && <CreateCompanyDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}

type Fields = { displayName: string; adminName: string; adminEmail: string };

function CreateCompanyDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.ops.companyCreate.useMutation(silentCall);
  const {
    values: fields,
    failure,
    input,
    submit,
  } = useConsoleForm<Fields>({
    displayName: '',
    adminName: '',
    adminEmail: '',
  });
  const createCompany = () =>
    submit(async () => {
      const made = await create.mutateAsync(fields);
      await utils.ops.companyList.invalidate();
      toast.success(`企业已创建，激活邮件已发送至 ${fields.adminEmail.trim()}`);
      void navigate(`/ops/companies/${made.companyId}`);
    });
  return (
    <Modal opened onClose={onClose} title="新建企业" centered>
      <ModalForm onSubmit={createCompany} failure={failure} busy={create.isPending} submitLabel="创建">
        <TextInput label="企业名称" maxLength={50} data-autofocus {...input('displayName')} />
        <TextInput label="超管姓名" maxLength={20} {...input('adminName')} />
        <TextInput
          label="超管邮箱"
          type="email"
          description="超管将收到激活邮件，3 天内设置密码"
          {...input('adminEmail')}
        />
      </ModalForm>
    </Modal>
  );
}
