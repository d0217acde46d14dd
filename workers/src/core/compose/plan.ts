/**
 * The render plan: the normalised layers of one scene. The core draws plans only; the adapter in
 * plan-from-scene.ts is the one place that knows the contract's scene shape. All times are in
 * milliseconds of scene time; all geometry is in project pixels.
 */
import type { ColorFilterName, EntranceName, ExitName, LoopName, TransitionName } from './constants';
import type { ArmPose } from '../avatar/arms';
import type { RigSpec } from '../avatar/rig';
import type { Gesture } from '../avatar/gestures';
import type { PhotoRigSpec } from '../photo-avatar/photo-pose';

export type Fit = 'fill' | 'contain' | 'cover';

export interface Size {
  width: number;
  height: number;
}
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface EntranceSpec {
  name: EntranceName;
  startMs: number;
  durationMs: number;
}
export interface ExitSpec {
  name: ExitName /** ms before the layer's end at which it starts */;
  countDownMs: number;
  durationMs: number;
}
export interface LoopSpec {
  name: LoopName;
  onceMs: number;
}

export interface LayerBase {
  id: string;
  box: Box;
  rotationDeg: number;
  /** 0..1 */
  opacity: number;
  /** Gaussian blur radius in project pixels; 0 for none. */
  blurPx: number;
  z: number;
  birthMs: number;
  /** Infinity when the layer lives to the end of the scene. */
  deathMs: number;
  entrance?: EntranceSpec;
  exit?: ExitSpec;
  loop?: LoopSpec;
  filter?: ColorFilterName;
}

export interface MediaLayer extends LayerBase {
  kind: 'image' | 'human';
  url: string;
  /** How the picture fills the box: lockingWH keeps its aspect (contain); backgrounds cover. */
  fit: Fit;
  toolType?: string;
  /** A talking character: its face is drawn over the picture for t (core/avatar/rig.ts). */
  rig?: RigSpec;
  /** A platform picture of a character: drawn as its vector figure instead of the picture (core/avatar/rig.ts). */
  figure?: { personaBizId: string; pose: ArmPose };
  /** A company's photo avatar: its face is warped over the portrait for t (core/photo-avatar). */
  photo?: PhotoRigSpec;
}

export interface VideoLayer extends LayerBase {
  kind: 'video';
  url: string;
  /** A still of the video, used by shells that cannot decode frames (the Node port). */
  posterUrl?: string;
  fit: Fit;
  /** Scene time at which the clip starts playing. */
  beginMs: number;
  /** Scene time after which the clip stops (holds its last frame); Infinity for never. */
  endMs: number;
  playFromMs: number;
  /** Source time at which the clip ends; Infinity for the whole source. */
  playToMs: number;
  /** 0..1 */
  volume: number;
  loop: LoopSpec | undefined;
  /** Background videos loop their source range; display videos hold the last frame. */
  loopSource: boolean;
}

export interface TextStyle {
  fontFamily: string;
  fontSize: number;
  color: string;
  letterSpacing: number;
  align: 'left' | 'center' | 'right' | 'justify';
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strokeWidth: number;
  strokeColor: string;
  lineHeight: number;
}

export interface CaptionCue {
  startMs: number;
  endMs: number;
  text: string;
}

export interface TextLayer extends LayerBase {
  kind: 'text' | 'caption';
  text: string;
  /** Caption sentences; when present the cue active at t replaces `text`. */
  cues?: CaptionCue[];
  style: TextStyle;
}

/** A vector shape of the scene's layout art (the scene model's displayShapes). */
export interface ShapeLayer extends LayerBase {
  kind: 'shape';
  shape: 'rect' | 'ellipse' | 'triangle' | 'ring' | 'line';
  /** CSS colours; no fill and no stroke draws nothing. */
  fill?: string;
  /** With `fill`, a linear gradient across the box at gradientAngle degrees (0 = left to right). */
  fillTo?: string;
  gradientAngle: number;
  stroke?: string;
  strokeWidth: number;
  cornerRadius: number;
  /** Soft shadow distance in project pixels; 0 for none. */
  shadow: number;
}

export type Layer = MediaLayer | VideoLayer | TextLayer | ShapeLayer;

export const isTextLayer = (l: Layer): l is TextLayer => l.kind === 'text' || l.kind === 'caption';

export interface AudioClip {
  url: string;
  startMs: number;
  endMs: number;
  sourceFromMs: number;
  volume: number;
  loop: boolean;
}

/**
 * What a scene's speech decides about it, worked out by the render (or a voice preview) and passed
 * to the planner beside the scene: the scene document itself never carries it.
 */
export interface SceneTiming {
  /** The scene's length; wins over its stated duration. */
  durationMs?: number;
  /** The caption's sentences in scene time. */
  cues?: readonly CaptionCue[];
  /** The digital human's lip-sync as [ms, viseme id 0–11] keys (core/avatar/visemes.ts). */
  visemes?: readonly (readonly [number, number])[];
  /** Sentence starts (ms), where the rigged character gestures. */
  sentenceStarts?: readonly number[];
  /**
   * The gesture of each sentence as [ms, gesture, items to count] (core/avatar/gestures.ts), chosen
   * from the sentence's text and its `{手势:…}` tag; without it the caption cues' texts choose.
   */
  gestures?: readonly (readonly [number, Gesture, number?])[];
}

/** Background art over the background colour: a gradient, then a pattern (the scene model's backgroundArt). */
export interface BackgroundArtPlan {
  gradient?: { from: string; to: string; angle: number; kind: 'linear' | 'radial' };
  pattern?: { kind: 'dots' | 'grid' | 'diagonal' | 'waves' | 'rings'; color: string; opacity: number; spacing: number };
}

export interface RenderPlan {
  size: Size;
  durationMs: number;
  backgroundColor: string;
  /** Drawn over the colour and under a background picture or video; absent for a plain colour. */
  backgroundArt?: BackgroundArtPlan;
  /** Drawn first, full frame, never animated by elements' z. */
  background?: MediaLayer | VideoLayer;
  /** Visible layers, sorted bottom to top. */
  layers: Layer[];
  transition?: { name: TransitionName; durationMs: number };
  /** Voice and music that the audio mix plan includes besides the clips' own sound. */
  audio: AudioClip[];
}
