import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { TRAINING_STATUS } from '@portal/contracts';
import { trpc } from '../../../lib/trpc';
import { isFinished, pollInterval, statusColor, statusLabel } from './training';

/**
 * 训练: submits a training of the project's knowledge and follows the task every second until it
 * succeeds or fails; on open it shows the project's latest task (nluTaskId).
 */
export function TrainingPanel({ projectId, initialTaskId }: { projectId: string; initialTaskId: string | null }) {
  const [taskId, setTaskId] = useState<string | null>(initialTaskId);
  const submit = trpc.talkProject.taskSubmit.useMutation({ onSuccess: (answer) => setTaskId(answer.taskId) });
  const task = trpc.talkProject.taskGet.useQuery(
    { taskId: taskId ?? '' },
    // A task that cannot be read is not asked again every second (each failure would toast).
    {
      enabled: taskId !== null,
      refetchInterval: (q) => (q.state.status === 'error' ? false : pollInterval(q.state.data)),
    },
  );
  const current = task.data;
  const running = submit.isPending || (taskId !== null && !isFinished(current?.status) && !task.isError);

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={500}>训练</Text>
            {current ? (
              <Badge color={statusColor(current.status)} variant="light" aria-live="polite">
                {statusLabel(current.status)}
              </Badge>
            ) : (
              taskId === null && (
                <Text size="sm" c="dimmed">
                  尚未训练
                </Text>
              )
            )}
            {running && <Loader size="xs" aria-label="训练中" />}
          </Group>
          <Button size="xs" loading={running} onClick={() => submit.mutate({ projectId })}>
            训练知识库
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          新增或修改问题、绑定文档后，请重新训练：训练会重建检索索引并读入绑定的文档。
        </Text>
        {current?.status === TRAINING_STATUS.Success && (
          <Text size="sm">
            问答条数 {current.itemCount ?? 0}，文档数 {current.documentCount ?? 0}，段落数 {current.passageCount ?? 0}
            {current.buildMs !== null && `，用时 ${current.buildMs} 毫秒`}
          </Text>
        )}
        {current?.status === TRAINING_STATUS.Fail && (
          <Alert color="red" role="alert">
            {current.failReason ?? '训练失败，请重试'}
          </Alert>
        )}
        {current && current.skippedDocuments.length > 0 && (
          <div>
            <Text size="sm">未读入的文档：</Text>
            <List size="sm">
              {current.skippedDocuments.map((d) => (
                <List.Item key={d.documentId}>
                  {d.documentName}：{d.reason}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
