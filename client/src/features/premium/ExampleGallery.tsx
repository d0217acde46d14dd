import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-session';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { workbenchPath } from '../tasks/workbench-path';
import { sizeLabel } from './video-ratio';

type Example = RouterOutputs['organization']['exampleView']['list'][number];

/**
 * 企业示例 (organisation examples, 002 §7; 001 §7 opens one from the studio): sample projects the
 * company's managers keep. Using one makes the member a project of their own from its copy; a
 * manager may also delete one. Hidden while the company has none, except to managers, who are
 * told where examples come from (a project's 更多 → 设为示例).
 */
export function ExampleGallery() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const isManager = useCurrentUser().data?.isManager ?? false;
  const examples = trpc.organization.exampleView.useQuery({ pageIndex: 1, pageSize: 12 });
  const [using, setUsing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Example | null>(null);
  const remove = trpc.organization.exampleDelete.useMutation({
    onSuccess: () => {
      toast.success('示例已删除');
      setDeleting(null);
      void utils.organization.exampleView.invalidate();
    },
  });

  const use = async (example: Example) => {
    setUsing(example.id);
    try {
      const detail = await utils.organization.exampleDetail.fetch({ id: example.id });
      const project = await utils.client.videoProject.projectCreate.mutate({ title: detail.title, data: detail.data });
      navigate(workbenchPath(project.id));
    } catch {
      // The failure was already shown by the call's toast.
      setUsing(null);
    }
  };

  const list = examples.data?.list ?? [];
  if (list.length === 0 && !isManager) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="examples-title">
      <Group gap="xs" align="baseline">
        <Title order={2} size="h4" id="examples-title">
          企业示例
        </Title>
        {list.length > 0 && (
          <Text size="sm" c="dimmed">
            共 {examples.data?.total} 个
          </Text>
        )}
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {examples.isLoading
            ? '示例加载中…'
            : '暂无示例：在「我的作品」的「更多」中选择「设为示例」，成员即可从示例开始创作。'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }}>
          {list.map((example) => (
            <Card key={example.id} withBorder padding="sm" data-testid="example-card">
              <Stack gap={6}>
                <Text fw={500} truncate title={example.title}>
                  {example.title}
                </Text>
                <Group gap={4}>
                  <Badge variant="outline" size="sm" color="gray">
                    {sizeLabel(example.videoSize)}
                  </Badge>
                  <Badge variant="light" size="sm">
                    {example.sceneCount} 个场景
                  </Badge>
                </Group>
                <Group gap="xs" mt={4}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={using === example.id}
                    disabled={using !== null && using !== example.id}
                    onClick={() => void use(example)}
                    aria-label={`使用示例 ${example.title}`}
                  >
                    使用示例
                  </Button>
                  {isManager && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(example)}
                      aria-label={`删除示例 ${example.title}`}
                    >
                      删除
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="删除示例"
        message={`确认删除示例「${deleting?.title ?? ''}」吗？已用它创建的作品不受影响。`}
        confirmLabel="删除"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ exampleId: deleting.id })}
      />
    </Stack>
  );
}
