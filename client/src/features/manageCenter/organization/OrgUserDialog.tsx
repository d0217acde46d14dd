import { useEffect, useState } from 'react';
import { accountRuleMessages as m, looksLikeEmail, parsePhone } from '@portal/contracts';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';

type OrgUser = RouterOutputs['orgUser']['usersView']['list'][number];

/** Create a user in an organisation (confirmation mail sent by the server) or edit one. */
export function OrgUserDialog({
  opened,
  user,
  defaultOrgId,
  onClose,
}: {
  opened: boolean;
  user: OrgUser | null;
  defaultOrgId: string | null;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const orgs = trpc.organization.organizationView.useQuery({ pageIndex: 1, pageSize: 100 }, { enabled: opened });
  const [form, setForm] = useState({ orgId: '', displayName: '', email: '', phone: '', isManager: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = trpc.orgUser.usersCreate.useMutation();
  const edit = trpc.orgUser.usersEdit.useMutation();

  useEffect(() => {
    if (!opened) return;
    setForm({
      orgId: user?.orgId ?? defaultOrgId ?? '',
      displayName: user?.displayName ?? '',
      email: user?.email ?? '',
      phone: user?.phoneNumber?.replace(/^\+86\s*/, '') ?? '',
      isManager: user?.isManager ?? false,
    });
    setErrors({});
  }, [opened, user, defaultOrgId]);

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!user && !form.orgId) next.orgId = '请选择组织';
    if (!form.displayName.trim()) next.displayName = '请输入用户名称';
    if (!user && !looksLikeEmail(form.email)) next.email = m.emailInvalid;
    if (form.phone.trim() && !parsePhone(form.phone)) next.phone = m.phoneInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const phone = form.phone.trim() || undefined;
    if (user)
      await edit.mutateAsync({
        userId: user.userId,
        displayName: form.displayName.trim(),
        phone,
        ...(form.isManager !== user.isManager ? { isManager: form.isManager } : {}),
      });
    else
      await create.mutateAsync({
        orgId: form.orgId,
        displayName: form.displayName.trim(),
        email: form.email.trim(),
        phone,
        isManager: form.isManager,
      });
    toast.success(user ? '用户已更新' : '用户已创建，激活邮件已发送');
    await utils.orgUser.invalidate();
    await utils.organization.organizationView.invalidate();
    onClose();
  };
  const set = (key: keyof typeof form) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? '编辑用户' : '新建用户'}
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      <Stack>
        <Select
          label="所属组织"
          required
          disabled={user !== null}
          data={(orgs.data?.list ?? []).map((o) => ({ value: o.orgId, label: o.name }))}
          value={form.orgId || null}
          onChange={(v) => set('orgId')(v ?? '')}
          error={errors.orgId}
        />
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
        <Checkbox
          label="组织管理员"
          checked={form.isManager}
          onChange={(e) => set('isManager')(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void submit().catch(() => undefined)} loading={create.isPending || edit.isPending}>
            确定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
