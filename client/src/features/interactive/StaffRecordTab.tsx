import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { businessCodeOf, messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CanvasToolbar } from '../workbench/CanvasToolbar';
import { ElementPanel } from '../workbench/ElementPanel';
import { LayersPanel } from '../workbench/LayersPanel';
import { ScenePreview } from '../workbench/ScenePreview';
import { canRedo, canUndo } from '../workbench/history';
import { initialState, workbenchReducer } from '../workbench/store';
import { videoSizeOf, type ElementRef, type WorkbenchData } from '../workbench/types';
import type { EditorApi } from '../workbench/WorkbenchEditor';
import { AvatarSwitchDialog } from '../avatar-switch/AvatarSwitchDialog';
import { applyAvatar } from '../avatar-switch/apply-avatar';
import { fromCanvasData, toCanvasData } from './talk-types';
import { TalkVoicePanel } from './TalkVoicePanel';

/** Code 430: the voice is unusable and the save is refused (002 §8). */
const VOICE_UNAVAILABLE = 430;

/**
 * 员工档案: the studio's canvas (same scene model and worker canvas) over the project's one canvas.
 * Editing happens in adorn mode (002 §4): entering keeps a backup, 取消装饰 restores it, 完成装饰
 * saves. A save refused with 430 puts the last saved voice back and keeps every other edit.
 */
export function StaffRecordTab({
  projectId,
  dataJson,
  onSaved,
  onDirty,
}: {
  projectId: string;
  dataJson: string;
  onSaved(): void;
  onDirty(dirty: boolean): void;
}) {
  const [state, dispatch] = useReducer(workbenchReducer, dataJson, (raw) => initialState(toCanvasData(raw)));
  const saved = useRef<WorkbenchData>(state.history.present);
  const [backup, setBackup] = useState<WorkbenchData | null>(null);
  const [switching, setSwitching] = useState(false);
  const data = state.history.present;
  const scene = data.scenes[0]!;
  const videoSize = videoSizeOf(data);
  const update = trpc.talkProject.projectUpdate.useMutation({ trpc: { context: { silent: true } } });
  const api = useMemo<EditorApi>(
    () => ({
      update: (recipe, capture) => dispatch({ type: 'update', recipe, capture }),
      updateScene: (recipe, capture) =>
        dispatch({
          type: 'update',
          capture,
          recipe: (d) => ({ ...d, scenes: d.scenes.map((s, i) => (i === 0 ? recipe(s) : s)) }),
        }),
    }),
    [],
  );
  const select = useCallback((ref: ElementRef | null) => dispatch({ type: 'select', ref }), []);

  const enter = () => {
    setBackup(data);
    onDirty(true);
  };
  const cancel = () => {
    if (backup) api.update(() => backup, true);
    dispatch({ type: 'select', ref: null });
    setBackup(null);
    onDirty(false);
  };
  const finish = async () => {
    try {
      await update.mutateAsync({
        projectId,
        dataJson: JSON.stringify(fromCanvasData(data)),
        scope: 'canvas',
        manual: true,
      });
      saved.current = data;
      setBackup(null);
      onDirty(false);
      onSaved();
      toast.success('保存成功');
    } catch (e) {
      toast.error(messageOf(e));
      if (businessCodeOf(e) === VOICE_UNAVAILABLE)
        api.updateScene((s) => ({ ...s, tts: saved.current.scenes[0]?.tts ?? null }), true);
    }
  };
  const greeting = String(scene.displayTexts?.[0]?.content ?? '');

  return (
    <Group gap={0} align="stretch" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
      <Box
        component="section"
        aria-label="画布"
        style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        bg="gray.1"
        p="md"
      >
        <Group justify="space-between" mb="xs">
          {backup ? (
            <CanvasToolbar
              scene={scene}
              videoSize={videoSize}
              api={api}
              onSelect={select}
              onSwitchAvatar={() => setSwitching(true)}
            />
          ) : (
            <Text size="sm" c="dimmed">
              进入装饰模式后可编辑画布
            </Text>
          )}
          {backup ? (
            <Group gap="xs" role="group" aria-label="装饰模式">
              <Text size="xs" c="blue">
                装饰模式
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={!canUndo(state.history)}
                onClick={() => dispatch({ type: 'undo' })}
              >
                撤销
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={!canRedo(state.history)}
                onClick={() => dispatch({ type: 'redo' })}
              >
                重做
              </Button>
              <Button size="xs" variant="default" onClick={cancel}>
                取消装饰
              </Button>
              <Button size="xs" loading={update.isPending} onClick={() => void finish()}>
                完成装饰
              </Button>
            </Group>
          ) : (
            <Button size="xs" variant="light" onClick={enter}>
              装饰模式
            </Button>
          )}
        </Group>
        <Box style={{ maxWidth: 420, width: '100%', margin: '0 auto' }}>
          <ScenePreview
            scene={scene}
            videoSize={videoSize}
            selection={backup ? state.selection : null}
            api={api}
            onSelect={backup ? select : () => undefined}
            playback={null}
            onPlaybackEnd={() => undefined}
          />
        </Box>
      </Box>
      <Box
        component="aside"
        aria-label="属性"
        w={320}
        p="md"
        style={{ overflowY: 'auto', borderLeft: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Stack gap="lg">
          {backup && state.selection && (
            <ElementPanel
              key={JSON.stringify(state.selection)}
              scene={scene}
              selection={state.selection}
              api={api}
              onDeleted={() => select(null)}
              previewing={false}
              onPreview={() => undefined}
            />
          )}
          {backup && <LayersPanel scene={scene} selection={state.selection} api={api} onSelect={select} />}
          {backup && <TalkVoicePanel scene={scene} api={api} greeting={greeting} />}
          {!backup && (
            <Text size="sm" c="dimmed">
              形象、文字、图片和声音在装饰模式中编辑。
            </Text>
          )}
        </Stack>
      </Box>
      <AvatarSwitchDialog
        opened={switching}
        currentPersonaBizId={data.personaBizId ?? null}
        onCancel={() => setSwitching(false)}
        onConfirm={({ avatar, voice, posture, pictureAspect }) => {
          api.update((d) => applyAvatar(d, avatar, voice, location.origin, posture, pictureAspect), true);
          setSwitching(false);
        }}
      />
    </Group>
  );
}
