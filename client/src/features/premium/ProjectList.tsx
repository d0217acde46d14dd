import { useEffect, useState } from 'react';
import { Center, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { studioMessages } from '@portal/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { workbenchPath } from '../tasks/workbench-path';
import { ProjectCard, type ProjectSummary } from './ProjectCard';
import { RenameDialog } from './RenameDialog';
import { useGenerateVideo } from './use-generate-video';
import { useCurrentUser } from '../auth/use-session';

const PAGE_SIZE = 12;

/** 我的作品: the company's projects with paging, keyword search on Enter, rename, copy, delete and generate. */
export function ProjectList({ onOpenTasks }: { onOpenTasks: () => void }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [renaming, setRenaming] = useState<ProjectSummary | null>(null);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);

  const projects = trpc.studio.studioList.useQuery(
    { pageIndex, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
    { placeholderData: keepPreviousData },
  );
  const refresh = () => utils.studio.studioList.invalidate();
  const copy = trpc.videoProject.projectCopy.useMutation({
    onSuccess: () => {
      // Ours: the spec shows no wording for a successful copy.
      toast.success('复制成功');
      setPageIndex(1);
      void refresh();
    },
  });
  const remove = trpc.studio.studioDelete.useMutation({
    onSuccess: () => {
      toast.success(studioMessages.deleteSucceeded);
      setDeleting(null);
      void refresh();
    },
  });
  const { generate, busyId } = useGenerateVideo(onOpenTasks);
  const isManager = useCurrentUser().data?.isManager ?? false;
  const makeExample = trpc.organization.exampleCreate.useMutation({
    onSuccess: (example) => {
      toast.success(`已将「${example.title}」设为企业示例`);
      void utils.organization.exampleView.invalidate();
    },
  });

  const list = projects.data?.list ?? [];
  const total = projects.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // After deleting the last project of a later page, show the new last page.
  useEffect(() => {
    if (projects.data && pageIndex > pageCount) setPageIndex(pageCount);
  }, [projects.data, pageIndex, pageCount]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="projects-title">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h4" id="projects-title">
            我的作品
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            共 {total} 个
          </Text>
        </Group>
        <TextInput
          label="搜索作品"
          placeholder="输入名称，回车搜索"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            setKeyword(draft.trim());
            setPageIndex(1);
          }}
          w={220}
        />
      </Group>
      {projects.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} aria-busy="true" aria-label="作品加载中">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{keyword ? '没有找到相关作品' : '暂无作品，选择上方模板开始创作'}</Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }}>
          {list.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              generating={busyId === project.id}
              generateDisabled={busyId !== null}
              onOpen={() => navigate(workbenchPath(project.id))}
              onRename={() => setRenaming(project)}
              onCopy={() => copy.mutate({ id: project.id })}
              onDelete={() => setDeleting(project)}
              onGenerate={() => void generate(project.id)}
              onMakeExample={isManager ? () => makeExample.mutate({ projectId: project.id }) : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          total={pageCount}
          value={pageIndex}
          onChange={setPageIndex}
          aria-label="作品分页"
          style={{ alignSelf: 'center' }}
        />
      )}
      <RenameDialog project={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="删除作品"
        message={`确认删除「${deleting?.title ?? ''}」吗？删除后将无法恢复。`}
        confirmLabel="删除"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ ids: [deleting.id] })}
      />
    </Stack>
  );
}
