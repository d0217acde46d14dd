/**
 * The scene model of contracts/src/scene → the render plan. Scenes are read through the model
 * (`readScene`, `scenesOf`): this file only maps typed fields onto layers.
 *
 * Units (spec silent): birthTime, deathTime, begin, end, playFrom, playTo are milliseconds (like
 * totalMilliseconds); effect start, duration, countDownStart and onceTime are seconds (like the
 * animation definition's `time`, 002 §9 "3 s"); Opacity is 0..1; videoVolume and music volume are
 * 0..100 like the voice volume (001 §9).
 */
import {
  applyBrandTheme,
  readProjectCanvasData,
  readProjectRenderData,
  readScene,
  resolveSceneVariables,
  textVariableValues,
  type CaptionElement,
  type HumanElement,
  type ImageElement,
  type MediaRef,
  type SceneElement,
  type ShapeElement,
  type StudioScene,
  type TextElement,
  type VideoElement,
} from '@portal/contracts/scene/index';
import {
  CAPTION_WIDTH_FACTOR,
  COLOR_FILTERS,
  DEFAULT_VIDEO_SIZE,
  ENTRANCE_ANIMATIONS,
  EXIT_ANIMATIONS,
  FALLBACK_FONT_FAMILY,
  LOOP_ANIMATIONS,
  TRANSITIONS,
  defaultEntranceMs,
  defaultExitMs,
  defaultLoopMs,
  defaultTransitionMs,
  isOneOf,
  EXIT_DELAY_MS,
} from './constants';
import type {
  AudioClip,
  Fit,
  BackgroundArtPlan,
  Layer,
  LayerBase,
  MediaLayer,
  RenderPlan,
  ShapeLayer,
  SceneTiming,
  Size,
  TextLayer,
  TextStyle,
  VideoLayer,
} from './plan';
import { assignZIndices } from './z-order';
import { avatarArtOfUrl } from '../avatar/arms';
import { hasRig } from '../avatar/rig';
import { gestureCues, type GestureCue } from '../avatar/gestures';
import { VISEMES, type VisemeTrack } from '../avatar/visemes';
import { landmarksUrlOf } from '../photo-avatar/landmarks';

export { readScene };

const sec = (v: number | undefined, dfltMs: number): number => (v === undefined ? dfltMs : v * 1000);
const positive = (v: number | undefined): number => (v !== undefined && v > 0 ? v : Infinity);

export function projectSize(project: unknown): Size {
  const p =
    project !== null && typeof project === 'object' && !Array.isArray(project)
      ? (project as { iceScenes?: unknown })
      : {};
  const size =
    p.iceScenes !== undefined && !Array.isArray(p.iceScenes)
      ? readProjectCanvasData(project).data.videoSize
      : readProjectRenderData(project).data.videoSize;
  return size ?? { ...DEFAULT_VIDEO_SIZE };
}

/**
 * The scenes of a project as they are drawn, read through the model: a studio project's `scenes`,
 * or the one `iceScenes` canvas of a template or interactive project, with the project's template
 * variables filled in and its brand setting applied (brand-theme.ts in the scene model).
 */
export function scenesOf(project: unknown): StudioScene[] {
  const p =
    project !== null && typeof project === 'object' && !Array.isArray(project)
      ? (project as { iceScenes?: unknown; scenes?: unknown })
      : {};
  if (p.iceScenes !== undefined && !Array.isArray(p.iceScenes) && p.scenes === undefined) {
    const canvas = readProjectCanvasData(project).data;
    return [
      applyBrandTheme(
        resolveSceneVariables(
          readScene(canvas.iceScenes),
          textVariableValues((project as { variables?: unknown }).variables),
        ),
        undefined,
      ),
    ];
  }
  const data = readProjectRenderData(project).data;
  const values = textVariableValues(data.variables);
  return data.scenes.map((scene) => applyBrandTheme(resolveSceneVariables(scene, values), data.brandTheme));
}

function effects(e: SceneElement, layer: Pick<LayerBase, 'entrance' | 'exit' | 'loop'>): void {
  const inn = e.effectIn;
  if (inn && inn.enable !== false && isOneOf(ENTRANCE_ANIMATIONS, inn.type)) {
    layer.entrance = {
      name: inn.type,
      startMs: sec(inn.start, 0),
      durationMs: sec(inn.duration, defaultEntranceMs(inn.type)),
    };
  }
  const out = e.effectOut;
  if (out && out.enable !== false && isOneOf(EXIT_ANIMATIONS, out.type)) {
    const durationMs = sec(out.duration, defaultExitMs(out.type));
    layer.exit = {
      name: out.type,
      countDownMs: out.countDownStart ? out.countDownStart * 1000 : Math.max(EXIT_DELAY_MS, durationMs),
      durationMs,
    };
  }
  const loops =
    typeof e.Effects === 'string'
      ? [{ enable: true, type: e.Effects }]
      : Array.isArray(e.Effects)
        ? e.Effects
        : e.Effects
          ? [e.Effects]
          : [];
  const loop = loops.find((l) => l.enable !== false && isOneOf(LOOP_ANIMATIONS, l.type));
  if (loop && isOneOf(LOOP_ANIMATIONS, loop.type)) {
    const once = 'onceTime' in loop ? (loop.onceTime ?? loop.time) : undefined;
    layer.loop = { name: loop.type, onceMs: sec(once, defaultLoopMs(loop.type)) };
  }
}

function base(e: SceneElement, id: string, z: number): LayerBase {
  const layer: LayerBase = {
    id: typeof e.id === 'string' ? e.id : id,
    box: { x: e.X, y: e.Y, w: e.Width, h: e.Height },
    rotationDeg: e.Rotation,
    opacity: e.Opacity,
    blurPx: e.blur ?? 0,
    z,
    birthMs: e.birthTime ?? 0,
    deathMs: positive(e.deathTime),
  };
  effects(e, layer);
  const f = typeof e.filter === 'object' ? e.filter.type : e.filter;
  if (isOneOf(COLOR_FILTERS, f)) layer.filter = f;
  return layer;
}

/** Stored [ms, id] keys as a track; an id outside the viseme set is dropped, not drawn. */
function visemeTrack(keys: SceneTiming['visemes']): VisemeTrack {
  const track: VisemeTrack = [];
  for (const [ms, id] of keys ?? []) {
    const v = VISEMES.find((x) => x.id === id)?.id;
    if (v !== undefined) track.push({ ms, v });
  }
  return track;
}

/** The gestures of a scene's sentences: the speech's own, else chosen from the caption cues' texts. */
function gesturesOf(timing: SceneTiming): { gestures?: GestureCue[] } {
  if (timing.gestures)
    return { gestures: timing.gestures.map(([ms, gesture, items]) => ({ ms, gesture, ...(items ? { items } : {}) })) };
  if (timing.cues && timing.cues.length > 0)
    return {
      gestures: gestureCues(
        timing.cues.map((c) => c.startMs),
        timing.cues.map((c) => c.text),
      ),
    };
  return {};
}

function media(
  e: ImageElement | HumanElement,
  kind: 'image' | 'human',
  id: string,
  z: number,
  timing: SceneTiming = {},
): MediaLayer {
  const url = e.mediaUrl || e.previewUrl || '';
  const layer: MediaLayer = {
    ...base(e, id, z),
    kind,
    url,
    fit: e.lockingWH ? 'contain' : 'fill',
    ...(e.toolType ? { toolType: e.toolType } : {}),
  };
  // A platform picture of a character (painted or body art) is drawn as its vector figure; the URL
  // names the character and posture, so a picture without a personaBizId is still the figure (at rest).
  if (e.nodeType !== 'human') return layer;
  const talking = hasRig(e.personaBizId) ? e.personaBizId : undefined;
  const art = avatarArtOfUrl(url);
  if (art && hasRig(art.personaBizId)) layer.figure = { personaBizId: talking ?? art.personaBizId, pose: art.pose };
  // A photo avatar's portrait has its face's landmarks stored beside it: that face talks.
  const landmarksUrl = layer.figure ? undefined : landmarksUrlOf(url);
  if (landmarksUrl) {
    layer.photo = {
      landmarksUrl,
      seedName: e.personaBizId || url,
      ...(timing.visemes ? { track: visemeTrack(timing.visemes) } : {}),
      ...(timing.sentenceStarts ? { sentenceStarts: [...timing.sentenceStarts] } : {}),
    };
    return layer;
  }
  // Talking needs the figure: a picture of something else gets no face drawn over it.
  if (talking && layer.figure) {
    layer.rig = {
      personaBizId: talking,
      arms: layer.figure.pose,
      ...gesturesOf(timing),
      ...(timing.visemes ? { track: visemeTrack(timing.visemes) } : {}),
      ...(timing.sentenceStarts ? { sentenceStarts: [...timing.sentenceStarts] } : {}),
    };
  }
  return layer;
}

function video(e: VideoElement, id: string, z: number, loopSource: boolean, fit: Fit): VideoLayer {
  const b = base(e, id, z);
  return {
    ...b,
    kind: 'video',
    url: e.mediaUrl ?? '',
    ...(e.previewUrl ? { posterUrl: e.previewUrl } : {}),
    fit,
    beginMs: e.begin ?? b.birthMs,
    endMs: positive(e.end),
    playFromMs: e.playFrom ?? 0,
    playToMs: positive(e.playTo),
    volume: (e.videoVolume ?? 0) / 100,
    loop: b.loop,
    loopSource,
  };
}

function textStyle(e: TextElement | CaptionElement, caption: boolean): TextStyle {
  const stored = e.Alignment?.toLowerCase() ?? (caption ? 'center' : 'left');
  return {
    fontFamily: e.Font || FALLBACK_FONT_FAMILY,
    fontSize: e.FontSize,
    color: e.FontColor || (caption ? '#ffffff' : '#000000'),
    letterSpacing: e.Spacing,
    align: stored === 'center' || stored === 'right' || stored === 'justify' ? stored : 'left',
    bold: e.Bold,
    italic: e.Italic,
    underline: e.Underline,
    strokeWidth: e.strokeWidth,
    // The spec has no stroke colour (001 §3); black reads on the usual light caption text.
    strokeColor: typeof e.strokeColor === 'string' && e.strokeColor ? e.strokeColor : '#000000',
    lineHeight: e.lineHeight,
  };
}

function text(e: TextElement | CaptionElement, id: string, z: number, cues?: SceneTiming['cues']): TextLayer {
  const caption = e.nodeType === 'caption';
  const style = textStyle(e, caption);
  const layer: TextLayer = { ...base(e, id, z), kind: caption ? 'caption' : 'text', text: e.content, style };
  if (e.nodeType === 'caption') {
    // 001 §9: a caption is 17 font sizes wide; it keeps its X as the left edge.
    layer.box = {
      ...layer.box,
      w: CAPTION_WIDTH_FACTOR * style.fontSize,
      h: layer.box.h || style.fontSize * style.lineHeight * 2,
    };
    if (cues && cues.length > 0) layer.cues = cues.map(({ startMs, endMs, text }) => ({ startMs, endMs, text }));
  }
  return layer;
}

function shape(e: ShapeElement, id: string, z: number): ShapeLayer {
  return {
    ...base(e, id, z),
    kind: 'shape',
    shape: e.shape,
    ...(e.fill ? { fill: e.fill } : {}),
    ...(e.fill && e.fillTo ? { fillTo: e.fillTo } : {}),
    gradientAngle: e.gradientAngle,
    ...(e.stroke ? { stroke: e.stroke } : {}),
    strokeWidth: e.strokeWidth,
    cornerRadius: e.cornerRadius,
    shadow: e.shadow,
  };
}

function backgroundArt(scene: StudioScene): BackgroundArtPlan | undefined {
  const art = scene.backgroundArt;
  if (!art || (!art.gradient && !art.pattern)) return undefined;
  const { gradient, pattern } = art;
  return {
    ...(gradient
      ? { gradient: { from: gradient.from, to: gradient.to, angle: gradient.angle, kind: gradient.kind } }
      : {}),
    ...(pattern
      ? {
          pattern: { kind: pattern.kind, color: pattern.color, opacity: pattern.opacity, spacing: pattern.spacing },
        }
      : {}),
  };
}

/** 001 §4: an element is hidden when marked so or when its z-index is 0 (what hiding assigns). */
export const isHiddenElement = (e: { visible?: unknown; hidden?: unknown; zIndex?: unknown }): boolean =>
  e.visible === false || e.hidden === true || e.zIndex === 0;

function background(scene: StudioScene, size: Size): MediaLayer | VideoLayer | undefined {
  const full = {
    X: 0,
    Y: 0,
    Width: size.width,
    Height: size.height,
    Rotation: 0,
    Opacity: 1,
    locking: false,
    lockingWH: false,
    notAllowDelete: false,
    notCopy: false,
  };
  const fill = (ref: MediaRef, nodeType: 'video' | 'image', id: string) => ({ ...ref, ...full, nodeType, id });
  if (scene.backgroundVideo?.mediaUrl)
    return video({ ...fill(scene.backgroundVideo, 'video', 'videoBg') } as VideoElement, 'videoBg', 1, true, 'cover');
  if (scene.backgroundImage?.mediaUrl)
    return {
      ...media(
        { ...fill(scene.backgroundImage, 'image', 'Background'), nodeVariable: [] } as ImageElement,
        'image',
        'Background',
        1,
      ),
      fit: 'cover',
    };
  return undefined;
}

/**
 * The render plan of a scene read through the model (`readScene` for data from elsewhere), with the
 * timing its speech gave it. Neither argument is written to.
 */
export function planFromScene(scene: StudioScene, size: Size, timing: SceneTiming = {}): RenderPlan {
  const bg = background(scene, size);
  const sources: { e: SceneElement; make: (z: number) => Layer }[] = [
    ...(scene.virtualHuman ? [scene.virtualHuman] : []).map((e, i) => ({
      e,
      make: (z: number) => media(e, 'human', `human-${i}`, z, timing),
    })),
    ...scene.displayImages.map((e, i) => ({ e, make: (z: number) => media(e, 'image', `image-${i}`, z) })),
    ...scene.displayVideos.map((e, i) => ({
      e,
      make: (z: number) => video(e, `video-${i}`, z, false, e.lockingWH ? 'contain' : 'fill'),
    })),
    ...scene.displayTexts.map((e, i) => ({ e, make: (z: number) => text(e, `text-${i}`, z) })),
    ...(scene.caption ? [scene.caption] : []).map((e, i) => ({
      e,
      make: (z: number) => text(e, `caption-${i}`, z, timing.cues),
    })),
  ];
  const zs = assignZIndices(
    sources.map(({ e }) => ({ hidden: isHiddenElement(e), zIndex: e.zIndex ?? NaN })),
    bg !== undefined,
  );
  // Shapes are the scene's layout art: above the background, below every element, in list order,
  // so reordering the elements' layers in the editor can never bury a text under a card.
  const art = scene.displayShapes
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => !isHiddenElement(e))
    .map(({ e, i }, rank, all) => shape(e, `shape-${i}`, rank - all.length));
  const layers = [
    ...art,
    ...sources
      .map(({ make }, i) => ({ z: zs[i] ?? 0, make }))
      .filter(({ z }) => z > 0)
      .sort((a, b) => a.z - b.z)
      .map(({ z, make }) => make(z)),
  ];
  const stated =
    timing.durationMs ??
    scene.durationMilliseconds ??
    (typeof scene.totalMilliseconds === 'number' ? scene.totalMilliseconds : 0);
  const plan: RenderPlan = {
    size,
    durationMs: stated || sceneEndFromLayers(layers),
    backgroundColor: scene.backgroundColor || '#000000',
    layers,
    audio: sceneAudio(scene),
  };
  const artPlan = backgroundArt(scene);
  if (artPlan) plan.backgroundArt = artPlan;
  if (bg) plan.background = bg;
  const tr = scene.transition;
  const trName = typeof tr === 'string' ? tr : tr?.type;
  if (isOneOf(TRANSITIONS, trName))
    plan.transition = {
      name: trName,
      durationMs: sec(typeof tr === 'object' ? tr?.duration : undefined, defaultTransitionMs(trName)),
    };
  return plan;
}

/** Without a stated duration a scene lasts until its last mortal layer dies, or 5 s (our choice). */
function sceneEndFromLayers(layers: Layer[]): number {
  const ends = layers.map((l) => l.deathMs).filter(Number.isFinite);
  return ends.length > 0 ? Math.max(...ends) : 5000;
}

function sceneAudio(s: StudioScene): AudioClip[] {
  const out: AudioClip[] = [];
  const voice = s.audioUrl || s.caption?.audioUrl;
  if (voice) out.push({ url: voice, startMs: 0, endMs: Infinity, sourceFromMs: 0, volume: 1, loop: false });
  const bgm = s.backgroundMusic;
  if (bgm?.mediaUrl)
    out.push({
      url: bgm.mediaUrl,
      startMs: 0,
      endMs: Infinity,
      sourceFromMs: 0,
      volume: (bgm.volume ?? 100) / 100,
      loop: true,
    });
  return out;
}
