import { useState } from 'react';
import { ModalForm } from './ModalForm';
import { NewPasswordFields } from './NewPasswordFields';
import { Badge, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey, IconUserPlus } from '@tabler/icons-react';
import { OPERATOR_NAME_MAX } from '@portal/contracts';
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
type ResetForm = { password: string; confirm: string };

const who = (o: Operator) => `${o.displayName}（${o.email}）`;

/**
 * 运营人员 (/ops/operators): who runs the platform. An operator adds a colleague with a first
 * password, 重置密码 gives one who forgot theirs a new one, and 停用 signs one out at once; nobody can
 * disable themselves, so the console always keeps someone who can sign in.
 */
export function OperatorsPage() {
  const utils = trpc.useUtils();
  const operators = trpc.ops.operatorList.useQuery({}, silentCall);
  const setDisabled = trpc.ops.operatorSetDisabled.useMutation(silentCall);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<Operator | null>(null);

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
        return (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconKey size={14} aria-hidden />}
              aria-label={`重置 ${who(o)} 的密码`}
              onClick={() => setResetting(o)}
            >
              重置密码
            </Button>
            {o.disabled ? (
              <ConfirmAction
                label="启用"
                color="green"
                message={`启用后 ${who(o)} 可以用当前密码登录运营中心。`}
                onConfirm={toggle(o)}
              />
            ) : (
              <ConfirmAction
                label="停用"
                message={`停用后 ${who(o)} 立即退出登录，且无法再登录运营中心；可随时重新启用。`}
                onConfirm={toggle(o)}
              />
            )}
          </Group>
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
        可登录运营中心的人员。新增或重置时设置的密码请告知对方，对方登录后须先修改密码；停用后对方立即退出登录。
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
      {resetting && <ResetPasswordDialog operator={resetting} onClose={() => setResetting(null)} />}
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
        <NewPasswordFields label="初始密码" password={input('password')} confirm={input('confirm')} />
      </ModalForm>
    </Modal>
  );
}

/** 重置密码: a new password for a colleague, typed twice; their sessions end when it is saved. */
function ResetPasswordDialog({ operator, onClose }: { operator: Operator; onClose: () => void }) {
  const resetPassword = trpc.ops.operatorPasswordReset.useMutation(silentCall);
  const { values, failure, input, submit } = useConsoleForm<ResetForm>({ password: '', confirm: '' });
  const save = () =>
    submit(
      async () => {
        await resetPassword.mutateAsync({ operatorId: operator.id, password: values.password });
        toast.success(`已重置 ${who(operator)} 的密码，请将新密码告知对方`);
        onClose();
      },
      () => {
        const confirm = confirmProblem(values.password, values.confirm);
        return confirm ? { confirm } : {};
      },
    );
  return (
    <Modal opened onClose={onClose} title="重置密码" centered>
      <ModalForm onSubmit={save} failure={failure} busy={resetPassword.isPending} submitLabel="重置密码">
        <Text size="sm">为 {who(operator)} 设置新密码。保存后对方立即退出登录，需用新密码重新登录。</Text>
        <NewPasswordFields label="新密码" password={input('password')} confirm={input('confirm')} autoFocus />
      </ModalForm>
    </Modal>
  );
}
