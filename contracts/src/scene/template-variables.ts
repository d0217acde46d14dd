import { TEMPLATE_VARIABLE_NAME_MAX_LENGTH, TEMPLATE_VARIABLE_NAME_PATTERN } from '../constants/studio';
import { editorMessages } from '../messages/editor';

/**
 * Template variables (001 §3, §5). A text variable is a `${name}` placeholder inside a display
 * text; its value lives once per project in `variables`, so the same name reads the same in every
 * scene. A graph variable is an image node's `nodeVariable` entry whose value replaces the
 * image's `mediaUrl`. Values apply where scenes are drawn (preview, thumbnails, render); spoken
 * text is left alone, as its braces belong to the speech markup.
 */
export interface TextVariable {
  name: string;
  category: 'text';
  value: string;
}

const PLACEHOLDER = /\$\{([^{}]*)\}/g;
const NAME = new RegExp(TEMPLATE_VARIABLE_NAME_PATTERN);

type Node = Record<string, unknown>;
type Scene = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const nodesOf = (v: unknown): Node[] => (Array.isArray(v) ? v.filter(isNode) : []);
const textOf = (node: Node) =>
  typeof node.content === 'string' ? node.content : typeof node.text === 'string' ? node.text : '';

/** The names written inside `${…}` in a text, in order, each once (empty and invalid ones too). */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/**
 * The naming rules of 001 §5, in order: not empty, at most 20 characters, a letter then letters,
 * digits, hyphens or underscores, and no clash with another non-text (image) variable.
 */
export function variableNameProblem(name: string, otherGraphNames: readonly string[] = []): string | null {
  if (name.length === 0) return editorMessages.variableNameEmpty;
  if ([...name].length > TEMPLATE_VARIABLE_NAME_MAX_LENGTH) return editorMessages.variableNameTooLong;
  if (!NAME.test(name)) return editorMessages.variableNameInvalid;
  if (otherGraphNames.includes(name)) return editorMessages.variableNameDuplicate;
  return null;
}

/** The graph variable of an image node, if it has one. */
export function graphVariableOf(node: Node): { name: string; value: string } | null {
  const entry = nodesOf(node.nodeVariable).find((v) => v.category === 'graph' && typeof v.name === 'string');
  return entry ? { name: entry.name as string, value: typeof entry.value === 'string' ? entry.value : '' } : null;
}

/** Every variable of a project: text names from the placeholders of all display texts, graph ones from images. */
export function projectVariables(scenes: readonly Scene[]): {
  text: string[];
  graph: { name: string; scene: number; index: number; value: string }[];
} {
  const text = new Set<string>();
  const graph: { name: string; scene: number; index: number; value: string }[] = [];
  scenes.forEach((scene, sceneIndex) => {
    for (const node of nodesOf(scene.displayTexts)) for (const name of placeholderNames(textOf(node))) text.add(name);
    nodesOf(scene.displayImages).forEach((node, index) => {
      const variable = graphVariableOf(node);
      if (variable) graph.push({ ...variable, scene: sceneIndex, index });
    });
  });
  return { text: [...text], graph };
}

/** name → value of the project's text variables (empty values are left out: the placeholder stays visible). */
export function textVariableValues(variables: unknown): ReadonlyMap<string, string> {
  return new Map(
    nodesOf(variables)
      .filter(
        (v) => v.category === 'text' && typeof v.name === 'string' && typeof v.value === 'string' && v.value !== '',
      )
      .map((v) => [v.name as string, v.value as string]),
  );
}

/** Replaces the placeholders that have a value. */
export function fillPlaceholders(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
}

/**
 * The scene as it is drawn: placeholders filled, graph variables' images in place. A scene with
 * nothing to change is returned as is, so caches keyed by the scene object keep their entries.
 */
export function resolveSceneVariables<S extends Scene>(scene: S, values: ReadonlyMap<string, string>): S {
  let changed = false;
  const texts = nodesOf(scene.displayTexts).map((node) => {
    const filled = { ...node };
    for (const field of ['content', 'text'] as const)
      if (typeof node[field] === 'string') filled[field] = fillPlaceholders(node[field], values);
    if (filled.content === node.content && filled.text === node.text) return node;
    changed = true;
    return filled;
  });
  const images = nodesOf(scene.displayImages).map((node) => {
    const variable = graphVariableOf(node);
    if (!variable?.value || variable.value === node.mediaUrl) return node;
    changed = true;
    return { ...node, mediaUrl: variable.value };
  });
  return changed ? { ...scene, displayTexts: texts, displayImages: images } : scene;
}

/**
 * A project as it is rendered: every scene resolved, and the variables themselves dropped so the
 * result can be rewritten further (local asset paths) without a variable putting its value back.
 */
export function resolveProjectVariables<P extends { scenes?: unknown; variables?: unknown }>(project: P): P {
  const values = textVariableValues(project.variables);
  const scenes = Array.isArray(project.scenes) ? (project.scenes as unknown[]) : [];
  const { variables: _dropped, ...rest } = project;
  return {
    ...rest,
    scenes: scenes.map((scene) => {
      if (!isNode(scene)) return scene;
      const resolved = resolveSceneVariables(scene, values);
      return {
        ...resolved,
        displayImages: nodesOf(resolved.displayImages).map(({ nodeVariable: _n, ...node }) => node),
      };
    }),
  } as P;
}
