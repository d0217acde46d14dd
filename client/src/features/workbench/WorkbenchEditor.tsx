import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ActionIcon, Alert, Box, Button, Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconArrowBackUp, IconArrowForwardUp, IconLayoutList } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { renderRuleMessages, textVariableValues } from '@portal/contracts';
import { toast } from '../../lib/toast';
import type { RouterOutputs } from '../../lib/trpc';
import { TASKS_PARAM } from '../premium/tasks-param';
import { useGenerateVideo } from '../premium/use-generate-video';
import { AvatarSwitchDialog } from '../avatar-switch/AvatarSwitchDialog';
import { applyAvatar } from '../avatar-switch/apply-avatar';
import { CanvasToolbar } from './CanvasToolbar';
import { LayersPanel } from './LayersPanel';
import { canRedo, canUndo } from './history';
import { ElementPanel } from './ElementPanel';
import { ScenePanel } from './ScenePanel';
import { ScenePreview } from './ScenePreview';
import { SceneStrip } from './SceneStrip';
import { initialState, workbenchReducer } from './store';
import { TopBar } from './TopBar';
import { toWorkbenchData, videoSizeOf, type ElementRef, type WorkbenchData, type WorkbenchScene } from './types';
import { usePersistence } from './use-persistence';
import { usePersonaCheck } from './use-persona-check';
import { rollbackVoices } from './voice-rollback';
import { drawnScene } from './variable-ops';
import { sameSelection } from './render-guards';
import { VariablesPanel } from './VariablesPanel';
import { BrandThemeSwitch } from './BrandThemeSwitch';
import type { Playback } from './use-preview-frame';
import { useVoicePreview } from './use-voice-preview';
import { VoicePreviewButton } from './VoicePreviewButton';

type Project = RouterOutputs['videoProject']['projectDetail'];

export interface EditorApi {
  /** The one update helper: every data change goes through here with its capture intent. */
  update(recipe: (data: WorkbenchData) => WorkbenchData, capture: boolean, sceneIndex?: number): void;
  /** Changes the selected scene. */
  updateScene(recipe: (scene: WorkbenchScene) => WorkbenchScene, capture: boolean): void;
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** `taskPersonaBizId`: the avatar an AI task chose (001 §2 query personaBizId), checked when the project names none. */
export function WorkbenchEditor({
  project,
  onReload,
  taskPersonaBizId = null,
}: {
  project: Project;
  onReload: () => Promise<void>;
  taskPersonaBizId?: string | null;
}) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(workbenchReducer, project.data, (raw) => initialState(toWorkbenchData(raw)));
  const [title, setTitle] = useState(project.title);
  const data = state.history.present;
  const videoSize = videoSizeOf(data);
  const scene = data.scenes[state.sceneIndex];
  // What the canvas and thumbnails draw: the scenes with the template variables filled in.
  const variableValues = useMemo(() => textVariableValues(data.variables), [data.variables]);
  const drawnScenes = useMemo(
    () => data.scenes.map((s) => drawnScene(s, variableValues, data.brandTheme)),
    [data.scenes, variableValues, data.brandTheme],
  );
  const personaProblem = usePersonaCheck(data.personaBizId ?? taskPersonaBizId);
  const persistence = usePersistence({
    id: project.id,
    version: project.version,
    data,
    revision: state.revision,
    title,
    onVoiceRejected: (saved) => dispatch({ type: 'update', recipe: (d) => rollbackVoices(d, saved), capture: true }),
  });
  // The project list's 生成视频: quota check with the estimated length, submit, then the task list.
  const { generate: generateVideo, busyId } = useGenerateVideo(() => navigate(`/home/premium?${TASKS_PARAM}=1`));
  const [reloading, setReloading] = useState(false);
  // The strip's thumbnails wait for the canvas's first frame (or a second at most), which comes first.
  const [canvasReady, setCanvasReady] = useState(false);
  const [switchingAvatar, setSwitchingAvatar] = useState(false);
  // Below 1024 px the properties open in a drawer; below 768 px the scene list does too.
  const narrow = useMediaQuery('(max-width: 63.99em)') ?? false;
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [propertiesOpen, setPropertiesOpen] = useState(false);
  const [scenesOpen, setScenesOpen] = useState(false);
  // 001 §4 adorn (canvas edit) mode: a backup taken on entering; cancelling puts it back.
  const [adornBackup, setAdornBackup] = useState<WorkbenchData | null>(null);
  const enterAdorn = () => setAdornBackup(state.history.present);
  const cancelAdorn = () => {
    const backup = adornBackup;
    if (backup) api.update(() => backup, true);
    setAdornBackup(null);
  };
  const [playback, setPlayback] = useState<(Playback & { ref: ElementRef }) | null>(null);
  const endPlayback = useCallback(() => setPlayback(null), []);
  // 预览 of the scene with its voice; an element's animation preview and this one never run together.
  const drawn = drawnScenes[state.sceneIndex] ?? scene;
  const voice = useVoicePreview(
    drawn,
    drawn?.virtualHuman?.personaBizId ?? data.personaBizId ?? taskPersonaBizId ?? undefined,
  );
  const stopVoice = voice.stop;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state.sceneIndex` is the trigger: changing scene stops the voice preview
  useEffect(() => stopVoice, [state.sceneIndex, stopVoice]);
  const canvasPlayback = playback ?? voice.playback;
  const closeAvatarSwitch = useCallback(() => setSwitchingAvatar(false), []);
  useEffect(() => {
    const timer = setTimeout(() => setCanvasReady(true), 1_000);
    return () => clearTimeout(timer);
  }, []);

  const api = useMemo<EditorApi>(
    () => ({
      update: (recipe, capture, sceneIndex) =>
        dispatch({ type: 'update', recipe, capture, ...(sceneIndex === undefined ? {} : { sceneIndex }) }),
      updateScene: (recipe, capture) =>
        dispatch({
          type: 'update',
          capture,
          recipe: (d) => ({ ...d, scenes: d.scenes.map((s, i) => (i === state.sceneIndex ? recipe(s) : s)) }),
        }),
    }),
    [state.sceneIndex],
  );

  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  // Stable callbacks, so the memoised panels are not redrawn by a new function on every change.
  const selectElement = useCallback((ref: ElementRef | null) => dispatch({ type: 'select', ref }), []);
  const selectScene = useCallback((index: number) => {
    dispatch({ type: 'selectScene', index });
    // On a phone the list is a drawer over the canvas: choosing a scene shows it.
    setScenesOpen(false);
  }, []);
  // The side panels follow a selection in a render of their own that yields to input, so a
  // click on the canvas shows its handles at once and the attribute panel's mount never blocks a drag.
  const deferredSelection = useDeferredValue(state.selection);
  // Until the deferred render catches up the panels show no element, never the old selection
  // against a new scene (after a scene switch or a delete).
  const panelSelection = sameSelection(deferredSelection, state.selection) ? deferredSelection : null;
  const selectionRef = useRef(state.selection);
  selectionRef.current = state.selection;
  const previewAnimation = useCallback((ms: number) => {
    const ref = selectionRef.current;
    if (ref) setPlayback({ id: Date.now(), ms, ref });
  }, []);

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y); text fields keep their own undo.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') stopVoice();
      if (!(e.ctrlKey || e.metaKey) || isTextField(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z') {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
      } else if (key === 'y') {
        e.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, stopVoice]);

  // Unsaved edits (the draft autosave has not caught up yet) make the browser ask before leaving.
  const unsaved = persistence.saveState !== '已保存';
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const generate = async () => {
    if (busyId || !(await persistence.save())) return;
    await generateVideo(project.id);
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  const sceneStrip = (
    <SceneStrip
      data={data}
      drawnScenes={drawnScenes}
      sceneIndex={state.sceneIndex}
      api={api}
      onSelect={selectScene}
      thumbnailsEnabled={canvasReady}
    />
  );
  const properties = scene && (
    <Stack gap="lg">
      {panelSelection && (
        <ElementPanel
          key={`${state.sceneIndex}:${JSON.stringify(panelSelection)}`}
          scene={scene}
          selection={panelSelection}
          api={api}
          onDeleted={() => dispatch({ type: 'select', ref: null })}
          previewing={canvasPlayback !== null}
          onPreview={previewAnimation}
          personaBizId={data.personaBizId ?? taskPersonaBizId ?? undefined}
        />
      )}
      <LayersPanel scene={scene} selection={panelSelection} api={api} onSelect={selectElement} />
      {!adornBackup && <ScenePanel key={state.sceneIndex} scene={scene} sceneNumber={state.sceneIndex + 1} api={api} />}
      <BrandThemeSwitch theme={data.brandTheme} api={api} />
      <VariablesPanel data={data} sceneIndex={state.sceneIndex} selection={panelSelection} api={api} />
    </Stack>
  );

  return (
    <Stack gap={0} h="100vh">
      <TopBar
        title={title}
        onRename={setTitle}
        saveState={persistence.saveState}
        canUndo={canUndo(state.history)}
        canRedo={canRedo(state.history)}
        onUndo={undo}
        onRedo={redo}
        onSave={() => void persistence.save().then((ok) => ok && toast.success('保存成功'))}
        onGenerate={() => void generate()}
        generating={busyId !== null}
      />
      {personaProblem && (
        <Alert color="orange" role="alert" py={6} radius={0}>
          {personaProblem}
        </Alert>
      )}
      <Group gap={0} align="stretch" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        {phone ? (
          // On a phone the scenes and the properties open over the canvas, which keeps the whole width;
          // kept mounted, so the scene thumbnails are drawn once.
          <Drawer opened={scenesOpen} onClose={() => setScenesOpen(false)} title="场景" size={260} keepMounted>
            {sceneStrip}
          </Drawer>
        ) : (
          sceneStrip
        )}
        <Box
          component="section"
          aria-label="场景预览"
          style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
          bg="gray.1"
          p="md"
        >
          {scene && (
            <Group justify="space-between" align="flex-start" wrap={narrow ? 'wrap' : 'nowrap'} gap="xs">
              {(phone || narrow) && (
                <Group gap="xs">
                  {phone && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconLayoutList size={14} aria-hidden />}
                      onClick={() => setScenesOpen(true)}
                    >
                      场景 {state.sceneIndex + 1}/{data.scenes.length}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconAdjustmentsHorizontal size={14} aria-hidden />}
                    onClick={() => setPropertiesOpen(true)}
                  >
                    属性
                  </Button>
                  {phone && (
                    <>
                      <ActionIcon
                        variant="default"
                        size={30}
                        onClick={undo}
                        disabled={!canUndo(state.history)}
                        aria-label="撤销"
                      >
                        <IconArrowBackUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        size={30}
                        onClick={redo}
                        disabled={!canRedo(state.history)}
                        aria-label="重做"
                      >
                        <IconArrowForwardUp size={16} aria-hidden />
                      </ActionIcon>
                    </>
                  )}
                </Group>
              )}
              <CanvasToolbar
                scene={scene}
                videoSize={videoSize}
                api={api}
                onSelect={selectElement}
                onSwitchAvatar={() => setSwitchingAvatar(true)}
              />
              <VoicePreviewButton
                state={voice.state}
                disabled={playback !== null}
                onStart={() => void voice.start()}
                onStop={voice.stop}
              />
              {adornBackup ? (
                <Group gap="xs" role="group" aria-label="装饰模式">
                  <Text size="xs" c="blue">
                    装饰模式
                  </Text>
                  <Button size="xs" variant="default" onClick={cancelAdorn}>
                    取消装饰
                  </Button>
                  <Button size="xs" onClick={() => setAdornBackup(null)}>
                    完成装饰
                  </Button>
                </Group>
              ) : (
                <Button size="xs" variant="light" onClick={enterAdorn}>
                  装饰模式
                </Button>
              )}
            </Group>
          )}
          {scene && (
            <ScenePreview
              scene={drawn ?? scene}
              videoSize={videoSize}
              selection={state.selection}
              api={api}
              onSelect={selectElement}
              onFirstFrame={() => setCanvasReady(true)}
              playback={canvasPlayback}
              onPlaybackEnd={playback ? endPlayback : voice.stop}
            />
          )}
        </Box>
        {narrow ? (
          <Drawer
            opened={propertiesOpen}
            onClose={() => setPropertiesOpen(false)}
            title="属性"
            position="right"
            size={phone ? '100%' : 360}
          >
            {properties}
          </Drawer>
        ) : (
          <Box
            component="aside"
            aria-label="属性"
            w={320}
            p="md"
            style={{ overflowY: 'auto', borderLeft: '1px solid var(--mantine-color-gray-3)' }}
          >
            {properties}
          </Box>
        )}
      </Group>
      <AvatarSwitchDialog
        opened={switchingAvatar}
        currentPersonaBizId={data.personaBizId ?? null}
        onCancel={closeAvatarSwitch}
        onConfirm={({ avatar, voice, posture, pictureAspect }) => {
          api.update((d) => applyAvatar(d, avatar, voice, location.origin, posture, pictureAspect), true);
          setSwitchingAvatar(false);
        }}
      />
      <Modal opened={persistence.conflict} onClose={persistence.dismissConflict} title="保存失败">
        <Text mb="md">{renderRuleMessages.projectChanged}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={persistence.dismissConflict}>
            取消
          </Button>
          <Button onClick={() => void reload()} loading={reloading}>
            重新加载
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
