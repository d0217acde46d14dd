import { useState } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { MediaLibraryModal } from '../media/MediaLibraryModal';
import { TaskListPanel } from '../tasks/TaskListPanel';
import { TASKS_PARAM } from './tasks-param';
import { ExampleGallery } from './ExampleGallery';
import { ProjectList } from './ProjectList';
import { TemplateGallery } from './TemplateGallery';

/** /home/premium (001 §2): the digital broadcast landing page with templates, projects and the task list. */
export function PremiumPage() {
  const [params, setParams] = useSearchParams();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const tasksOpen = params.get(TASKS_PARAM) === '1';
  const setTasksOpen = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set(TASKS_PARAM, '1');
        else next.delete(TASKS_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <Group justify="space-between">
          <Title order={1} size="h3">
            数字播报
          </Title>
          <Group gap="xs">
            <Button variant="default" onClick={() => setLibraryOpen(true)}>
              素材库
            </Button>
            <Button variant="light" onClick={() => setTasksOpen(true)}>
              任务列表
            </Button>
          </Group>
        </Group>
        <TemplateGallery />
        <ExampleGallery />
        <ProjectList onOpenTasks={() => setTasksOpen(true)} />
      </Stack>
      <TaskListPanel opened={tasksOpen} onClose={() => setTasksOpen(false)} />
      <MediaLibraryModal opened={libraryOpen} onClose={() => setLibraryOpen(false)} />
    </Container>
  );
}
