import { templateKindLabel, templateTagLabel } from './template-labels';
import { useState } from 'react';
import {
  Badge,
  Card,
  Center,
  Group,
  Image,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { studioMessages, TEMPLATE_KINDS } from '@portal/contracts';
import { CreateProjectDialog } from '../../components/CreateProjectDialog';
import { silentCall, trpc } from '../../lib/trpc';
import { workbenchPath } from '../tasks/workbench-path';
import { sizeLabel } from './video-ratio';

const ALL_TAGS = '__all__';
const kindRatio = (kind: string) => TEMPLATE_KINDS.find((k) => k.name === kind)?.ratio;

/**
 * Template gallery of /home/premium: choosing a template asks for the new project's name, then
 * creates the project from it and opens the workbench.
 */
export function TemplateGallery() {
  const navigate = useNavigate();
  const [tag, setTag] = useState(ALL_TAGS);
  const tags = trpc.studioTemplate.listTags.useQuery({});
  const templates = trpc.studioTemplate.exclusiveList.useQuery({
    pageIndex: 1,
    // Every platform template fits one page (36 today, decision 0027); a company's own come on top.
    pageSize: 48,
    ...(tag === ALL_TAGS ? {} : { tag }),
  });
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const create = trpc.videoProject.projectCreate.useMutation(silentCall);
  const createProject = async (title: string) => {
    if (!chosen) return;
    const project = await create.mutateAsync({ templateId: chosen.id, title });
    navigate(workbenchPath(project.id));
  };
  const list = templates.data?.list ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="templates-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4" id="templates-title">
          模板
        </Title>
        <Select
          label="标签"
          data={[
            { value: ALL_TAGS, label: '全部' },
            ...(tags.data ?? []).map((t) => ({ value: t, label: templateTagLabel(t) })),
          ]}
          value={tag}
          allowDeselect={false}
          onChange={(value) => setTag(value ?? ALL_TAGS)}
          w={160}
        />
      </Group>
      {templates.isLoading ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} aria-busy="true" aria-label="模板加载中">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">暂无模板</Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {list.map((template) => {
            const ratio = kindRatio(template.kind);
            return (
              <UnstyledButton
                key={template.id}
                onClick={() => setChosen({ id: template.id, name: template.title })}
                aria-haspopup="dialog"
                aria-label={`使用模板 ${template.title}`}
                data-testid="template-card"
              >
                <Card withBorder padding="sm" h="100%">
                  <Card.Section bg="gray.1">
                    <Image src={template.coverUrl} alt="" h={140} fit="contain" />
                  </Card.Section>
                  <Stack gap={4} mt="xs">
                    <Text fw={500} size="sm" truncate>
                      {template.title}
                    </Text>
                    <Group gap={4}>
                      <Badge variant="light" size="sm">
                        {templateKindLabel(template.kind)}
                      </Badge>
                      <Badge variant="outline" size="sm" color="gray">
                        {ratio ?? sizeLabel(template.videoSize)}
                      </Badge>
                    </Group>
                  </Stack>
                </Card>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
      <CreateProjectDialog
        template={chosen}
        title="新建项目"
        nameLabel="视频名称"
        nameRequiredMessage={studioMessages.videoNameRequired}
        onCreate={createProject}
        onClose={() => setChosen(null)}
      />
    </Stack>
  );
}
