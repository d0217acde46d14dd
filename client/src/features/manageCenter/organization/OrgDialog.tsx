import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { quotaLabel, withUnit } from '../quota-labels';
import { isAmountQuota } from '@portal/contracts';

type Org = RouterOutputs['organization']['organizationView']['list'][number];

/** Create or edit an organisation: name, description and its quota shares within the limits. */
export function OrgDialog({ opened, org, onClose }: { opened: boolean; org: Org | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [shares, setShares] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  // Editing: the organisation's shares and limits; creating: the company's quotas are the limits.
  const limits = trpc.organization.getOrgLimit.useQuery(
    { orgId: org?.orgId ?? '' },
    { enabled: opened && org !== null },
  );
  const company = trpc.quota.getQuota.useQuery({}, { enabled: opened && org === null });
  const resources = org
    ? (limits.data?.list ?? []).map((q) => ({
        code: q.resourceCode,
        ...quotaLabel(q),
        capacity: q.capacity,
        used: q.used,
        limit: q.limit,
      }))
    : (company.data ?? [])
        .filter((q) => isAmountQuota(q.quotaType))
        .map((q) => ({
          code: q.resourceCode,
          ...quotaLabel(q),
          capacity: 0,
          used: 0,
          limit: q.total,
        }));
  const create = trpc.organization.organizationCreate.useMutation();
  const edit = trpc.organization.organizationEdit.useMutation();

  useEffect(() => {
    if (!opened) return;
    setName(org?.name ?? '');
    setDescription(org?.description ?? '');
    setShares({});
    setError(null);
  }, [opened, org]);

  const submit = async () => {
    if (!name.trim()) return setError('请输入组织名称');
    const quotas = Object.entries(shares).map(([resourceCode, capacity]) => ({ resourceCode, capacity }));
    if (org) await edit.mutateAsync({ orgId: org.orgId, name: name.trim(), description: description.trim(), quotas });
    else await create.mutateAsync({ name: name.trim(), description: description.trim(), quotas });
    toast.success(org ? '组织已更新' : '组织已创建');
    await utils.organization.invalidate();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={org ? '编辑组织' : '新建组织'}
      size="lg"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      <Stack>
        <TextInput
          label="组织名称"
          required
          maxLength={50}
          value={name}
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <Textarea
          label="组织描述"
          maxLength={200}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Text fw={600} fz="sm">
          额度分配
        </Text>
        {resources.map((r) => (
          <NumberInput
            key={r.code}
            label={withUnit(r.name, r.unit)}
            description={`最多可分配 ${r.limit}${r.used > 0 ? `，成员已用 ${r.used}` : ''}`}
            min={0}
            max={r.limit}
            allowDecimal={false}
            clampBehavior="strict"
            value={shares[r.code] ?? r.capacity}
            onChange={(v) => setShares((s) => ({ ...s, [r.code]: typeof v === 'number' ? v : 0 }))}
          />
        ))}
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
