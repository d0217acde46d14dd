import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Pagination, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { maskedLeadPhone } from './lead-phone';

const PAGE_SIZE = 20;
type Lead = RouterOutputs['applet']['leadList']['list'][number];

/**
 * 名片线索 (ours, docs/decisions/0021): the contact details visitors left on the company's cards
 * (business/event/recommend/send). Company administrators read them with the phone masked, reveal
 * one when they call back, and delete them after a confirm. One column of cards, so a phone's
 * 390 px screen shows the same page.
 */
export function CardLeads() {
  const [projectId, setProjectId] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [shown, setShown] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const utils = trpc.useUtils();
  const projects = trpc.talkProject.projectList.useQuery({ pageIndex: 1, pageSize: 200, publishType: 'card' });
  const leads = trpc.applet.leadList.useQuery({ projectId: projectId ?? undefined, pageIndex, pageSize: PAGE_SIZE });
  const remove = trpc.applet.leadDelete.useMutation({
    onSuccess: (r) => {
      toast.success(`已删除${r.deleted}条线索`);
      setSelected([]);
      setConfirming(null);
      void utils.applet.leadList.invalidate();
    },
  });

  const rows = leads.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((leads.data?.total ?? 0) / PAGE_SIZE));
  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const projectOptions = (projects.data?.list ?? []).map((p) => ({ value: p.projectId, label: p.title }));

  return (
    <Stack gap="md" maw={760}>
      <Title order={2} size="h4">
        名片线索
      </Title>
      <Text size="sm" c="dimmed">
        访客在数字名片上留下的联系方式。手机号加密保存，默认隐去中间数字，点击“显示号码”查看完整号码。
      </Text>
      <Group gap="xs" wrap="wrap">
        <Select
          aria-label="按名片筛选"
          placeholder="全部名片"
          data={projectOptions}
          value={projectId}
          onChange={(v) => {
            setProjectId(v);
            setPageIndex(1);
            setSelected([]);
          }}
          clearable
          searchable
          w={240}
          maw="100%"
        />
        <Button color="red" variant="light" disabled={selected.length === 0} onClick={() => setConfirming(selected)}>
          删除所选{selected.length ? `（${selected.length}）` : ''}
        </Button>
      </Group>

      {leads.isError ? (
        <Alert color="red" title="线索加载失败">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{leads.error.message}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void leads.refetch()}>
              重试
            </Button>
          </Group>
        </Alert>
      ) : leads.isLoading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="加载中" />
        </Group>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {projectId ? '这张名片还没有线索' : '还没有访客留下联系方式'}
        </Text>
      ) : (
        <Stack gap="xs" aria-label="线索列表">
          {rows.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              selected={selected.includes(lead.id)}
              phoneShown={shown.includes(lead.id)}
              onSelect={() => setSelected((s) => toggle(s, lead.id))}
              onTogglePhone={() => setShown((s) => toggle(s, lead.id))}
              onDelete={() => setConfirming([lead.id])}
            />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} />}

      <ConfirmDialog
        opened={confirming !== null}
        title="删除线索"
        message={`确定删除${confirming?.length ?? 0}条线索吗？删除后无法恢复。`}
        confirmLabel="删除"
        loading={remove.isPending}
        onConfirm={() => confirming && remove.mutate({ ids: confirming })}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

function LeadCard(props: {
  lead: Lead;
  selected: boolean;
  phoneShown: boolean;
  onSelect: () => void;
  onTogglePhone: () => void;
  onDelete: () => void;
}) {
  const { lead } = props;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox aria-label={`选择 ${lead.name}`} checked={props.selected} onChange={props.onSelect} mt={4} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{lead.name}</Text>
            <Text size="xs" c="dimmed">
              {new Date(lead.createTime).toLocaleString('zh-CN')}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" ff="monospace">
              {props.phoneShown ? lead.phone : maskedLeadPhone(lead.phone)}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={props.onTogglePhone}>
              {props.phoneShown ? '隐藏号码' : '显示号码'}
            </Button>
          </Group>
          {lead.message && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {lead.message}
            </Text>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="xs" c="dimmed" truncate>
              来自名片：{lead.projectTitle}
            </Text>
            <Button size="compact-xs" variant="subtle" color="red" onClick={props.onDelete}>
              删除
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
