import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { MISSED_QUESTIONS_DAYS } from '@portal/contracts';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import type { FaqItem } from './faq-form';
import { type MissedQuestion, proposedItem, withSimilar } from './missed';

const when = (d: Date) => new Date(d).toLocaleString('zh-CN', { hour12: false });

/**
 * 待完善的问题: what card visitors asked in the last 30 days that the FAQ did not answer for sure
 * (faq.missedQuestions). Each can be added to an item as a similar question in one click (the FAQ
 * update call), the item proposed from what the visitor was offered or tapped; the question then
 * leaves the list, since it is now one of the item's questions.
 */
export function MissedQuestionsSection({ projectId }: { projectId: string }) {
  const missed = trpc.faq.missedQuestions.useQuery({ projectId });
  const faq = trpc.faq.faqList.useQuery({ projectId });
  const items = useMemo(() => faq.data?.list ?? [], [faq.data]);
  const options = useMemo(() => items.map((i) => ({ value: i.id, label: i.standardQuestion })), [items]);

  if (missed.isLoading || faq.isLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label="加载中" />
      </Group>
    );
  }
  if (missed.isError || faq.isError) {
    return (
      <Alert color="red" title="待完善的问题加载失败">
        <Group justify="space-between">
          <Text size="sm">{(missed.error ?? faq.error)?.message ?? '请稍后重试'}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              void missed.refetch();
              void faq.refetch();
            }}
          >
            重试
          </Button>
        </Group>
      </Alert>
    );
  }
  const list = missed.data?.list ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        最近{MISSED_QUESTIONS_DAYS}
        天访客问过、问答库没有把握回答的问题。添加为某条问答的相似问题后，训练知识库即可直接回答。
      </Text>
      {list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          最近{MISSED_QUESTIONS_DAYS}天没有待完善的问题
        </Text>
      ) : (
        <Table striped aria-label="待完善的问题" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>访客问题</Table.Th>
              <Table.Th w={70}>次数</Table.Th>
              <Table.Th w={170}>最近提问</Table.Th>
              <Table.Th w={100}>情况</Table.Th>
              <Table.Th w={260}>归入问答</Table.Th>
              <Table.Th w={130}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((m) => (
              <MissedRow key={m.question} projectId={projectId} missed={m} items={items} options={options} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function MissedRow({
  projectId,
  missed,
  items,
  options,
}: {
  projectId: string;
  missed: MissedQuestion;
  items: readonly FaqItem[];
  options: { value: string; label: string }[];
}) {
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<string | null>(() => proposedItem(missed, items));
  const update = trpc.faq.faqUpdate.useMutation();
  const item = items.find((i) => i.id === chosen);

  const add = async () => {
    if (!item) return;
    const next = withSimilar(item, missed.question);
    if ('refused' in next) {
      toast.error(next.refused);
      return;
    }
    await update.mutateAsync({ id: item.id, similarQuestions: next.similarQuestions });
    toast.success(`已添加为「${item.standardQuestion}」的相似问题，训练知识库后生效`);
    await Promise.all([
      utils.faq.missedQuestions.invalidate({ projectId }),
      utils.faq.faqList.invalidate({ projectId }),
    ]);
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {missed.question}
        </Text>
        {missed.suggestions.length > 0 && (
          <Text size="xs" c="dimmed" mt={2}>
            曾推荐：{missed.suggestions.map((s) => s.question).join('、')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{missed.count}</Table.Td>
      <Table.Td>
        <Text size="sm">{when(missed.lastAskedAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge size="sm" variant="light" color={missed.outcome === 'suggested' ? 'yellow' : 'gray'}>
            {missed.outcome === 'suggested' ? '猜您想问' : '未匹配'}
          </Badge>
          {missed.declined && (
            <Text size="xs" c="red.7" title="访客看了推荐的问题，回答「都不是」" style={{ whiteSpace: 'nowrap' }}>
              访客：都不是
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          aria-label={`归入问答：${missed.question}`}
          placeholder={options.length === 0 ? '请先添加问答' : '选择问答'}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          limit={50}
          nothingFoundMessage="没有匹配的问答"
          disabled={options.length === 0}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-xs"
          aria-label={`添加为相似问题：${missed.question}`}
          disabled={!item}
          loading={update.isPending}
          onClick={() => void add().catch(() => undefined)}
        >
          添加为相似问题
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
