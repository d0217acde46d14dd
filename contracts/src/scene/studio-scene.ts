import { z } from 'zod';
import { SCENES_MAX_PER_PROJECT, SceneInputTypeSchema } from '../constants/studio';
import {
  CaptionElementSchema,
  HumanElementSchema,
  ImageElementSchema,
  MediaRefSchema,
  MusicRefSchema,
  TemplateVariableSchema,
  TextElementSchema,
  VideoElementSchema,
  ShapeElementSchema,
  BackgroundArtSchema,
} from './element';
import { VideoSizeSchema } from './canvas-data';
import { editorMessages } from '../messages/editor';
import { SceneTtsSchema } from './tts';

/** The company's brand as a project carries it: its primary colour and logo (a picture, or a monogram). */
export const BrandThemeSchema = z.looseObject({
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** A picture of the logo; without one the first character of `name` is drawn as a monogram. */
  logoUrl: z.string().optional(),
  name: z.string().max(64).default(''),
});
export type BrandTheme = z.infer<typeof BrandThemeSchema>;

/** Audio a user uploaded for an AUDIO scene, with what the safety check flagged (001 §3). */
export const CustomizeAudioDataSchema = z.looseObject({
  audioUrl: z.string().optional(),
  audioSensitiveTexts: z.array(z.string()).default([]),
  subtitleSensitiveTexts: z.array(z.string()).default([]),
});

/** A scene's transition: a name with its duration in seconds (002 §9), or a bare name in legacy data. */
export const SceneTransitionSchema = z.union([
  z.string(),
  z.looseObject({ type: z.string(), duration: z.number().nonnegative().optional() }),
]);

/**
 * One scene of the video editor (001 §3). The spec lists `virtualHumanList`; a scene shows one
 * digital human (001 §4), stored in `virtualHuman` like the canvas of 002 §3 (migration 2 folds a
 * list into it). Slots after `subtitleSensitiveTexts` are the canvas's (iceScenes, 001 §3), which
 * the studio scene shares.
 */
export const StudioSceneSchema = z.looseObject({
  title: z.string().optional(),
  virtualHuman: HumanElementSchema.nullish(),
  // Spoken paragraphs; stored as strings or objects, their shape is not shown (001 §3).
  voiceTexts: z.array(z.union([z.string(), z.looseObject({})])).default([]),
  displayTexts: z.array(TextElementSchema).default([]),
  displayImages: z.array(ImageElementSchema).default([]),
  displayVideos: z.array(VideoElementSchema).default([]),
  /** Layout shapes (ours): drawn in z order with the other elements. */
  displayShapes: z.array(ShapeElementSchema).default([]),
  caption: CaptionElementSchema.nullish(),
  tts: SceneTtsSchema.nullish(),
  /** data.sensitive marks a scene whose text the check flagged (001 §3). */
  data: z.looseObject({ sensitive: z.boolean().optional() }).optional(),
  customizeAudioData: CustomizeAudioDataSchema.nullish(),
  backgroundImage: MediaRefSchema.nullish(),
  backgroundVideo: MediaRefSchema.nullish(),
  backgroundMusic: MusicRefSchema.nullish(),
  backgroundColor: z.string().max(32).optional(),
  backgroundArt: BackgroundArtSchema.nullish(),
  transition: SceneTransitionSchema.nullish(),
  inputType: SceneInputTypeSchema.default('TEXT'),
  audioUrl: z.string().optional(),
  durationMilliseconds: z.number().nonnegative().optional(),
  // Recording state; not described (001 §3).
  record: z.unknown().optional(),
  subtitleUrl: z.string().optional(),
  audioSensitiveTexts: z.array(z.string()).default([]),
  subtitleSensitiveTexts: z.array(z.string()).default([]),
});
export type StudioScene = z.infer<typeof StudioSceneSchema>;
/** A scene as an editor writes it: every defaulted field may be left out. */
export type StudioSceneInput = z.input<typeof StudioSceneSchema>;

/**
 * A studio project's data (001 §3): its canvas settings, scenes, global music and background,
 * avatar, current scene and template variables (001 §5).
 */
export const ProjectRenderDataSchema = z.looseObject({
  version: z.number().int().positive().optional(),
  templateName: z.string().max(64).optional(),
  title: z.string().optional(),
  videoSize: VideoSizeSchema.optional(),
  videoRatio: z.string().optional(),
  scenes: z.array(StudioSceneSchema).max(SCENES_MAX_PER_PROJECT, editorMessages.sceneLimitReached).default([]),
  globalBGM: MediaRefSchema.nullish(),
  globalBGI: MediaRefSchema.nullish(),
  personaBizId: z.string().max(64).optional(),
  sceneIndex: z.number().int().nonnegative().default(0),
  variables: z.array(TemplateVariableSchema).optional(),
  /**
   * The brand theme, the project's one brand setting (ours; decision 0027): present, the company's
   * primary colour and logo (taken from its branding when the setting was turned on) replace the
   * template's accent colour and fill its logo slots; absent, the template shows its own colours.
   */
  brandTheme: BrandThemeSchema.nullish(),
});
export type ProjectRenderData = z.infer<typeof ProjectRenderDataSchema>;
export type ProjectRenderDataInput = z.input<typeof ProjectRenderDataSchema>;

/** A scene's spoken text: its voiceTexts (strings or {text}) joined as paragraphs, empty ones left out. */
export function sceneSpeechText(scene: { voiceTexts?: StudioSceneInput['voiceTexts'] }): string {
  return (scene.voiceTexts ?? [])
    .map((t) => (typeof t === 'string' ? t : typeof t.text === 'string' ? t.text : ''))
    .filter((t) => t.trim())
    .join('\n');
}
