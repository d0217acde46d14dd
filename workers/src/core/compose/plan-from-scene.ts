/**
 * The adapter from the contract's scene data (iceScenes: virtualHuman, caption, displayTexts,
 * displayImages, displayVideos, background*) to the render plan. It is the only module that
 * knows the contract's field names; contracts/src/scene was not published when this was written,
 * so it reads the legacy JSON tolerantly (001 §3 and 002 §3 field names).
 *
 * Units (spec silent): birthTime, deathTime, begin, end, playFrom, playTo are milliseconds (like
 * totalMilliseconds); effect start, duration, countDownStart and onceTime are seconds (like the
 * animation definition's `time`, 002 §9 "3 s"); Opacity is 0..1 (values above 1 are read as
 * percent); videoVolume and music volume are 0..100 like the voice volume (001 §9).
 */
import {
  CAPTION_WIDTH_FACTOR, COLOR_FILTERS, DEFAULT_FONT_SIZE, DEFAULT_LINE_HEIGHT, DEFAULT_VIDEO_SIZE,
  ENTRANCE_ANIMATIONS, EXIT_ANIMATIONS, FALLBACK_FONT_FAMILY, LOOP_ANIMATIONS, TRANSITIONS,
  defaultEntranceMs, defaultExitMs, defaultLoopMs, defaultTransitionMs, isOneOf, EXIT_DELAY_MS,
} from './constants';
import type { AudioClip, CaptionCue, Fit, Layer, LayerBase, MediaLayer, RenderPlan, Size, TextLayer, TextStyle, VideoLayer } from './plan';
import { bool, isObj, list, num, obj, str, type Obj } from './read';
import { assignZIndices } from './z-order';
import { resolveSceneVariables, textVariableValues } from '@portal/contracts/scene/template-variables';

const sec = (v: unknown, dfltMs: number): number => (v === undefined || v === null || v === '' ? dfltMs : num(v, dfltMs / 1000) * 1000);

export function projectSize(project: unknown): Size {
  const vs = obj(obj(project).videoSize);
  return { width: num(vs.width, DEFAULT_VIDEO_SIZE.width), height: num(vs.height, DEFAULT_VIDEO_SIZE.height) };
}

/**
 * The scenes of a project as they are drawn: `iceScenes` as a list, `scenes`, or a single
 * `iceScenes` object, with the project's template variables filled in.
 */
export function scenesOf(project: unknown): Obj[] {
  const p = obj(project);
  const scenes = Array.isArray(p.iceScenes) ? list(p.iceScenes) : Array.isArray(p.scenes) ? list(p.scenes) : list(p.iceScenes);
  const values = textVariableValues(p.variables);
  return scenes.map((scene) => resolveSceneVariables(scene, values));
}

function effects(e: Obj, layer: Pick<LayerBase, 'entrance' | 'exit' | 'loop'>): void {
  const inn = obj(e.effectIn);
  if (inn.enable !== false && isOneOf(ENTRANCE_ANIMATIONS, inn.type)) {
    layer.entrance = { name: inn.type, startMs: sec(inn.start, 0), durationMs: sec(inn.duration, defaultEntranceMs(inn.type)) };
  }
  const out = obj(e.effectOut);
  if (out.enable !== false && isOneOf(EXIT_ANIMATIONS, out.type)) {
    const durationMs = sec(out.duration, defaultExitMs(out.type));
    layer.exit = { name: out.type, countDownMs: sec(out.countDownStart, Math.max(EXIT_DELAY_MS, durationMs)), durationMs };
  }
  const loops = [...list(e.Effects), ...(typeof e.Effects === 'string' ? [{ type: e.Effects }] : [])];
  const loop = loops.find((l) => l.enable !== false && isOneOf(LOOP_ANIMATIONS, l.type));
  if (loop && isOneOf(LOOP_ANIMATIONS, loop.type)) layer.loop = { name: loop.type, onceMs: sec(loop.onceTime ?? loop.time, defaultLoopMs(loop.type)) };
}

function base(e: Obj, id: string, z: number): LayerBase {
  const opacity = num(e.Opacity, 1);
  const death = num(e.deathTime, 0);
  const layer: LayerBase = {
    id: str(e.id, id),
    box: { x: num(e.X, 0), y: num(e.Y, 0), w: num(e.Width, 0), h: num(e.Height, 0) },
    rotationDeg: num(e.Rotation, 0),
    opacity: Math.max(0, Math.min(1, opacity > 1 ? opacity / 100 : opacity)),
    blurPx: Math.max(0, num(e.blur, 0)),
    z,
    birthMs: num(e.birthTime, 0),
    deathMs: death > 0 ? death : Infinity,
  };
  effects(e, layer);
  const f = isObj(e.filter) ? e.filter.type : e.filter;
  if (isOneOf(COLOR_FILTERS, f)) layer.filter = f;
  return layer;
}

function media(e: Obj, kind: 'image' | 'human', id: string, z: number): MediaLayer {
  const url = str(e.mediaUrl) || str(e.previewUrl);
  const toolType = str(e.toolType);
  return { ...base(e, id, z), kind, url, fit: bool(e.lockingWH) ? 'contain' : 'fill', ...(toolType ? { toolType } : {}) };
}

function video(e: Obj, id: string, z: number, loopSource: boolean, fit: Fit): VideoLayer {
  const b = base(e, id, z);
  const end = num(e.end, 0);
  const playTo = num(e.playTo, 0);
  const poster = str(e.previewUrl);
  return {
    ...b, kind: 'video', url: str(e.mediaUrl), ...(poster ? { posterUrl: poster } : {}), fit,
    beginMs: num(e.begin, b.birthMs), endMs: end > 0 ? end : Infinity,
    playFromMs: num(e.playFrom, 0), playToMs: playTo > 0 ? playTo : Infinity,
    volume: Math.max(0, Math.min(1, num(e.videoVolume, 0) / 100)), loop: b.loop, loopSource,
  };
}

function textStyle(e: Obj, caption: boolean): TextStyle {
  const align = str(e.Alignment, caption ? 'center' : 'left').toLowerCase();
  return {
    fontFamily: str(e.Font) || FALLBACK_FONT_FAMILY,
    fontSize: num(e.FontSize, DEFAULT_FONT_SIZE),
    color: str(e.FontColor) || (caption ? '#ffffff' : '#000000'),
    letterSpacing: num(e.Spacing, 0),
    align: align === 'center' || align === 'right' || align === 'justify' ? align : 'left',
    bold: bool(e.Bold), italic: bool(e.Italic), underline: bool(e.Underline),
    strokeWidth: Math.max(0, num(e.strokeWidth, 0)),
    // The spec has no stroke colour (001 §3); black reads on the usual light caption text.
    strokeColor: str(e.strokeColor) || str(e.StrokeColor) || '#000000',
    lineHeight: num(e.lineHeight, DEFAULT_LINE_HEIGHT),
  };
}

function cues(v: unknown): CaptionCue[] | undefined {
  const out = list(v).map((c) => ({ startMs: num(c.startMs ?? c.begin, 0), endMs: num(c.endMs ?? c.end, 0), text: str(c.text) }));
  return out.length > 0 ? out : undefined;
}

function text(e: Obj, caption: boolean, id: string, z: number): TextLayer {
  const style = textStyle(e, caption);
  const layer: TextLayer = { ...base(e, id, z), kind: caption ? 'caption' : 'text', text: str(e.text) || str(e.content) || str(e.value), style };
  if (caption) {
    // 001 §9: a caption is 17 font sizes wide; it keeps its X as the left edge.
    layer.box = { ...layer.box, w: CAPTION_WIDTH_FACTOR * style.fontSize, h: layer.box.h || style.fontSize * style.lineHeight * 2 };
    const c = cues(e.subtitles ?? e.cues);
    if (c) layer.cues = c;
  }
  return layer;
}

/** 001 §4: an element is hidden when marked so or when its z-index is 0 (what hiding assigns). */
export const isHiddenElement = (e: Obj): boolean => e.visible === false || bool(e.hidden) || e.zIndex === 0;
const hidden = isHiddenElement;

function background(scene: Obj, size: Size): MediaLayer | VideoLayer | undefined {
  const full = { X: 0, Y: 0, Width: size.width, Height: size.height };
  const bv = scene.backgroundVideo;
  const bvObj = typeof bv === 'string' ? { mediaUrl: bv } : obj(bv);
  if (str(bvObj.mediaUrl)) return video({ ...bvObj, ...full, id: 'videoBg' }, 'videoBg', 1, true, 'cover');
  const bi = scene.backgroundImage;
  const biObj = typeof bi === 'string' ? { mediaUrl: bi } : obj(bi);
  if (str(biObj.mediaUrl)) return { ...media({ ...biObj, ...full, id: 'Background' }, 'image', 'Background', 1), fit: 'cover' };
  return undefined;
}

export function planFromScene(scene: unknown, size: Size): RenderPlan {
  const s = obj(scene);
  const bg = background(s, size);
  // One caption per canvas (001 §4): extra captions in legacy data are ignored, not stacked.
  const captions = list(s.caption).slice(0, 1);
  const sources: { e: Obj; make: (z: number) => Layer }[] = [
    ...list(s.virtualHuman).map((e, i) => ({ e, make: (z: number) => media(e, 'human', `human-${i}`, z) })),
    ...list(s.displayImages).map((e, i) => ({ e, make: (z: number) => media(e, 'image', `image-${i}`, z) })),
    ...list(s.displayVideos).map((e, i) => ({ e, make: (z: number) => video(e, `video-${i}`, z, false, bool(e.lockingWH) ? 'contain' : 'fill') })),
    ...list(s.displayTexts).map((e, i) => ({ e, make: (z: number) => text(e, false, `text-${i}`, z) })),
    ...captions.map((e, i) => ({ e, make: (z: number) => text(e, true, `caption-${i}`, z) })),
  ];
  const zs = assignZIndices(sources.map(({ e }) => ({ hidden: hidden(e), zIndex: num(e.zIndex, NaN) })), bg !== undefined);
  const layers = sources
    .map(({ make }, i) => ({ z: zs[i] ?? 0, make }))
    .filter(({ z }) => z > 0)
    .sort((a, b) => a.z - b.z)
    .map(({ z, make }) => make(z));
  const plan: RenderPlan = {
    size,
    durationMs: num(s.durationMilliseconds ?? s.totalMilliseconds, 0) || sceneEndFromLayers(layers),
    backgroundColor: str(s.backgroundColor) || str(obj(s.backgroundImage).color) || '#000000',
    layers,
    audio: sceneAudio(s),
  };
  if (bg) plan.background = bg;
  const tr = obj(s.transition);
  const trName = tr.type ?? s.transition;
  if (isOneOf(TRANSITIONS, trName)) plan.transition = { name: trName, durationMs: sec(tr.duration, defaultTransitionMs(trName)) };
  return plan;
}

/** Without a stated duration a scene lasts until its last mortal layer dies, or 5 s (our choice). */
function sceneEndFromLayers(layers: Layer[]): number {
  const ends = layers.map((l) => l.deathMs).filter(Number.isFinite);
  return ends.length > 0 ? Math.max(...ends) : 5000;
}

function sceneAudio(s: Obj): AudioClip[] {
  const out: AudioClip[] = [];
  const voice = str(s.audioUrl) || str(obj(s.caption).audioUrl);
  if (voice) out.push({ url: voice, startMs: 0, endMs: Infinity, sourceFromMs: 0, volume: 1, loop: false });
  const bgm = typeof s.backgroundMusic === 'string' ? { mediaUrl: s.backgroundMusic } : obj(s.backgroundMusic);
  if (str(bgm.mediaUrl)) out.push({ url: str(bgm.mediaUrl), startMs: 0, endMs: Infinity, sourceFromMs: 0, volume: num(bgm.volume, 100) / 100, loop: true });
  return out;
}
