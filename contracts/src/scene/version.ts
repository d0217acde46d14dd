import { z } from 'zod';
import { ProjectCanvasDataSchema, type ProjectCanvasData } from './canvas-data';
import { ProjectRenderDataSchema, StudioSceneSchema, type ProjectRenderData, type StudioScene } from './studio-scene';

type Data = Record<string, unknown>;
type Migration = { version: number; why: string; up: (data: Data) => Data };

const isRecord = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Stamps nodeType on the elements of the named slots; legacy data told an element's kind by its slot. */
function stampSlots(holder: unknown, slots: Record<string, string>): unknown {
  if (!isRecord(holder)) return holder;
  const out: Data = { ...holder };
  for (const [slot, nodeType] of Object.entries(slots)) {
    const value = out[slot];
    const stamp = (element: unknown) =>
      isRecord(element) && element.nodeType === undefined ? { ...element, nodeType } : element;
    if (Array.isArray(value)) out[slot] = value.map(stamp);
    else if (value === null && slot.endsWith('s'))
      out[slot] = []; // legacy lists were saved as null
    else out[slot] = stamp(value);
  }
  return out;
}

const MEDIA_SLOTS = ['backgroundImage', 'backgroundVideo', 'backgroundMusic', 'globalBGM', 'globalBGI'];
const ELEMENT_SLOTS = ['virtualHuman', 'caption', 'displayTexts', 'displayImages', 'displayVideos'];

function normaliseElement(element: unknown): unknown {
  if (!isRecord(element)) return element;
  const out: Data = { ...element };
  if (out.content === undefined && typeof out.text === 'string') out.content = out.text;
  // The old readers drew a missing coordinate or size as 0 (a caption's box follows its font, 001 §9).
  for (const key of ['X', 'Y', 'Width', 'Height'] as const) if (out[key] === undefined) out[key] = 0;
  if (typeof out.Opacity === 'number' && out.Opacity > 1) out.Opacity = Math.min(100, out.Opacity) / 100;
  return out;
}

/** The legacy shapes of migration 2 inside one scene or canvas. */
function normaliseScene(scene: Data): Data {
  const out: Data = { ...scene };
  for (const slot of MEDIA_SLOTS) if (typeof out[slot] === 'string') out[slot] = { mediaUrl: out[slot] };
  if (Array.isArray(out.caption)) out.caption = out.caption.find(isRecord) ?? null; // one caption per canvas (001 §4)
  for (const slot of ELEMENT_SLOTS)
    out[slot] = Array.isArray(out[slot]) ? (out[slot] as unknown[]).map(normaliseElement) : normaliseElement(out[slot]);
  for (const slot of ELEMENT_SLOTS) if (out[slot] === undefined) delete out[slot];
  return out;
}

const CANVAS_SLOTS = {
  virtualHuman: 'human',
  caption: 'caption',
  displayTexts: 'text',
  displayImages: 'image',
  displayVideos: 'video',
};
const STUDIO_SLOTS = { virtualHumanList: 'human', caption: 'caption', displayTexts: 'text', displayImages: 'image' };

/** Ordered; each step takes data of version − 1. Add a step, never edit a landed one. */
export const SCENE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    why: 'unversioned data: the element kind came from its slot, so stamp nodeType for the union on nodeType',
    up: (data) => ({
      ...data,
      ...(data.iceScenes !== undefined && { iceScenes: stampSlots(data.iceScenes, CANVAS_SLOTS) }),
      ...(Array.isArray(data.scenes) && { scenes: data.scenes.map((scene) => stampSlots(scene, STUDIO_SLOTS)) }),
    }),
  },
  {
    version: 2,
    why: "one reader: a studio scene shows one digital human in `virtualHuman` (001 §4), so the spec's virtualHumanList folds into it; the shapes the old tolerant readers accepted (bare media URLs, `text` for content, a caption list, Opacity in percent) become the model's; slots version 1 missed are stamped",
    up: (input) => {
      // Some legacy canvases stored a list of scenes under iceScenes; a list of scenes is `scenes`.
      const { iceScenes: list, ...rest } = input;
      const data = Array.isArray(list) && input.scenes === undefined ? { ...rest, scenes: list } : input;
      return {
        ...data,
        ...(isRecord(data.iceScenes) && { iceScenes: normaliseScene(data.iceScenes) }),
        ...(Array.isArray(data.scenes) && {
          scenes: data.scenes.map((scene) => {
            if (!isRecord(scene)) return scene;
            const { virtualHumanList, ...rest } = scene;
            const first = Array.isArray(virtualHumanList) ? virtualHumanList.find(isRecord) : undefined;
            const folded = rest.virtualHuman === undefined && first ? { ...rest, virtualHuman: first } : rest;
            // Seeded data was marked version 1 without passing migration 1, so every slot is stamped again.
            return normaliseScene(
              stampSlots(folded, {
                caption: 'caption',
                displayTexts: 'text',
                displayImages: 'image',
                virtualHuman: 'human',
                displayVideos: 'video',
              }) as Data,
            );
          }),
        }),
      };
    },
  },
];
export const SCENE_DATA_VERSION = 2;

/**
 * Brings stored scene data (an object or its JSON text, as dataJson holds it) to SCENE_DATA_VERSION.
 * Unknown keys pass through. Throws on data that is not an object or comes from a newer version.
 */
export function migrateSceneData(raw: unknown): Data & { version: number } {
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!isRecord(parsed)) throw new TypeError('scene data must be an object');
  const from = parsed.version === undefined ? 0 : parsed.version;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0)
    throw new TypeError('scene data version must be an integer');
  if (from > SCENE_DATA_VERSION) throw new RangeError(`scene data version ${from} is newer than ${SCENE_DATA_VERSION}`);
  let data = parsed;
  for (const migration of SCENE_MIGRATIONS)
    if (migration.version > from) data = { ...migration.up(data), version: migration.version };
  return { ...data, version: SCENE_DATA_VERSION };
}

/** Migrates, then validates as a template / interactive project canvas. */
export const parseProjectCanvasData = (raw: unknown): ProjectCanvasData =>
  ProjectCanvasDataSchema.parse(migrateSceneData(raw));
/** Migrates, then validates as a studio project's render data. */
export const parseProjectRenderData = (raw: unknown): ProjectRenderData =>
  ProjectRenderDataSchema.parse(migrateSceneData(raw));

/** Migration for a schema's preprocess: data a migration refuses is passed on for the schema to name. */
function migrateOrKeep(raw: unknown): unknown {
  try {
    return migrateSceneData(raw);
  } catch {
    return raw;
  }
}

/**
 * The one door for a studio project's data arriving from an editor: migrated to the current version,
 * then checked against the model, so a malformed element is refused with its path
 * (`scenes.0.displayTexts.1.FontSize`) and what is stored is always current.
 */
export const SavedProjectDataSchema = z.preprocess(
  migrateOrKeep,
  ProjectRenderDataSchema.extend({ version: z.literal(SCENE_DATA_VERSION) }),
);
/** The same door for a talk project's or template's canvas (dataJson, 002 §3). */
export const SavedCanvasDataSchema = z.preprocess(
  migrateOrKeep,
  ProjectCanvasDataSchema.extend({ version: z.literal(SCENE_DATA_VERSION) }),
);

/** A part of stored data the reader left out, with why. */
export interface SceneDataProblem {
  path: string;
  message: string;
}

/**
 * Where an issue's unit ends: a list element (`scenes.0.displayTexts.2`), else a field of a scene
 * (`scenes.0.backgroundColor`) or of the canvas (`iceScenes.caption`), else a top-level key.
 */
function unitOf(path: readonly PropertyKey[]): PropertyKey[] {
  const base = path[0] === 'scenes' && typeof path[1] === 'number' ? 2 : path[0] === 'iceScenes' ? 1 : 0;
  if (path.length <= base) return path.slice(0, 1);
  return typeof path[base + 1] === 'number' ? path.slice(0, base + 2) : path.slice(0, base + 1);
}

function removeAt(root: Data, unit: readonly PropertyKey[]): void {
  let holder: unknown = root;
  for (const key of unit.slice(0, -1)) holder = (holder as Record<PropertyKey, unknown>)[key];
  const last = unit.at(-1)!;
  if (Array.isArray(holder) && typeof last === 'number') holder.splice(last, 1);
  else if (isRecord(holder)) delete holder[last as string];
}

/**
 * Reads stored data leniently, for opening and rendering: migrated, then parsed; an element or field
 * the model refuses is left out (and reported) rather than making the whole project unreadable.
 * Stored data that is not an object reads as an empty project.
 */
function readLeniently<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): { data: z.infer<S>; dropped: SceneDataProblem[] } {
  let migrated: Data;
  try {
    migrated = migrateSceneData(raw);
  } catch (error) {
    return {
      data: schema.parse({ version: SCENE_DATA_VERSION }),
      dropped: [{ path: '', message: error instanceof Error ? error.message : String(error) }],
    };
  }
  const first = schema.safeParse(migrated);
  if (first.success) return { data: first.data, dropped: [] };
  // Only broken data pays for the copy that elements are cut out of.
  const data = JSON.parse(JSON.stringify(migrated)) as Data;
  const dropped: SceneDataProblem[] = [];
  for (;;) {
    const result = schema.safeParse(data);
    if (result.success) return { data: result.data, dropped };
    const issue = result.error.issues[0]!;
    const unit = unitOf(issue.path);
    dropped.push({
      path: unit.map(String).join('.'),
      message: `${issue.path.map(String).join('.')}: ${issue.message}`,
    });
    if (unit.length === 0) return { data: schema.parse({ version: SCENE_DATA_VERSION }), dropped };
    removeAt(data, unit);
  }
}

/** A studio project's stored data, migrated and read through the model (see readLeniently). */
export const readProjectRenderData = (raw: unknown) => readLeniently(ProjectRenderDataSchema, raw);
/** A template or interactive project's canvas, migrated and read through the model. */
export const readProjectCanvasData = (raw: unknown) => readLeniently(ProjectCanvasDataSchema, raw);

/** One scene (of a studio project, or a canvas) read through the model, as the render core draws it. */
export function readScene(raw: unknown): StudioScene {
  return readProjectRenderData({ scenes: [raw] }).data.scenes[0] ?? StudioSceneSchema.parse({});
}
