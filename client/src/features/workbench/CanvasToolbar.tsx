import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { storedImageUrl } from '../avatar-switch/apply-avatar';
import { MediaLibraryModal } from '../media/MediaLibraryModal';
import { toast } from '../../lib/toast';
import { addCaption, addMedia, addText, type ElementChange } from './element-ops';
import type { ElementRef, Size, WorkbenchScene } from './types';
import type { EditorApi } from './WorkbenchEditor';

interface Props {
  scene: WorkbenchScene;
  videoSize: Size;
  api: EditorApi;
  onSelect(ref: ElementRef | null): void;
  onSwitchAvatar(): void;
}

/** Adds elements to the selected scene and opens the avatar switch (001 §4). */
export function CanvasToolbar({ scene, videoSize, api, onSelect, onSwitchAvatar }: Props) {
  const [picking, setPicking] = useState<'image' | 'video' | null>(null);
  const add = (make: (scene: WorkbenchScene, canvas: Size) => ElementChange) => {
    const result = make(scene, videoSize);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    api.updateScene(() => result.scene, true);
    if (result.select) onSelect(result.select);
  };
  return (
    <Group gap="xs" mb="sm" role="toolbar" aria-label="画布工具">
      <Button size="xs" variant="default" onClick={() => add(addText)}>
        添加文本
      </Button>
      <Button size="xs" variant="default" onClick={() => add(addCaption)}>
        添加字幕
      </Button>
      <Button size="xs" variant="default" onClick={() => setPicking('image')}>
        添加图片
      </Button>
      <Button size="xs" variant="default" onClick={() => setPicking('video')}>
        添加视频
      </Button>
      <Button size="xs" variant="default" onClick={onSwitchAvatar}>
        切换形象
      </Button>
      <MediaLibraryModal
        opened={picking !== null}
        initialTab={picking ?? 'image'}
        onClose={() => setPicking(null)}
        onPick={(item) => {
          const kind = item.mediaType === 'video' ? 'video' : 'image';
          const media = {
            url: storedImageUrl(item.url, location.origin),
            posterUrl: item.posterUrl ? storedImageUrl(item.posterUrl, location.origin) : null,
            width: item.width,
            height: item.height,
            title: item.title,
          };
          add((s, canvas) => addMedia(s, kind, media, canvas));
          setPicking(null);
        }}
      />
    </Group>
  );
}
