import { Box, Group, Loader, Progress, Text } from '@mantine/core';
import type { CreatePhase } from './use-create-photo-avatar';

/**
 * The one request in two parts the user can tell apart: the upload, measured, then the face
 * analysis, which reports nothing until the server answers, so it shows no number. The live
 * region stays mounted so each change of phase is announced once, not every percent.
 */
export function CreateProgress({ phase }: { phase: CreatePhase }) {
  const percent = phase.kind === 'uploading' ? Math.round(phase.fraction * 100) : 0;
  return (
    <Box role="status">
      {phase.kind === 'uploading' && (
        <>
          <Group justify="space-between" mb={4}>
            <Text size="sm">正在上传照片…</Text>
            <Text size="sm" c="dimmed" aria-hidden>
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} aria-label="上传进度" />
        </>
      )}
      {phase.kind === 'analysing' && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">正在识别人脸…</Text>
        </Group>
      )}
    </Box>
  );
}
