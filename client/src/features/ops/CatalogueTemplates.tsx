import { Badge, Card, Group, Image, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterOutputs } from '../../lib/trpc';
import { LoadFailure } from './LoadFailure';
import { ShelfButton } from './ShelfButton';
import { failureText } from './failure-text';

type Template = RouterOutputs['ops']['catalogueTemplateList'][number];
type Filter = 'all' | 'online' | 'offline';

/** Placeholders while the templates load, keyed by name rather than position. */
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

const matches = (filter: Filter) => (t: Template) =>
  filter === 'all' || (filter === 'offline' ? t.offline : !t.offline);

/**
 * The platform's video templates (001 §3). Taking one offline hides it from every company's template
 * list and stops new projects from it; projects already made from it keep their own copy.
 */
export function CatalogueTemplates() {
  const utils = trpc.useUtils();
  const [filter, setFilter] = useState<Filter>('all');
  const list = trpc.ops.catalogueTemplateList.useQuery({}, silentCall);
  const change = trpc.ops.catalogueTemplateState.useMutation(silentCall);

  const apply = async (template: Template, state: 'offline' | 'online') => {
    try {
      await change.mutateAsync({ templateId: template.id, state });
      await utils.ops.catalogueTemplateList.invalidate();
      toast.success(`「${template.title}」${state === 'offline' ? '已下架' : '已重新上架'}`);
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  const shown = list.data?.filter(matches(filter)) ?? [];
  const offlineCount = list.data?.filter((t) => t.offline).length ?? 0;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        所有企业共用的平台视频模板。下架后企业的模板列表不再展示，也不能再用它新建项目；已用它创建的项目不受影响。
      </Text>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          aria-label="按状态筛选模板"
          data={[
            { value: 'all', label: `全部${list.data ? ` ${list.data.length}` : ''}` },
            { value: 'online', label: '在架' },
            { value: 'offline', label: `已下架${offlineCount ? ` ${offlineCount}` : ''}` },
          ]}
        />
      </Group>
      {list.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {SKELETONS.map((id) => (
            <Skeleton key={id} h={220} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {list.isError && (
        <LoadFailure what="模板" message={failureText(list.error)} onRetry={() => void list.refetch()} />
      )}
      {list.data && shown.length === 0 && (
        <Text c="dimmed">{filter === 'offline' ? '没有已下架的模板。' : '还没有平台模板。'}</Text>
      )}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {shown.map((template) => (
            <Card key={template.id} withBorder radius="md" padding="sm" aria-label={`模板 ${template.title}`}>
              <Card.Section pos="relative" bg="gray.1">
                {template.coverUrl ? (
                  <Image
                    src={template.coverUrl}
                    alt={template.title}
                    h={150}
                    fit="contain"
                    style={{ opacity: template.offline ? 0.45 : 1 }}
                  />
                ) : (
                  <Stack h={150} justify="center" align="center">
                    <Text size="sm" c="dimmed">
                      封面生成中
                    </Text>
                  </Stack>
                )}
                {template.offline && (
                  <Badge color="gray" pos="absolute" top={8} left={8}>
                    已下架
                  </Badge>
                )}
              </Card.Section>
              <Stack gap={2} mt="xs">
                <Text fw={600} truncate title={template.title}>
                  {template.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {template.kind}
                  {template.tags.length > 0 ? ` · ${template.tags.join('、')}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {template.projects} 个项目使用
                </Text>
              </Stack>
              <Group mt="sm" grow>
                <ShelfButton
                  offline={template.offline}
                  disabled={change.isPending}
                  onChange={(state) => void apply(template, state)}
                />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
