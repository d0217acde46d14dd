import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { describeCallError } from '../../lib/call-errors';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { fileAsBase64 } from './photo-file';

type UploadResult = RouterOutputs['device']['deviceUserUpload'];

/** 批量导入: a zip of photos, each named after the person (王女士.jpg, 王女士_VIP.jpg). */
export function FaceBatchModal({
  projectId,
  opened,
  onClose,
}: {
  projectId: string;
  opened: boolean;
  onClose(): void;
}) {
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<UploadResult | null>(null);
  useEffect(() => {
    if (opened) {
      setFile(null);
      setConsent(false);
      setError('');
      setResult(null);
    }
  }, [opened]);
  const upload = trpc.device.deviceUserUpload.useMutation({
    trpc: { context: { silent: true } },
    onSuccess: (data) => {
      setResult(data);
      void utils.face.faceList.invalidate();
    },
    onError: (e) => setError(describeCallError(e, '', true).message ?? '操作失败，请稍后再试'),
  });
  const submit = async () => {
    if (!file) return;
    setError('');
    const read = await fileAsBase64(file, 'zip');
    if ('error' in read) return setError(read.error);
    upload.mutate({ projectId, zip: read.base64, consent });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="批量导入人脸" centered size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          上传一个 zip 压缩包（不超过 8 MB、最多 100 张照片）。每张照片以本人姓名命名，如「王女士.jpg」；
          需要标签时用下划线隔开，如「王女士_VIP.jpg」。
        </Text>
        <FileInput
          label="压缩包"
          placeholder="选择 zip 文件"
          accept=".zip,application/zip"
          leftSection={<IconFileZip size={16} aria-hidden />}
          value={file}
          onChange={setFile}
          clearable
        />
        <Checkbox
          checked={consent}
          onChange={(e) => setConsent(e.currentTarget.checked)}
          label="已取得压缩包中每一位本人（或监护人）对采集、使用其人脸信息的单独同意"
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {result && (
          <Alert
            color={result.failed.length ? 'yellow' : 'green'}
            variant="light"
            title={`已导入 ${result.added.length} 人`}
          >
            {result.failed.length > 0 && (
              <List size="sm" spacing={2}>
                {result.failed.map((f) => (
                  <List.Item key={f.fileName}>
                    {f.fileName}：{f.reason}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {result ? '完成' : '取消'}
          </Button>
          <Button onClick={() => void submit()} loading={upload.isPending} disabled={!file || !consent}>
            导入
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
