import { useState } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { TaskListPanel } from '../tasks/TaskListPanel';
import { ProjectList } from './ProjectList';
import { TemplateGallery } from './TemplateGallery';

/** /home/premium (001 §2): the digital broadcast landing page with templates, projects and the task list. */
export function PremiumPage() {
  const [tasksOpen, setTasksOpen] = useState(false);
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <Group justify="space-between">
          <Title order={1} size="h3">数字播报</Title>
          <Button variant="light" onClick={() => setTasksOpen(true)}>任务列表</Button>
        </Group>
        <TemplateGallery />
        <ProjectList onOpenTasks={() => setTasksOpen(true)} />
      </Stack>
      <TaskListPanel opened={tasksOpen} onClose={() => setTasksOpen(false)} />
    </Container>
  );
}
