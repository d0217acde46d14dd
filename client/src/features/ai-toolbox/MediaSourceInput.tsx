import { Button, FileButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import type { MediaForm } from './use-inspiration-media';

/** The link box of the inspiration inputs. */
export function LinkInput({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange(v: string): void;
}) {
  return (
    <TextInput
      label="视频链接"
      placeholder="粘贴视频分享链接，如 https://…"
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** The file side of the inspiration inputs: pick, per-file progress, and the uploaded file's name. */
export function MediaInput({
  form,
  onPick,
  onRemove,
}: {
  form: MediaForm;
  onPick(file: File): void;
  onRemove(): void;
}) {
  return (
    <Stack gap="xs">
      <Group>
        <FileButton
          onChange={(file) => file && onPick(file)}
          accept=".mp3,.mov,.mp4,.wav,audio/mpeg,audio/wav,video/mp4,video/quicktime"
        >
          {(props) => (
            <Button variant="default" {...props} disabled={form.status === 'uploading'}>
              选择音视频文件
            </Button>
          )}
        </FileButton>
        {form.status !== 'init' && (
          <Button variant="subtle" color="gray" onClick={onRemove}>
            {form.status === 'uploading' ? '取消上传' : '移除'}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        支持MP3/MOV/MP4/WAV，300M以内
      </Text>
      {form.status === 'uploading' && <Progress value={form.progress * 100} aria-label={`上传 ${form.fileName}`} />}
      {form.status === 'uploaded' && <Text size="sm">已上传：{form.fileName}</Text>}
    </Stack>
  );
}
