import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { editorPath, MODE_LABELS } from './talk-types';

/** Templates of each delivery mode (the platform's, then the company's); 创建 makes a project from one. */
export function TalkTemplates() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const templates = trpc.talkProject.projectList.useQuery({ kind: 'template', pageSize: 50 });
  const create = trpc.talkProject.projectCreate.useMutation({
    onSuccess: (made) => {
      void utils.talkProject.projectList.invalidate();
      navigate(editorPath(made));
    },
  });
  const list = templates.data?.list ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="talk-templates-title">
      <Title order={2} size="h4" id="talk-templates-title">
        模板
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {list.map((t) => (
          <Card key={t.projectId} withBorder padding="sm" aria-label={`模板 ${t.title}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  {t.title}
                </Text>
                <Badge variant="light" size="sm">
                  {MODE_LABELS[t.publishType]}
                </Badge>
              </Group>
              <Button
                size="xs"
                loading={create.isPending && create.variables?.templateBizId === t.projectId}
                onClick={() => create.mutate({ templateBizId: t.projectId })}
              >
                创建
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
