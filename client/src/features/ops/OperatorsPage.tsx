import { useState } from 'react';
import { ModalForm } from './ModalForm';
import { Badge, Button, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { accountRuleMessages, OPERATOR_NAME_MAX } from '@portal/contracts';
import { ConfirmAction } from '../../components/ConfirmAction';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterOutputs } from '../../lib/trpc';
import { ListView, type Column } from './ListView';
import { formatDateTime } from '../tasks/format';
import { failureText } from './failure-text';
import { confirmProblem } from './operator-forms';
import { useConsoleForm } from './use-console-form';

type Operator = RouterOutputs['ops']['operatorList'][number];
type OperatorForm = { email: string; displayName: string; password: string; confirm: string };

const who = (o: Operator) => `${o.displayName}（${o.email}）`;

/**
 * 运营人员 (/ops/operators): who runs the platform. An operator adds a colleague with a first
 * password, and 停用 signs one out at once; nobody can disable themselves, so the console always
 * keeps someone who can sign in.
 */
export function OperatorsPage() {
  const utils = trpc.useUtils();
  const operators = trpc.ops.operatorList.useQuery({}, silentCall);
  const setDisabled = trpc.ops.operatorSetDisabled.useMutation(silentCall);
  const [adding, setAdding] = useState(false);

  /** 停用 or 启用: its refusal is toasted and the popover stays open to retry or cancel. */
  const toggle = (o: Operator) => async () => {
    try {
      const saved = await setDisabled.mutateAsync({ operatorId: o.id, disabled: !o.disabled });
      utils.ops.operatorList.setData({}, (list) => list?.map((row) => (row.id === saved.id ? saved : row)));
      toast.success(`${who(o)}${saved.disabled ? '已停用' : '已启用'}`);
    } catch (error) {
      toast.error(failureText(error));
      throw error;
    }
  };

  const columns: Column<Operator>[] = [
    {
      label: '邮箱',
      primary: true,
      render: (o) => (
        <Group gap={6} wrap="nowrap">
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {o.email}
          </Text>
          {o.isYou && (
            <Badge size="sm" variant="light" color="blue">
              你
            </Badge>
          )}
        </Group>
      ),
    },
    { label: '姓名', render: (o) => o.displayName },
    {
      label: '状态',
      render: (o) => (
        <Badge color={o.disabled ? 'gray' : 'green'} variant="light">
          {o.disabled ? '已停用' : '正常'}
        </Badge>
      ),
    },
    { label: '创建时间', render: (o) => formatDateTime(o.createdAt) },
    {
      label: '操作',
      render: (o) => {
        if (o.isYou)
          return (
            <Text span size="xs" c="dimmed">
              当前账号
            </Text>
          );
        return o.disabled ? (
          <ConfirmAction
            label="启用"
            color="green"
            message={`启用后 ${who(o)} 可以用原密码登录运营中心。`}
            onConfirm={toggle(o)}
          />
        ) : (
          <ConfirmAction
            label="停用"
            message={`停用后 ${who(o)} 立即退出登录，且无法再登录运营中心；可随时重新启用。`}
            onConfirm={toggle(o)}
          />
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>运营人员</Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          添加运营人员
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        可登录运营中心的人员。新增时设置初始密码，请告知对方登录后在右上角「修改密码」；停用后对方立即退出登录。
      </Text>
      <ListView
        rows={operators.data}
        columns={columns}
        rowKey={(o) => o.id}
        loading={operators.isPending}
        error={operators.error ? failureText(operators.error) : null}
        onRetry={() => void operators.refetch()}
        empty="还没有运营人员"
        label="运营人员列表"
      />
      {adding && <AddOperatorDialog onClose={() => setAdding(false)} />}
    </Stack>
  );
}

/** 添加运营人员: e-mail, name and a first password typed twice; a refusal lands beside its field. */
function AddOperatorDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.ops.operatorCreate.useMutation(silentCall);
  const { values, failure, input, submit } = useConsoleForm<OperatorForm>({
    email: '',
    displayName: '',
    password: '',
    confirm: '',
  });
  const save = () =>
    submit(
      async () => {
        const { confirm: _confirm, ...request } = values;
        const made = await create.mutateAsync(request);
        await utils.ops.operatorList.invalidate();
        toast.success(`已添加运营人员 ${who(made)}`);
        onClose();
      },
      () => {
        const confirm = confirmProblem(values.password, values.confirm);
        return confirm ? { confirm } : {};
      },
    );
  return (
    <Modal opened onClose={onClose} title="添加运营人员" centered>
      <ModalForm onSubmit={save} failure={failure} busy={create.isPending} submitLabel="添加">
        <TextInput label="邮箱" type="email" autoComplete="off" data-autofocus {...input('email')} />
        <TextInput label="姓名" maxLength={OPERATOR_NAME_MAX} {...input('displayName')} />
        <PasswordInput
          label="初始密码"
          description={accountRuleMessages.passwordPolicy}
          autoComplete="new-password"
          maxLength={20}
          {...input('password')}
        />
        <PasswordInput label="确认初始密码" autoComplete="new-password" maxLength={20} {...input('confirm')} />
      </ModalForm>
    </Modal>
  );
}
