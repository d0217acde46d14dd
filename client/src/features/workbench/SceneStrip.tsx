import { IconArrowDown, IconArrowUp, IconCopy } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useRef } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Image,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { toast } from '../../lib/toast';
import { copySceneAfter } from './element-ops';
import { addSceneAfter, deleteScene, moveScene, type SceneChange } from './scene-ops';
import { videoSizeOf, type WorkbenchData } from './types';
import { useSceneThumbnails } from './use-thumbnails';
import type { EditorApi } from './WorkbenchEditor';

interface Props {
  data: WorkbenchData;
  /** The scenes as drawn (template variables filled in), for the thumbnails. */
  drawnScenes: WorkbenchData['scenes'];
  sceneIndex: number;
  api: EditorApi;
  onSelect(index: number): void;
  /** False until the editor's canvas has its first frame: the strip then waits its turn. */
  thumbnailsEnabled?: boolean;
}

/**
 * The scene strip: one card per scene with its worker-drawn thumbnail, add, delete and reorder.
 * Cards are memoised and their handlers stable, so an edit of one scene (a drag sends one per
 * pointer move) re-renders one card, not fifty.
 */
export function SceneStrip({ data, drawnScenes, sceneIndex, api, onSelect, thumbnailsEnabled = true }: Props) {
  const videoSize = videoSizeOf(data);
  const thumbnails = useSceneThumbnails(drawnScenes, videoSize, thumbnailsEnabled);
  const latest = useRef({ data, api, onSelect });
  latest.current = { data, api, onSelect };

  const apply = useCallback((change: (scenes: WorkbenchData['scenes']) => SceneChange | null) => {
    const { data: d, api: a } = latest.current;
    const result = change(d.scenes);
    if (!result) return;
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    a.update((x) => ({ ...x, scenes: result.scenes }), true, result.index);
  }, []);
  const handlers = useMemo<CardHandlers>(
    () => ({
      select: (i) => latest.current.onSelect(i),
      move: (i, delta) => apply((scenes) => moveScene(scenes, i, delta)),
      remove: (i) => apply((scenes) => deleteScene(scenes, i)),
      copy: (i) => apply((scenes) => copySceneAfter(scenes, i)),
    }),
    [apply],
  );
  const ratio = `${videoSize.width} / ${videoSize.height}`;

  return (
    <Box
      component="nav"
      aria-label="场景列表"
      w={220}
      style={{ borderRight: '1px solid var(--mantine-color-gray-3)', display: 'flex', flexDirection: 'column' }}
    >
      <ScrollArea style={{ flex: 1 }} p="xs">
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.scenes.map((scene, i) => (
            <SceneCard
              key={i}
              index={i}
              name={scene.title || `场景${i + 1}`}
              thumbnail={thumbnails[i]}
              selected={i === sceneIndex}
              last={i === data.scenes.length - 1}
              deletable={data.scenes.length > 1}
              ratio={ratio}
              handlers={handlers}
            />
          ))}
        </Stack>
      </ScrollArea>
      <Box p="xs">
        <Button fullWidth variant="light" onClick={() => apply((s) => addSceneAfter(s, sceneIndex))}>
          添加场景
        </Button>
      </Box>
    </Box>
  );
}

interface CardHandlers {
  select(index: number): void;
  move(index: number, delta: number): void;
  remove(index: number): void;
  copy(index: number): void;
}

interface CardProps {
  index: number;
  name: string;
  thumbnail: string | undefined;
  selected: boolean;
  last: boolean;
  deletable: boolean;
  ratio: string;
  handlers: CardHandlers;
}

const SceneCard = memo(function SceneCard({
  index: i,
  name,
  thumbnail,
  selected,
  last,
  deletable,
  ratio,
  handlers,
}: CardProps) {
  return (
    <Box
      component="li"
      data-testid="scene-card"
      data-selected={selected || undefined}
      style={{ border: `2px solid var(--mantine-color-${selected ? 'blue-6' : 'gray-3'})`, borderRadius: 6 }}
      p={4}
    >
      <UnstyledButton
        onClick={() => handlers.select(i)}
        aria-current={selected ? 'true' : undefined}
        aria-label={`${i + 1}. ${name}`}
        w="100%"
      >
        <Box style={{ aspectRatio: ratio }} bg="gray.2">
          {thumbnail ? (
            <Image src={thumbnail} alt={`${name} 缩略图`} w="100%" h="100%" fit="contain" />
          ) : (
            <Skeleton w="100%" h="100%" aria-label={`${name} 缩略图加载中`} />
          )}
        </Box>
        <Text size="xs" mt={4} truncate>
          {i + 1}. {name}
        </Text>
      </UnstyledButton>
      <Group gap={2} justify="flex-end">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`上移 ${name}`}
          disabled={i === 0}
          onClick={() => handlers.move(i, -1)}
        >
          <IconArrowUp size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`下移 ${name}`}
          disabled={last}
          onClick={() => handlers.move(i, 1)}
        >
          <IconArrowDown size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" size="sm" aria-label={`复制 ${name}`} onClick={() => handlers.copy(i)}>
          <IconCopy size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="sm"
          color="red"
          aria-label={`删除 ${name}`}
          disabled={!deletable}
          onClick={() => handlers.remove(i)}
        >
          ×
        </ActionIcon>
      </Group>
    </Box>
  );
});
