import { Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../tasks/format';
import type { RouterOutputs } from '../../lib/trpc';
import { sizeLabel } from './video-ratio';

export type ProjectSummary = RouterOutputs['studio']['studioList']['list'][number];

interface ProjectCardProps {
  project: ProjectSummary;
  generating: boolean;
  generateDisabled: boolean;
  onOpen: () => void;
  onRename: () => void;
  onCopy: () => void;
  onDelete: () => void;
  onGenerate: () => void;
  /** Managers only: keeps a copy of the project as an organisation example. */
  onMakeExample?: (() => void) | undefined;
}

/** One project of 我的作品: title, size and ratio, updated time, and its actions. */
export function ProjectCard({
  project,
  generating,
  generateDisabled,
  onOpen,
  onRename,
  onCopy,
  onDelete,
  onGenerate,
  onMakeExample,
}: ProjectCardProps) {
  return (
    <Card withBorder padding="sm" data-testid="project-card" data-project-id={project.id}>
      <Stack gap={6}>
        <Text fw={500} truncate title={project.title}>
          {project.title}
        </Text>
        <Text size="xs" c="dimmed">
          {sizeLabel(project.videoSize)}
        </Text>
        <Text size="xs" c="dimmed">
          更新于 {formatDateTime(project.updateTime)}
        </Text>
        <Group gap="xs" justify="space-between" mt={4} wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="light" onClick={onOpen}>
              编辑
            </Button>
            <Button
              size="compact-sm"
              loading={generating}
              disabled={generateDisabled && !generating}
              onClick={onGenerate}
            >
              生成视频
            </Button>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="compact-sm" variant="subtle" color="gray" aria-label={`更多操作 ${project.title}`}>
                更多
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onRename}>重命名</Menu.Item>
              <Menu.Item onClick={onCopy}>复制</Menu.Item>
              {onMakeExample && <Menu.Item onClick={onMakeExample}>设为示例</Menu.Item>}
              <Menu.Item color="red" onClick={onDelete}>
                删除
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Card>
  );
}
