import { useEffect, useState } from 'react';
import { accountRuleMessages as m, looksLikeEmail, parsePhone } from '@portal/contracts';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';

type CompanyUser = RouterOutputs['companyUser']['userList']['list'][number];

/** Add a company user (activation mail from the server) or edit one (002 §7 company users). */
export function CompanyUserDialog({
  opened,
  user,
  canGrantSuper,
  onClose,
}: {
  opened: boolean;
  user: CompanyUser | null;
  canGrantSuper: boolean;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState({ displayName: '', email: '', phone: '', admin: false, superAdmin: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = trpc.companyUser.addUser.useMutation();
  const edit = trpc.companyUser.userEdit.useMutation();

  useEffect(() => {
    if (!opened) return;
    setForm({
      displayName: user?.displayName ?? '',
      email: user?.email ?? '',
      phone: user?.phoneNumber?.replace(/^\+86\s*/, '') ?? '',
      admin: user?.roles.includes('管理员') ?? false,
      superAdmin: user?.roles.includes('超管') ?? false,
    });
    setErrors({});
  }, [opened, user]);

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!form.displayName.trim()) next.displayName = '请输入用户名称';
    if (!user && !looksLikeEmail(form.email)) next.email = m.emailInvalid;
    if (form.phone.trim() && !parsePhone(form.phone)) next.phone = m.phoneInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const roles = [...(form.admin ? (['管理员'] as const) : []), ...(form.superAdmin ? (['超管'] as const) : [])];
    const phone = form.phone.trim() || undefined;
    if (user) await edit.mutateAsync({ id: user.id, displayName: form.displayName.trim(), phone, roles: [...roles] });
    else
      await add.mutateAsync({
        displayName: form.displayName.trim(),
        email: form.email.trim(),
        phone,
        roles: [...roles],
      });
    toast.success(user ? '用户已更新' : '用户已添加，激活邮件已发送');
    await utils.companyUser.userList.invalidate();
    onClose();
  };
  const set = (key: keyof typeof form) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? '编辑用户' : '添加用户'}
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      <Stack>
        <TextInput
          label="用户名称"
          required
          maxLength={50}
          value={form.displayName}
          onChange={(e) => set('displayName')(e.currentTarget.value)}
          error={errors.displayName}
        />
        <TextInput
          label="邮箱"
          required={!user}
          disabled={user !== null}
          value={form.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label="手机号"
          value={form.phone}
          onChange={(e) => set('phone')(e.currentTarget.value)}
          error={errors.phone}
        />
        <Group>
          <Checkbox label="管理员" checked={form.admin} onChange={(e) => set('admin')(e.currentTarget.checked)} />
          {canGrantSuper && (
            <Checkbox
              label="超管"
              checked={form.superAdmin}
              onChange={(e) => set('superAdmin')(e.currentTarget.checked)}
            />
          )}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void submit().catch(() => undefined)} loading={add.isPending || edit.isPending}>
            确定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
