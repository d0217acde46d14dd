import { z } from 'zod';
import { TEMPLATE_VARIABLE_NAME_PATTERN, TemplateVariableCategorySchema } from '../constants/studio';
import { DEFAULT_FONT_SIZE, DEFAULT_LINE_HEIGHT, TextTypeSchema, ToolTypeSchema } from '../constants/canvas';

/**
 * Every object here is loose: legacy scene data carries extra keys, and an editor must round-trip
 * them untouched (002 §4 adorn mode backs up and restores whole elements).
 */

/** Entrance effect (001 §3). `type` is an entrance animation name; legacy data also stores '' for none. */
// An effect stored without `enable` plays: the render always drew such effects (001 §3 names the flag only).
export const EffectInSchema = z.looseObject({
  enable: z.boolean().default(true),
  type: z.string().default(''),
  start: z.number().default(0),
  duration: z.number().nonnegative().optional(),
});
/** Exit effect (001 §3): it starts countDownStart before the element's end. */
export const EffectOutSchema = z.looseObject({
  enable: z.boolean().default(true),
  type: z.string().default(''),
  countDownStart: z.number().default(0),
  duration: z.number().nonnegative().optional(),
});
/** A looping effect (001 §3 Effects); onceTime (or time) is one cycle in seconds. */
export const LoopEffectSchema = z.looseObject({
  enable: z.boolean().default(true),
  type: z.string(),
  onceTime: z.number().nonnegative().optional(),
  time: z.number().nonnegative().optional(),
});
export type LoopEffect = z.infer<typeof LoopEffectSchema>;
export type EffectIn = z.infer<typeof EffectInSchema>;
export type EffectOut = z.infer<typeof EffectOutSchema>;

/** A template variable inside ${…} placeholders (001 §3, §5). */
export const TemplateVariableSchema = z.looseObject({
  name: z.string().regex(new RegExp(TEMPLATE_VARIABLE_NAME_PATTERN)),
  category: TemplateVariableCategorySchema,
  /** The element attribute the value replaces, e.g. mediaUrl (001 §3). */
  attribute: z.string().optional(),
  value: z.string().default(''),
  index: z.number().int().optional(),
  /** The scene index the variable belongs to (001 §3 names the field only). */
  scene: z.number().int().optional(),
});
export type TemplateVariable = z.infer<typeof TemplateVariableSchema>;

/** Attributes every canvas element shares (001 §3, 002 §3). Units are the canvas's pixels and milliseconds. */
const elementBase = {
  // Required like the size: an editor always places what it adds (migration 2 puts legacy elements at 0).
  X: z.number(),
  Y: z.number(),
  Width: z.number().nonnegative(),
  Height: z.number().nonnegative(),
  Rotation: z.number().default(0),
  // 0–1 as in the canvas library; the spec gives no range (001 §3).
  Opacity: z.number().min(0).max(1).default(1),
  /** Hidden elements have zIndex 0; visible ones count from 1, or 2 with a background (001 §4). */
  zIndex: z.number().int().nonnegative().optional(),
  webIndex: z.number().int().optional(),
  locking: z.boolean().default(false),
  lockingWH: z.boolean().default(false),
  notAllowDelete: z.boolean().default(false),
  notCopy: z.boolean().default(false),
  canvasType: z.string().optional(),
  /** Fixed tool images of cte mode; they cannot be deleted or copied (002 §4). */
  toolType: ToolTypeSchema.optional(),
  mediaUrl: z.string().optional(),
  previewUrl: z.string().optional(),
  title: z.string().optional(),
  birthTime: z.number().optional(),
  deathTime: z.number().optional(),
  begin: z.number().optional(),
  end: z.number().optional(),
  totalMilliseconds: z.number().nonnegative().optional(),
  // Shape not described (001 §3): the editor writes a list of loops; legacy data a bare name or one loop.
  Effects: z.union([z.string(), LoopEffectSchema, z.array(LoopEffectSchema)]).optional(),
  effectIn: EffectInSchema.optional(),
  effectOut: EffectOutSchema.optional(),
  playFrom: z.number().nonnegative().optional(),
  playTo: z.number().nonnegative().optional(),
  blur: z.number().nonnegative().optional(),
  videoVolume: z.number().min(0).max(100).optional(),
  /** A colour filter code (PF1 … PFC) or '' for none (001 §3). */
  filter: z.union([z.string(), z.looseObject({ type: z.string() })]).optional(),
};

/** Text attributes (001 §3); `content` is the text itself (001 §3 scene displayTexts). */
const textAttributes = {
  content: z.string().default(''),
  Font: z.string().optional(),
  FontSize: z.number().positive().default(DEFAULT_FONT_SIZE),
  FontColor: z.string().optional(),
  Spacing: z.number().default(0),
  // left | center | right in practice; the spec names the field only (001 §3).
  // Not defaulted: a display text without one reads from the left, a caption centred (as they are drawn).
  Alignment: z.string().optional(),
  Bold: z.boolean().default(false),
  Italic: z.boolean().default(false),
  Underline: z.boolean().default(false),
  strokeWidth: z.number().nonnegative().default(0),
  lineHeight: z.number().positive().default(DEFAULT_LINE_HEIGHT),
  /** With the project's brand theme on, a `primary` text takes the company's primary colour (ours). */
  brandRole: z.enum(['primary']).optional(),
};

/**
 * The digital human of a scene. `personaBizId` and `postureId` pick the rigged character and its
 * pose (001 §4 postures); without them the element shows its picture (`mediaUrl`) as a still.
 */
export const HumanElementSchema = z.looseObject({
  nodeType: z.literal('human'),
  ...elementBase,
  personaBizId: z.string().max(64).optional(),
  postureId: z.string().max(96).optional(),
});
export const VideoElementSchema = z.looseObject({ nodeType: z.literal('video'), ...elementBase });
export const ImageElementSchema = z.looseObject({
  nodeType: z.literal('image'),
  ...elementBase,
  nodeVariable: z.array(TemplateVariableSchema).default([]),
});
export const TextElementSchema = z.looseObject({
  nodeType: z.literal('text'),
  ...elementBase,
  ...textAttributes,
  textType: TextTypeSchema.default('displayText'),
});
/** One caption per canvas (001 §4); in the studio it carries the scene's audio (001 §3 caption (audioUrl)). */
export const CaptionElementSchema = z.looseObject({
  nodeType: z.literal('caption'),
  ...elementBase,
  ...textAttributes,
  textType: z.literal('caption').default('caption'),
  audioUrl: z.string().optional(),
});

/** A CSS colour as the scene stores it (#rrggbb, rgba(…), a name). */
const ColourSchema = z.string().max(32);

/** The geometries the render core draws for a shape element. */
export const SHAPE_KINDS = ['rect', 'ellipse', 'triangle', 'ring', 'line'] as const;

/**
 * A vector shape drawn by the render core: the layout art of the designed templates (cards, bands,
 * badges, a product drawn from parts). Ours: the spec's canvas has pictures, videos and texts only.
 * `fillTo` makes the fill a linear gradient from `fill` at `gradientAngle` (0° left to right, 90°
 * top to bottom). A `logo` brand role is drawn only under the brand theme (brand-theme.ts).
 */
export const ShapeElementSchema = z.looseObject({
  nodeType: z.literal('shape'),
  ...elementBase,
  shape: z.enum(SHAPE_KINDS).default('rect'),
  fill: ColourSchema.optional(),
  fillTo: ColourSchema.optional(),
  gradientAngle: z.number().default(90),
  stroke: ColourSchema.optional(),
  strokeWidth: z.number().nonnegative().default(0),
  cornerRadius: z.number().nonnegative().default(0),
  /** A soft drop shadow below the shape, in canvas pixels (0 for none). */
  shadow: z.number().nonnegative().default(0),
  brandRole: z.enum(['primary', 'logo']).optional(),
});

/** A canvas element: a union on nodeType (001 §3, 002 §3). */
export const SceneElementSchema = z.discriminatedUnion('nodeType', [
  HumanElementSchema,
  VideoElementSchema,
  ImageElementSchema,
  TextElementSchema,
  CaptionElementSchema,
  ShapeElementSchema,
]);
export type SceneElement = z.infer<typeof SceneElementSchema>;
export type HumanElement = z.infer<typeof HumanElementSchema>;
export type VideoElement = z.infer<typeof VideoElementSchema>;
export type ImageElement = z.infer<typeof ImageElementSchema>;
export type TextElement = z.infer<typeof TextElementSchema>;
export type CaptionElement = z.infer<typeof CaptionElementSchema>;
export type ShapeElement = z.infer<typeof ShapeElementSchema>;
export type ShapeElementInput = z.input<typeof ShapeElementSchema>;

/** The patterns background art can lay over its gradient. */
export const BACKGROUND_PATTERNS = ['dots', 'grid', 'diagonal', 'waves', 'rings'] as const;

/**
 * Background art drawn by the render core under every element (ours, for the designed templates): a
 * linear or radial gradient over the background colour and a pattern over that. A background
 * picture or video, when there is one, covers it. `brand` makes the gradient the company's primary
 * colour under the brand theme.
 */
export const BackgroundArtSchema = z.looseObject({
  gradient: z
    .looseObject({
      from: ColourSchema,
      to: ColourSchema,
      angle: z.number().default(90),
      kind: z.enum(['linear', 'radial']).default('linear'),
    })
    .optional(),
  pattern: z
    .looseObject({
      kind: z.enum(BACKGROUND_PATTERNS),
      color: ColourSchema,
      opacity: z.number().min(0).max(1).default(0.12),
      spacing: z.number().positive().default(48),
    })
    .optional(),
  brand: z.boolean().default(false),
});
export type BackgroundArt = z.infer<typeof BackgroundArtSchema>;
export type BackgroundArtInput = z.input<typeof BackgroundArtSchema>;

/** A media reference without geometry: backgrounds, music, preview image (001 §3 names the slots only). */
export const MediaRefSchema = z.looseObject({
  mediaUrl: z.string().optional(),
  previewUrl: z.string().optional(),
  title: z.string().optional(),
});
export type MediaRef = z.infer<typeof MediaRefSchema>;

/** Background music: a media reference with its volume 0–100 (30 to start, 001 §9 slider range). */
export const MusicRefSchema = MediaRefSchema.extend({ volume: z.number().min(0).max(100).optional() });
export type MusicRef = z.infer<typeof MusicRefSchema>;

/** Elements as an editor writes them: every defaulted field may be left out. */
export type SceneElementInput = z.input<typeof SceneElementSchema>;
export type HumanElementInput = z.input<typeof HumanElementSchema>;
export type TextElementInput = z.input<typeof TextElementSchema>;
export type CaptionElementInput = z.input<typeof CaptionElementSchema>;
export type MusicRefInput = z.input<typeof MusicRefSchema>;
