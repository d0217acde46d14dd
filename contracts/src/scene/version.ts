import { ProjectCanvasDataSchema, type ProjectCanvasData } from './canvas-data';
import { ProjectRenderDataSchema, type ProjectRenderData } from './studio-scene';

type Data = Record<string, unknown>;
type Migration = { version: number; why: string; up: (data: Data) => Data };

const isRecord = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Stamps nodeType on the elements of the named slots; legacy data told an element's kind by its slot. */
function stampSlots(holder: unknown, slots: Record<string, string>): unknown {
  if (!isRecord(holder)) return holder;
  const out: Data = { ...holder };
  for (const [slot, nodeType] of Object.entries(slots)) {
    const value = out[slot];
    const stamp = (element: unknown) => (isRecord(element) && element.nodeType === undefined ? { ...element, nodeType } : element);
    if (Array.isArray(value)) out[slot] = value.map(stamp);
    else if (value === null && slot.endsWith('s')) out[slot] = []; // legacy lists were saved as null
    else out[slot] = stamp(value);
  }
  return out;
}

const CANVAS_SLOTS = { virtualHuman: 'human', caption: 'caption', displayTexts: 'text', displayImages: 'image', displayVideos: 'video' };
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
];
export const SCENE_DATA_VERSION = 1;

/**
 * Brings stored scene data (an object or its JSON text, as dataJson holds it) to SCENE_DATA_VERSION.
 * Unknown keys pass through. Throws on data that is not an object or comes from a newer version.
 */
export function migrateSceneData(raw: unknown): Data & { version: number } {
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!isRecord(parsed)) throw new TypeError('scene data must be an object');
  const from = parsed.version === undefined ? 0 : parsed.version;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) throw new TypeError('scene data version must be an integer');
  if (from > SCENE_DATA_VERSION) throw new RangeError(`scene data version ${from} is newer than ${SCENE_DATA_VERSION}`);
  let data = parsed;
  for (const migration of SCENE_MIGRATIONS) if (migration.version > from) data = { ...migration.up(data), version: migration.version };
  return { ...data, version: SCENE_DATA_VERSION };
}

/** Migrates, then validates as a template / interactive project canvas. */
export const parseProjectCanvasData = (raw: unknown): ProjectCanvasData => ProjectCanvasDataSchema.parse(migrateSceneData(raw));
/** Migrates, then validates as a studio project's render data. */
export const parseProjectRenderData = (raw: unknown): ProjectRenderData => ProjectRenderDataSchema.parse(migrateSceneData(raw));
