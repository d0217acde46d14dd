import { Badge, Button, Card, Checkbox, Group, Image, RingProgress, Stack, Text, Tooltip } from '@mantine/core';
import { actionMessages, AI_VIDEO_TASK_STATUS_LABELS, studioMessages } from '@portal/contracts';
import type { AiTask } from './use-ai-task-list';

interface Props {
  task: AiTask;
  batchMode: boolean;
  checked: boolean;
  onToggle(): void;
  onOpen(): void;
  onRetry(): void;
  onDelete(): void;
}

/** An AI video task card (001 §2): running with a progress circle, done with the workbench button, failed with retry. */
export function AiTaskCard({ task, batchMode, checked, onToggle, onOpen, onRetry, onDelete }: Props) {
  const running = task.status === 'RUNNING';
  return (
    <Card withBorder padding="sm" data-testid="ai-task-card" aria-label={`任务 ${task.text.slice(0, 20)}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          {batchMode && (
            <Tooltip label={studioMessages.runningTaskUndeletable} disabled={!running}>
              <Checkbox aria-label="选择任务" checked={checked} disabled={running} onChange={onToggle} />
            </Tooltip>
          )}
          <Badge color={running ? 'blue' : task.status === 'SUCC' ? 'green' : 'red'} variant="light">
            {AI_VIDEO_TASK_STATUS_LABELS[task.status]}
          </Badge>
          <Text size="xs" c="dimmed">
            {task.createTime.toLocaleString('zh-CN')}
          </Text>
        </Group>
        {running ? (
          <Group justify="center">
            <RingProgress
              size={72}
              thickness={6}
              sections={[{ value: task.progress, color: 'blue' }]}
              label={
                <Text ta="center" size="xs">
                  {task.progress}%
                </Text>
              }
            />
          </Group>
        ) : task.coverUrl ? (
          <Image src={task.coverUrl} alt="" h={120} fit="contain" />
        ) : null}
        <Text size="sm" lineClamp={2}>
          {task.text}
        </Text>
        {task.status === 'FAIL' && task.failReason && (
          <Text size="xs" c="red">
            {task.failReason}
          </Text>
        )}
        <Group gap="xs">
          {task.status === 'SUCC' && (
            <Button size="xs" onClick={onOpen}>
              {studioMessages.goToWorkbench}
            </Button>
          )}
          {task.status === 'FAIL' && (
            <Button size="xs" variant="light" onClick={onRetry}>
              {actionMessages.retry}
            </Button>
          )}
          <Tooltip label={studioMessages.runningTaskUndeletable} disabled={!(batchMode && running)}>
            <Button size="xs" variant="subtle" color="red" onClick={onDelete} disabled={batchMode && running}>
              {actionMessages.delete}
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
