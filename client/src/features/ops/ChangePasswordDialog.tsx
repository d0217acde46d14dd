import { Modal, PasswordInput, Text } from '@mantine/core';
import { ModalForm } from './ModalForm';
import { NewPasswordFields } from './NewPasswordFields';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import { type PasswordChangeValues, passwordChangeProblems } from './operator-forms';
import { useConsoleForm } from './use-console-form';

/**
 * 修改密码 from the console header: the operator's own password. This browser stays signed in; the
 * operator's sessions elsewhere end, which the success toast says.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
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
        toast.success('密码已修改，其他设备上的运营中心登录已退出');
        onClose();
      },
      () => passwordChangeProblems(values),
    );
  return (
    <Modal opened onClose={onClose} title="修改密码" centered>
      <ModalForm onSubmit={save} failure={failure} busy={change.isPending} submitLabel="确定修改">
        <PasswordInput label="原密码" autoComplete="current-password" data-autofocus {...input('currentPassword')} />
        <NewPasswordFields label="新密码" password={input('newPassword')} confirm={input('confirm')} />
        <Text size="xs" c="dimmed">
          修改后，你在其他设备上的运营中心登录将会退出，本设备保持登录。
        </Text>
      </ModalForm>
    </Modal>
  );
}
