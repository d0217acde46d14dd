import { ActionIcon, Box, Button, Group, Image, ScrollArea, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { toast } from '../../lib/toast';
import { addSceneAfter, deleteScene, moveScene, type SceneChange } from './scene-ops';
import { videoSizeOf, type WorkbenchData } from './types';
import { useSceneThumbnails } from './use-thumbnails';
import type { EditorApi } from './WorkbenchEditor';

interface Props {
  data: WorkbenchData;
  sceneIndex: number;
  api: EditorApi;
  onSelect(index: number): void;
}

/** The scene strip: one card per scene with its worker-drawn thumbnail, add, delete and reorder. */
export function SceneStrip({ data, sceneIndex, api, onSelect }: Props) {
  const videoSize = videoSizeOf(data);
  const thumbnails = useSceneThumbnails(data.scenes, videoSize);

  const apply = (change: (scenes: WorkbenchData['scenes']) => SceneChange | null) => {
    const result = change(data.scenes);
    if (!result) return;
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    api.update((d) => ({ ...d, scenes: result.scenes }), true, result.index);
  };

  return (
    <Box component="nav" aria-label="场景列表" w={220} style={{ borderRight: '1px solid var(--mantine-color-gray-3)', display: 'flex', flexDirection: 'column' }}>
      <ScrollArea style={{ flex: 1 }} p="xs">
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.scenes.map((scene, i) => {
            const selected = i === sceneIndex;
            const name = scene.title || `场景${i + 1}`;
            return (
              <Box component="li" key={i} data-testid="scene-card" data-selected={selected || undefined}
                style={{ border: `2px solid var(--mantine-color-${selected ? 'blue-6' : 'gray-3'})`, borderRadius: 6 }} p={4}>
                <UnstyledButton onClick={() => onSelect(i)} aria-current={selected ? 'true' : undefined} aria-label={`${i + 1}. ${name}`} w="100%">
                  <Box style={{ aspectRatio: `${videoSize.width} / ${videoSize.height}` }} bg="gray.2">
                    {thumbnails[i] ? (
                      <Image src={thumbnails[i]} alt={`${name} 缩略图`} w="100%" h="100%" fit="contain" />
                    ) : (
                      <Skeleton w="100%" h="100%" aria-label={`${name} 缩略图加载中`} />
                    )}
                  </Box>
                  <Text size="xs" mt={4} truncate>{i + 1}. {name}</Text>
                </UnstyledButton>
                <Group gap={2} justify="flex-end">
                  <ActionIcon variant="subtle" size="sm" aria-label={`上移 ${name}`} disabled={i === 0} onClick={() => apply((s) => moveScene(s, i, -1))}>↑</ActionIcon>
                  <ActionIcon variant="subtle" size="sm" aria-label={`下移 ${name}`} disabled={i === data.scenes.length - 1} onClick={() => apply((s) => moveScene(s, i, 1))}>↓</ActionIcon>
                  <ActionIcon variant="subtle" size="sm" color="red" aria-label={`删除 ${name}`} disabled={data.scenes.length <= 1} onClick={() => apply((s) => deleteScene(s, i))}>×</ActionIcon>
                </Group>
              </Box>
            );
          })}
        </Stack>
      </ScrollArea>
      <Box p="xs">
        <Button fullWidth variant="light" onClick={() => apply((s) => addSceneAfter(s, sceneIndex))}>添加场景</Button>
      </Box>
    </Box>
  );
}
