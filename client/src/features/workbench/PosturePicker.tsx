import { Select } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { storedImageUrl } from '../avatar-switch/apply-avatar';
import { patchElement } from './scene-ops';
import type { EditorApi } from './WorkbenchEditor';
import type { WorkbenchScene } from './types';

/**
 * 姿势 of the scene's digital human (001 §4 postures): each posture is a pose of the character's rig,
 * chosen per scene; the picture follows the posture so the still and the talking rig agree.
 */
export function PosturePicker({
  scene,
  personaBizId,
  api,
}: {
  scene: WorkbenchScene;
  personaBizId: string;
  api: EditorApi;
}) {
  const postures = trpc.vh.queryVhPosture.useQuery({ personaBizId }, { staleTime: 5 * 60_000 });
  const human = scene.virtualHuman;
  if (!human || !postures.data || postures.data.length === 0) return null;
  return (
    <Select
      label="姿势"
      size="xs"
      data={postures.data.map((p) => ({ value: p.postureId, label: p.name }))}
      value={human.postureId ?? null}
      allowDeselect={false}
      onChange={(postureId) => {
        const posture = postures.data.find((p) => p.postureId === postureId);
        if (!posture) return;
        const mediaUrl = storedImageUrl(posture.imageUrl, window.location.origin);
        api.updateScene(
          (s) => patchElement(s, { kind: 'human' }, { postureId: posture.postureId, mediaUrl, personaBizId }),
          true,
        );
      }}
    />
  );
}
