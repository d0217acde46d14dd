import { useState } from 'react';
import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconTrashX } from '@tabler/icons-react';
import { toast } from '../../lib/toast';
import { trpc, trpcClient } from '../../lib/trpc';
import { saveFile } from '../../lib/save-file';

/** What the manager types to confirm the purge: a deliberate act, not a stray click. */
export const PURGE_CONFIRM_WORD = '清除全部';

const fileStamp = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}`;
};

/**
 * The company's face data as a whole (PIPL art. 45 and 47; 0031): a copy of everything on request
 * (people, consent records, photos and embeddings, as JSON), and the purge of everything, for every
 * project of the company at once. The purge asks for a typed word, says what goes and that it
 * cannot be undone.
 */
export function FaceDataControls() {
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);
  const [purgeOpen, setPurgeOpen] = useState(false);
  const [typed, setTyped] = useState('');

  const exportAll = async () => {
    setExporting(true);
    try {
      // Errors are toasted by the one failure link; the button only stops spinning.
      const data = await trpcClient.face.faceExport.query({});
      saveFile(
        `人脸数据-${fileStamp(new Date())}.json`,
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      toast.success(`已导出 ${data.users.length} 人的人脸数据`);
    } catch {
      // Shown by the failure link.
    } finally {
      setExporting(false);
    }
  };

  const closePurge = () => {
    setPurgeOpen(false);
    setTyped('');
    purge.reset();
  };
  const purge = trpc.face.facePurge.useMutation({
    trpc: { context: { silent: true } },
    onSuccess: (result) => {
      toast.success(`已清除 ${result.deletedUsers} 人的人脸数据`);
      void utils.face.faceList.invalidate();
      void utils.face.faceSwitchGet.invalidate();
      closePurge();
    },
  });

  return (
    <Card withBorder radius="md" p="md">
      <Text fw={600} size="sm">
        人脸数据管理
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        适用于本企业全部项目：可随时导出一份副本，或一次性清除全部人脸数据。
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportAll()}
        >
          导出人脸数据
        </Button>
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconTrashX size={16} aria-hidden />}
          onClick={() => setPurgeOpen(true)}
        >
          清除全部人脸数据
        </Button>
      </Group>

      <Modal opened={purgeOpen} onClose={closePurge} title="清除全部人脸数据" centered>
        <Stack gap="sm">
          <Alert color="red" variant="light" title="此操作无法撤销">
            将永久删除本企业全部项目中所有已录入人员的照片、人脸特征、姓名、标签、问候语和授权记录，并关闭所有项目的人脸识别。
            清除后一体机将不再认出任何人。建议先导出一份副本。
          </Alert>
          <TextInput
            label={`请输入「${PURGE_CONFIRM_WORD}」以确认`}
            placeholder={PURGE_CONFIRM_WORD}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-autofocus
          />
          {purge.isError && (
            <Text size="sm" c="red" role="alert">
              清除失败：{purge.error.message || '请稍后重试'}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closePurge} disabled={purge.isPending}>
              取消
            </Button>
            <Button
              color="red"
              disabled={typed.trim() !== PURGE_CONFIRM_WORD}
              loading={purge.isPending}
              onClick={() => purge.mutate({ confirm: true })}
            >
              永久清除
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
