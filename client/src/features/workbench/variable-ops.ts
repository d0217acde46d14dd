import {
  graphVariableOf,
  projectVariables,
  resolveSceneVariables,
  variableNameProblem,
  type TextVariable,
} from '@portal/contracts';
import { brandedScene } from './brand-ops';
import { patchElement } from './scene-ops';
import type { WorkbenchData, WorkbenchScene } from './types';

/** The project's stored text variables (name → value); other entries are kept as they are. */
const textVariables = (data: WorkbenchData): TextVariable[] =>
  (Array.isArray(data.variables) ? (data.variables as TextVariable[]) : []).filter((v) => v?.category === 'text');

export const textVariableValue = (data: WorkbenchData, name: string): string =>
  textVariables(data).find((v) => v.name === name)?.value ?? '';

/** Sets a text variable's value (one entry per name, for every scene that writes `${name}`). */
export function setTextVariable(data: WorkbenchData, name: string, value: string): WorkbenchData {
  const others = (Array.isArray(data.variables) ? (data.variables as TextVariable[]) : []).filter(
    (v) => !(v?.category === 'text' && v.name === name),
  );
  const next: TextVariable = { name, category: 'text', value };
  return { ...data, variables: [...others, next] as NonNullable<WorkbenchData['variables']> };
}

type SceneVariables = ReturnType<typeof projectVariables>;
const sceneVariablesCache = new WeakMap<WorkbenchScene, SceneVariables>();

/**
 * The variables of every scene, each scene read once per version of it: the editor asks on every
 * change (a drag too), and only the scene that changed is read again.
 */
export function variablesOf(scenes: readonly WorkbenchScene[]): SceneVariables {
  const text = new Set<string>();
  const graph: SceneVariables['graph'] = [];
  scenes.forEach((scene, i) => {
    let own = sceneVariablesCache.get(scene);
    if (!own) sceneVariablesCache.set(scene, (own = projectVariables([scene])));
    for (const name of own.text) text.add(name);
    for (const g of own.graph) graph.push({ ...g, scene: i });
  });
  return { text: [...text], graph };
}

/** Names of the image (non-text) variables, except the one of image `exceptIndex` in scene `exceptScene`. */
export function otherGraphNames(scenes: readonly WorkbenchScene[], exceptScene = -1, exceptIndex = -1): string[] {
  return variablesOf(scenes)
    .graph.filter((g) => !(g.scene === exceptScene && g.index === exceptIndex))
    .map((g) => g.name);
}

/** Makes image `index` of a scene a graph variable named `name` (value: its current image), or clears it with null. */
export function setGraphVariable(scene: WorkbenchScene, index: number, name: string | null): WorkbenchScene {
  const node = scene.displayImages?.[index];
  if (!node) return scene;
  const kept = (Array.isArray(node.nodeVariable) ? (node.nodeVariable as Record<string, unknown>[]) : []).filter(
    (v) => v.category !== 'graph',
  );
  const current = graphVariableOf(node);
  const nodeVariable =
    name === null ? kept : [...kept, { name, category: 'graph', attribute: 'mediaUrl', value: current?.value ?? '' }];
  return patchElement(scene, { kind: 'image', index }, { nodeVariable });
}

/** Sets the image a graph variable shows. */
export function setGraphValue(scene: WorkbenchScene, index: number, value: string): WorkbenchScene {
  const node = scene.displayImages?.[index];
  if (!node) return scene;
  const nodeVariable = (Array.isArray(node.nodeVariable) ? (node.nodeVariable as Record<string, unknown>[]) : []).map(
    (v) => (v.category === 'graph' ? { ...v, value } : v),
  );
  return patchElement(scene, { kind: 'image', index }, { nodeVariable });
}

/** The problem of each placeholder name in the project's texts, or null when it is well formed. */
export function placeholderProblems(scenes: readonly WorkbenchScene[]): { name: string; problem: string | null }[] {
  const { text, graph } = variablesOf(scenes);
  const graphNames = graph.map((g) => g.name);
  return text.map((name) => ({ name, problem: variableNameProblem(name, graphNames) }));
}

const drawnCache = new WeakMap<
  WorkbenchScene,
  { values: ReadonlyMap<string, string>; brand: WorkbenchData['brandTheme']; drawn: WorkbenchScene }
>();

/**
 * The scene as the canvas and the thumbnails draw it, variables filled in and the brand setting applied. Cached per scene object
 * and values, so an edit elsewhere hands the workers the same object and no thumbnail is redrawn.
 */
export function drawnScene(
  scene: WorkbenchScene,
  values: ReadonlyMap<string, string>,
  brand?: WorkbenchData['brandTheme'],
): WorkbenchScene {
  const hit = drawnCache.get(scene);
  if (hit?.values === values && hit.brand === brand) return hit.drawn;
  const drawn = brandedScene(resolveSceneVariables(scene, values), brand);
  drawnCache.set(scene, { values, brand, drawn });
  return drawn;
}
