import { Button, Modal, PasswordInput, Text } from '@mantine/core';
import { opsMessages } from '@portal/contracts';
import { ModalForm } from './ModalForm';
import { NewPasswordFields } from './NewPasswordFields';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import { type PasswordChangeValues, passwordChangeProblems } from './operator-forms';
import { useConsoleForm } from './use-console-form';

/**
 * 修改密码 from the console header: the operator's own password. This browser stays signed in; the
 * operator's sessions elsewhere end, which the success toast says.
 *
 * `required`: the password is one another operator chose (添加运营人员, 重置密码), and the console
 * does nothing else until it is changed: the dialog cannot be dismissed, only left by signing out.
 */
export function ChangePasswordDialog({
  onClose,
  required,
  onSignOut,
}: {
  onClose: () => void;
  required?: boolean;
  onSignOut?: () => void;
}) {
  const utils = trpc.useUtils();
  const change = trpc.ops.passwordChange.useMutation(silentCall);
  const { values, failure, input, submit } = useConsoleForm<PasswordChangeValues>({
    currentPassword: '',
    newPassword: '',
    confirm: '',
  });
  const save = () =>
    submit(
      async () => {
        await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
        toast.success(required ? '密码已修改，欢迎使用运营中心' : '密码已修改，其他设备上的运营中心登录已退出');
        await utils.ops.me.invalidate();
        onClose();
      },
      () => passwordChangeProblems(values),
    );
  return (
    <Modal
      opened
      onClose={required ? () => undefined : onClose}
      title={required ? '请先修改密码' : '修改密码'}
      centered
      withCloseButton={!required}
      closeOnEscape={!required}
      closeOnClickOutside={!required}
    >
      <ModalForm onSubmit={save} failure={failure} busy={change.isPending} submitLabel="确定修改">
        {required && <Text size="sm">{opsMessages.passwordChangeRequired}。原密码即对方告知你的密码。</Text>}
        <PasswordInput label="原密码" autoComplete="current-password" data-autofocus {...input('currentPassword')} />
        <NewPasswordFields label="新密码" password={input('newPassword')} confirm={input('confirm')} />
        <Text size="xs" c="dimmed">
          修改后，你在其他设备上的运营中心登录将会退出，本设备保持登录。
        </Text>
      </ModalForm>
      {required && onSignOut && (
        <Button variant="subtle" color="gray" fullWidth mt="xs" onClick={onSignOut}>
          退出登录
        </Button>
      )}
    </Modal>
  );
}
