import { useState } from 'react';
import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { toast } from '../../lib/toast';
import { storedImageUrl } from '../avatar-switch/apply-avatar';
import { MediaLibraryModal } from '../media/MediaLibraryModal';
import type { WorkbenchScene } from './types';
import type { EditorApi } from './WorkbenchEditor';

/** Ours: new music starts quietly under the voice (volumes are 0..100, 001 §9). */
export const DEFAULT_MUSIC_VOLUME = 30;

interface Music {
  mediaUrl: string;
  title?: string;
  volume?: number;
  [key: string]: unknown;
}

const musicOf = (scene: WorkbenchScene): Music | null => {
  const m = scene.backgroundMusic;
  return typeof m === 'object' && m !== null && typeof (m as Music).mediaUrl === 'string' ? (m as Music) : null;
};

/**
 * 背景音乐 of a scene (001 §3 iceScenes.backgroundMusic): chosen from the media library's audio, looped
 * under the speech by the render at its volume.
 */
export function BackgroundMusic({
  scene,
  api,
  capture,
  onEnd,
}: {
  scene: WorkbenchScene;
  api: EditorApi;
  capture(field: string): boolean;
  onEnd(): void;
}) {
  const [picking, setPicking] = useState(false);
  const music = musicOf(scene);
  const set = (next: Music | null, capture: boolean) =>
    api.updateScene((s) => ({ ...s, backgroundMusic: next ?? undefined }), capture);
  return (
    <Stack gap={4} component="section" aria-label="背景音乐">
      <Group justify="space-between">
        <Text size="xs" fw={500}>
          背景音乐
        </Text>
        {music ? (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => set(null, true)}>
            移除音乐
          </Button>
        ) : (
          <Button size="compact-xs" variant="light" onClick={() => setPicking(true)}>
            选择音乐
          </Button>
        )}
      </Group>
      {music && (
        <>
          <Text size="xs" c="dimmed" truncate>
            {music.title ?? music.mediaUrl.split('/').pop()}
          </Text>
          <Text size="xs" id="music-volume">
            音乐音量 {music.volume ?? DEFAULT_MUSIC_VOLUME}
          </Text>
          <Slider
            size="sm"
            min={0}
            max={100}
            step={1}
            label={null}
            value={music.volume ?? DEFAULT_MUSIC_VOLUME}
            onChange={(volume) => set({ ...music, volume }, capture('music.volume'))}
            onChangeEnd={onEnd}
            thumbProps={{ 'aria-labelledby': 'music-volume' }}
          />
        </>
      )}
      <MediaLibraryModal
        opened={picking}
        initialTab="audio"
        onClose={() => setPicking(false)}
        onPick={(item) => {
          if (item.mediaType !== 'audio') {
            toast.error('请选择音频作为背景音乐');
            return;
          }
          set(
            { mediaUrl: storedImageUrl(item.url, location.origin), title: item.title, volume: DEFAULT_MUSIC_VOLUME },
            true,
          );
          setPicking(false);
        }}
      />
    </Stack>
  );
}
