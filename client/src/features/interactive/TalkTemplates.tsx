import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { talkProjectMessages } from '@portal/contracts';
import { CreateProjectDialog } from '../../components/CreateProjectDialog';
import { silentCall, trpc } from '../../lib/trpc';
import { editorPath, MODE_LABELS } from './talk-types';

/**
 * Templates of each delivery mode (the platform's, then the company's); 创建 asks for the new
 * project's name, then makes the project from the template and opens its editor.
 */
export function TalkTemplates() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const templates = trpc.talkProject.projectList.useQuery({ kind: 'template', pageSize: 50 });
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const create = trpc.talkProject.projectCreate.useMutation(silentCall);
  const createProject = async (title: string) => {
    if (!chosen) return;
    const made = await create.mutateAsync({ templateBizId: chosen.id, title });
    void utils.talkProject.projectList.invalidate();
    navigate(editorPath(made));
  };
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
              <Button size="xs" aria-haspopup="dialog" onClick={() => setChosen({ id: t.projectId, name: t.title })}>
                创建
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <CreateProjectDialog
        template={chosen}
        title="新建互动项目"
        nameLabel="项目名称"
        nameRequiredMessage={talkProjectMessages.projectNameRequired}
        onCreate={createProject}
        onClose={() => setChosen(null)}
      />
    </Stack>
  );
}
