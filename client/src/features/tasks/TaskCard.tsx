import { Badge, Box, Button, Card, Checkbox, Group, RingProgress, Stack, Text, Tooltip } from '@mantine/core';
import { organizationRuleMessages, studioMessages } from '@portal/contracts';
import { formatDateTime } from './format';
import { isSelectable } from './task-selection';
import type { VideoTask } from './task-types';
import classes from './TaskCard.module.css';

export interface TaskCardProps {
  task: VideoTask;
  batchMode: boolean;
  checked: boolean;
  retrying: boolean;
  onToggle: () => void;
  onOpenWorkbench: () => void;
  onPlay: () => void;
  onRetry: () => void;
  onDelete: () => void;
}

/** Tooltip on a disabled control: the span receives the pointer events the disabled control does not. */
function Undeletable({ children }: { children: React.ReactNode }) {
  return (
    <Tooltip label={studioMessages.runningTaskUndeletable} withArrow>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}

const REVIEW_BADGES = {
  pending: { label: organizationRuleMessages.reviewPending, color: 'yellow' },
  approved: { label: organizationRuleMessages.reviewApproved, color: 'green' },
  returned: { label: organizationRuleMessages.reviewReturned, color: 'red' },
} as const;

/** A finished video's organisation review as its author sees it (002 §7): the state, and why it came back. */
function ReviewLine({ review }: { review: NonNullable<VideoTask['review']> }) {
  const badge = REVIEW_BADGES[review.status];
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" aria-label={`审核状态 ${badge.label}`}>
      <Badge size="sm" color={badge.color} variant="light" style={{ flexShrink: 0 }}>
        {badge.label}
      </Badge>
      {review.status === 'returned' && review.reason && (
        <Text size="xs" c="red" lineClamp={2} title={review.reason}>
          退回原因：{review.reason}
        </Text>
      )}
    </Group>
  );
}

/** One task card per display state (001 §2 task cards). */
export function TaskCard({
  task,
  batchMode,
  checked,
  retrying,
  onToggle,
  onOpenWorkbench,
  onPlay,
  onRetry,
  onDelete,
}: TaskCardProps) {
  const running = task.displayStatus === 'Running';
  const image = task.thumbnailUrl ?? task.inputData.previewImage;
  const checkbox = (
    <Checkbox
      checked={checked}
      disabled={!isSelectable(task)}
      onChange={onToggle}
      aria-label={
        isSelectable(task) ? `选择任务 ${task.title}` : `${task.title}（${studioMessages.runningTaskUndeletable}）`
      }
    />
  );
  return (
    <Card withBorder padding="sm" className={classes.card} data-testid="task-card" data-status={task.displayStatus}>
      {batchMode && <Box className={classes.check}>{running ? <Undeletable>{checkbox}</Undeletable> : checkbox}</Box>}
      <Card.Section className={classes.media}>
        {image ? (
          <img src={image} alt="" />
        ) : (
          !running && (
            <Text c="dimmed" size="sm">
              暂无预览
            </Text>
          )
        )}
        {task.displayStatus === 'Finished' && !batchMode && (
          <div className={classes.overlay}>
            <Button size="xs" onClick={onOpenWorkbench}>
              {studioMessages.goToWorkbench}
            </Button>
            {task.videoUrl && (
              <Button size="xs" variant="white" onClick={onPlay} aria-label={`播放 ${task.title}`}>
                播放
              </Button>
            )}
          </div>
        )}
        {running && (
          <Box
            pos="absolute"
            inset={0}
            style={{ display: 'grid', placeItems: 'center', background: 'rgb(255 255 255 / 70%)' }}
          >
            <Stack gap={4} align="center">
              <RingProgress
                size={72}
                thickness={6}
                roundCaps
                sections={[{ value: task.progress, color: 'blue' }]}
                label={
                  <Text ta="center" size="sm" fw={600}>
                    {task.progress}%
                  </Text>
                }
                aria-label={`进度 ${task.progress}%`}
              />
              <Text size="sm" fw={500}>
                {studioMessages.taskRunning}
              </Text>
            </Stack>
          </Box>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={500} truncate title={task.title}>
            {task.title}
          </Text>
          {task.displayStatus === 'Finished' && (
            <Badge color="green" variant="light">
              {studioMessages.taskDone}
            </Badge>
          )}
          {task.displayStatus === 'Fail' && (
            <Badge color="red" variant="light">
              {studioMessages.taskFailed}
            </Badge>
          )}
          {running && (
            <Badge color="blue" variant="light">
              {studioMessages.taskRunning}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(task.createTime)}
        </Text>
        {task.displayStatus === 'Finished' && task.review && <ReviewLine review={task.review} />}
        {task.displayStatus === 'Fail' && task.failReason && (
          <Text size="xs" c="red" lineClamp={2}>
            {task.failReason}
          </Text>
        )}
        {!batchMode && (
          <Group gap="xs" justify="flex-end">
            {task.displayStatus === 'Fail' && (
              <Button size="compact-sm" variant="light" loading={retrying} onClick={onRetry}>
                重试
              </Button>
            )}
            {running ? (
              // Mantine's pattern for a tooltip on a disabled button: data-disabled keeps it focusable and hoverable.
              <Tooltip label={studioMessages.runningTaskUndeletable} withArrow>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  data-disabled
                  aria-disabled
                  onClick={(e) => e.preventDefault()}
                >
                  删除
                </Button>
              </Tooltip>
            ) : (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={onDelete}
                aria-label={`删除任务 ${task.title}`}
              >
                删除
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
