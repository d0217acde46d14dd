import { useId, useRef } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { PhotoAvatarList } from './PhotoAvatarList';

/**
 * 照片数字人 on the 数字员工 page: the avatars the company made from a portrait. They also appear
 * among the digital employees; here each shows whose likeness it is and who confirmed the right.
 */
export function PhotoAvatarSection() {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <div>
        <Title order={2} size="h4" id={titleId} ref={title} tabIndex={-1}>
          照片数字人
        </Title>
        <Text size="sm" c="dimmed">
          由一张正脸照片生成的专属数字人，也列在企业的数字员工中，可在编辑视频时选用。
        </Text>
      </div>
      <PhotoAvatarList onDeleted={() => title.current?.focus()} />
    </Stack>
  );
}
