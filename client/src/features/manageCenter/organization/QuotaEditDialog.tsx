import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { QueryState } from '../../../components/QueryState';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { quotaLabel, withUnit } from '../quota-labels';

/** A member's quota shares, each at most what the organisation has left (/org/resource/get-user-limit). */
export function QuotaEditDialog({
  userId,
  userName,
  onClose,
}: {
  userId: string | null;
  userName: string;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const limits = trpc.orgUser.getUserLimit.useQuery({ userId: userId ?? '' }, { enabled: userId !== null });
  const [values, setValues] = useState<Record<string, number>>({});
  const save = trpc.orgUser.quotasEdit.useMutation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `userId` is the trigger: another user's dialog starts with no edits
  useEffect(() => setValues({}), [userId]);
  const list = limits.data?.list ?? [];

  const submit = async () => {
    const quotas = Object.entries(values).map(([resourceCode, capacity]) => ({ resourceCode, capacity }));
    if (quotas.length === 0) return onClose();
    await save.mutateAsync({ userId: userId!, quotas });
    toast.success('额度已更新');
    await utils.orgUser.invalidate();
    onClose();
  };

  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      title={`编辑额度 · ${userName}`}
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      <QueryState query={limits} empty={list.length === 0} emptyText="组织还没有可分配的额度">
        <Stack>
          {list.map((q) => (
            <NumberInput
              key={q.resourceCode}
              label={withUnit(quotaLabel(q).name, quotaLabel(q).unit)}
              description={`最多可分配 ${q.limit}${q.used > 0 ? `，已用 ${q.used}` : ''}`}
              min={0}
              max={q.limit}
              allowDecimal={false}
              clampBehavior="strict"
              value={values[q.resourceCode] ?? q.capacity}
              onChange={(v) => setValues((s) => ({ ...s, [q.resourceCode]: typeof v === 'number' ? v : 0 }))}
            />
          ))}
          <Text fz="xs" c="dimmed">
            成员额度从所在组织的额度中分配。
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button onClick={() => void submit().catch(() => undefined)} loading={save.isPending}>
              保存
            </Button>
          </Group>
        </Stack>
      </QueryState>
    </Modal>
  );
}
