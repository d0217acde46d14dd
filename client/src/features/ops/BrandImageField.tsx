import { useRef, useState } from 'react';
import { Box, Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { BRAND_IMAGE_ACCEPT, type BrandImageKind, isStoredBrandImage } from '@portal/contracts';
import { brandImageHint } from './post-brand-image';
import { useBrandImageUpload } from './use-brand-image-upload';

interface BrandImageFieldProps {
  kind: BrandImageKind;
  label: string;
  value: string;
  onChange(url: string): void;
  /** The brand form's refusal of this field (an unusable link). */
  error?: string | undefined;
}

/** The preview box of each kind: a logo is wide and short, a login picture landscape. */
const PREVIEW = { logo: { w: 120, h: 48 }, loginImage: { w: 160, h: 90 } } as const;

/**
 * A brand picture: upload (checked and re-encoded by the server), a preview and remove. Pictures are
 * uploads only: the portal's content policy loads images from its own origin and store
 * (security-headers.ts), so a link to another host would never show.
 */
export function BrandImageField({ kind, label, value, onChange, error }: BrandImageFieldProps) {
  const { phase, refusal, upload, clearRefusal } = useBrandImageUpload(kind, (image) => onChange(image.url));
  const reset = useRef<() => void>(null);
  const busy = phase.kind !== 'idle';
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Input.Label labelElement="div">{label}</Input.Label>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Preview kind={kind} url={value} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <FileButton
              resetRef={reset}
              accept={BRAND_IMAGE_ACCEPT}
              onChange={(file) => {
                reset.current?.();
                if (file) void upload(file);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  loading={busy}
                  leftSection={<IconUpload size={14} aria-hidden />}
                >
                  上传图片
                </Button>
              )}
            </FileButton>
            {value && !busy && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => {
                  clearRefusal();
                  onChange('');
                }}
              >
                移除
              </Button>
            )}
          </Group>
          {phase.kind === 'uploading' && (
            <Progress size="sm" value={phase.fraction * 100} aria-label={`上传${label}`} />
          )}
          {phase.kind === 'processing' && (
            <Text size="xs" c="dimmed">
              正在检查并处理图片…
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {brandImageHint(kind)}
          </Text>
        </Stack>
      </Group>
      {refusal && (
        <Text size="xs" c="red" role="alert">
          {refusal}
        </Text>
      )}
      {value && !isStoredBrandImage(kind, value.trim()) && (
        // Saved before pictures were uploads: the content policy loads pictures from our origin and store only.
        <Text size="xs" c="orange.8" style={{ wordBreak: 'break-all' }}>
          当前为外部图片链接（{value}），页面不会加载外部图片，请上传图片替换。
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The picture as pages will show it, on a checkerboard so a logo's transparency is visible. */
function Preview({ kind, url }: { kind: BrandImageKind; url: string }) {
  const { w, h } = PREVIEW[kind];
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === url;
  return (
    <Box
      w={w}
      h={h}
      style={{
        flex: 'none',
        display: 'grid',
        placeItems: 'center',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'repeating-conic-gradient(var(--mantine-color-gray-1) 0 25%, transparent 0 50%) 0 0 / 12px 12px',
        overflow: 'hidden',
      }}
    >
      {url && !broken ? (
        <Image
          src={url}
          alt={`${kind === 'logo' ? 'Logo' : '登录页图片'}预览`}
          w={w}
          h={h}
          fit="contain"
          onError={() => setFailed(url)}
        />
      ) : (
        <Text size="xs" c="dimmed" ta="center" px={4}>
          {broken ? '无法预览' : '未设置'}
        </Text>
      )}
    </Box>
  );
}
