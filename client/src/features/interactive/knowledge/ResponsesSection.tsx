import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { FAQ_ANSWER_MAX } from '@portal/contracts';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { formOf, RESPONSE_FIELDS, responseChanges } from './responses';

/** 回复语: the welcome, no-input and no-match responses (002 §3 talkJson), saved together. */
export function ResponsesSection({ projectId }: { projectId: string }) {
  const utils = trpc.useUtils();
  const list = trpc.faq.otherList.useQuery({ projectId });
  const saved = list.data?.list;
  const [form, setForm] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const create = trpc.faq.otherCreate.useMutation();
  const update = trpc.faq.otherUpdate.useMutation();
  const remove = trpc.faq.otherBatchDelete.useMutation();

  useEffect(() => {
    if (saved) setForm(formOf(saved));
  }, [saved]);

  const changes = saved ? responseChanges(saved, form) : [];
  const save = async () => {
    setBusy(true);
    try {
      for (const c of changes) {
        if (c.kind === 'create') await create.mutateAsync({ projectId, type: c.type as 1 | 2 | 3, answer: c.answer });
        else if (c.kind === 'update') await update.mutateAsync({ id: c.id, answer: c.answer });
        else await remove.mutateAsync({ ids: c.ids });
      }
      toast.success('回复语已保存');
    } catch {
      // The failed call has said why (a toast); what was saved before it stays.
    } finally {
      setBusy(false);
      void utils.faq.otherList.invalidate({ projectId });
    }
  };

  if (list.isLoading)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label="加载中" />
      </Group>
    );
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm" c="dimmed">
        问答库没有匹配、且未配置大模型或大模型无法回答时，使用未匹配回复；留空则使用默认回复。
      </Text>
      {RESPONSE_FIELDS.map(({ type, label }) => (
        <Textarea
          key={type}
          label={label}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={FAQ_ANSWER_MAX}
          value={form[type] ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setForm((f) => ({ ...f, [type]: v }));
          }}
          description={`${(form[type] ?? '').length}/${FAQ_ANSWER_MAX}`}
        />
      ))}
      <Group>
        <Button onClick={() => void save()} loading={busy} disabled={changes.length === 0}>
          保存回复语
        </Button>
      </Group>
    </Stack>
  );
}
