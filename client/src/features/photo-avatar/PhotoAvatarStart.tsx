import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PHOTO_AVATAR_MIN_SIDE } from '@portal/contracts';
import { CreatePhotoAvatarButton } from './CreatePhotoAvatarButton';
import { PhotoAvatarSection } from './PhotoAvatarSection';

/**
 * 照片数字人 on the 定制数字人 page: made at once from one portrait, where a filmed custom digital
 * human takes days. Every user who may use the page may make one; the company's customise quota pays.
 */
export function PhotoAvatarStart() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h3">
              一张照片，立即生成数字人
            </Title>
            <Text c="dimmed" size="sm" maw={640}>
              {`上传一张正脸照片（短边不小于 ${PHOTO_AVATAR_MIN_SIDE} 像素），几秒钟后即可得到会说话、会眨眼的照片数字人，用于播报视频。每个消耗 1 个定制数字人额度。`}
            </Text>
          </div>
          <CreatePhotoAvatarButton />
        </Group>
        <PhotoAvatarSection />
      </Stack>
    </Paper>
  );
}
