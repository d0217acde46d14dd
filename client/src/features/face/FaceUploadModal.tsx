import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Modal,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { FACE_GREETING_MAX, FACE_NAME_MAX, FACE_TAG_SUGGESTIONS, FACE_TAGS_MAX } from '@portal/contracts';
import { formatGreeting } from '@portal/workers/core/face/greeting';
import { describeCallError } from '../../lib/call-errors';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { fileAsBase64 } from './photo-file';

type DeviceUser = RouterOutputs['device']['deviceUserAdd'];

/**
 * 上传人脸: one person, one photo with exactly one face, and the consent the manager confirms
 * (PIPL art. 29: separate consent for sensitive personal information). Editing keeps the photo
 * unless a new one is chosen.
 */
export function FaceUploadModal({
  projectId,
  editing,
  opened,
  onClose,
}: {
  projectId: string;
  editing: DeviceUser | null;
  opened: boolean;
  onClose(): void;
}) {
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [greeting, setGreeting] = useState('');
  const [consentBy, setConsentBy] = useState('');
  const [consent, setConsent] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (!opened) return;
    setName(editing?.name ?? '');
    setTags(editing?.tags ?? []);
    setGreeting(editing?.greeting ?? '');
    setConsentBy(editing?.consentBy ?? '');
    setConsent(false);
    setFile(null);
    setPreview(editing?.photoUrl ?? '');
    setError('');
  }, [opened, editing]);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const done = () => {
    void utils.face.faceList.invalidate();
    void utils.device.deviceUserList.invalidate();
    onClose();
  };
  const fail = (e: unknown) => setError(describeCallError(e, '', true).message ?? '操作失败，请稍后再试');
  const add = trpc.device.deviceUserAdd.useMutation({
    onSuccess: done,
    onError: fail,
    trpc: { context: { silent: true } },
  });
  const edit = trpc.device.deviceUserEdit.useMutation({
    onSuccess: done,
    onError: fail,
    trpc: { context: { silent: true } },
  });

  const needsConsent = !editing || file !== null;
  const submit = async () => {
    setError('');
    let photo: string | undefined;
    if (file) {
      const read = await fileAsBase64(file, 'photo');
      if ('error' in read) return setError(read.error);
      photo = read.base64;
    }
    if (editing) edit.mutate({ id: editing.id, name, tags, greeting, photo, consent });
    else if (!photo) setError('请上传人脸照片');
    else add.mutate({ projectId, name, tags, greeting, photo, consentBy, consent });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? '编辑人员' : '上传人脸'} centered size="lg">
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={6} w={140} align="center">
            {preview ? (
              <Image src={preview} alt="人脸照片预览" w={132} h={132} radius="md" fit="cover" />
            ) : (
              <Stack w={132} h={132} bg="gray.1" align="center" justify="center" style={{ borderRadius: 8 }}>
                <IconPhoto size={36} color="var(--mantine-color-gray-5)" aria-hidden />
              </Stack>
            )}
            <Text size="xs" c="dimmed" ta="center">
              正脸、光线充足、仅本人，JPG/PNG 不超过 2 MB
            </Text>
          </Stack>
          <Stack gap="sm" style={{ flex: 1 }}>
            <FileInput
              label={editing ? '更换照片（可选）' : '人脸照片'}
              placeholder="选择照片"
              accept="image/jpeg,image/png,image/webp"
              value={file}
              onChange={setFile}
              withAsterisk={!editing}
              clearable
            />
            <TextInput
              label="姓名"
              withAsterisk
              maxLength={FACE_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              placeholder="如：王女士"
            />
            <TagsInput
              label="标签"
              data={[...FACE_TAG_SUGGESTIONS]}
              value={tags}
              onChange={setTags}
              maxTags={FACE_TAGS_MAX}
              placeholder="如 VIP、员工，回车添加"
            />
          </Stack>
        </Group>
        <TextInput
          label="问候语"
          maxLength={FACE_GREETING_MAX}
          value={greeting}
          onChange={(e) => setGreeting(e.currentTarget.value)}
          placeholder="{name}，{timeOfDay}"
          description={`识别到本人时数字人说：「${formatGreeting(greeting, name || '王女士', new Date().getHours())}」。可用 {name} 和 {timeOfDay}（上午好/下午好）`}
        />
        {!editing && (
          <TextInput
            label="同意人"
            maxLength={FACE_NAME_MAX}
            value={consentBy}
            onChange={(e) => setConsentBy(e.currentTarget.value)}
            placeholder="默认为本人；未成年人请填写监护人"
          />
        )}
        {needsConsent && (
          <Checkbox
            checked={consent}
            onChange={(e) => setConsent(e.currentTarget.checked)}
            label="已取得本人（或监护人）对采集、使用其人脸信息的单独同意，用于一体机识别问候"
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button
            onClick={() => void submit()}
            loading={add.isPending || edit.isPending}
            disabled={!name.trim() || (needsConsent && !consent) || (!editing && !file)}
          >
            {editing ? '保存' : '上传'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
