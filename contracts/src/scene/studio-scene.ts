import { z } from 'zod';
import { SCENES_MAX_PER_PROJECT, SceneInputTypeSchema } from '../constants/studio';
import { CaptionElementSchema, HumanElementSchema, ImageElementSchema, MediaRefSchema, TextElementSchema } from './element';
import { SceneTtsSchema } from './tts';

/** Audio a user uploaded for an AUDIO scene, with what the safety check flagged (001 §3). */
export const CustomizeAudioDataSchema = z.looseObject({
  audioUrl: z.string().optional(),
  audioSensitiveTexts: z.array(z.string()).default([]),
  subtitleSensitiveTexts: z.array(z.string()).default([]),
});

/** One scene of the video editor (001 §3). */
export const StudioSceneSchema = z.looseObject({
  title: z.string().optional(),
  virtualHumanList: z.array(HumanElementSchema).default([]),
  // Spoken paragraphs; stored as strings or objects, their shape is not shown (001 §3).
  voiceTexts: z.array(z.union([z.string(), z.looseObject({})])).default([]),
  displayTexts: z.array(TextElementSchema).default([]),
  displayImages: z.array(ImageElementSchema).default([]),
  caption: CaptionElementSchema.nullish(),
  tts: SceneTtsSchema.nullish(),
  /** data.sensitive marks a scene whose text the check flagged (001 §3). */
  data: z.looseObject({ sensitive: z.boolean().optional() }).optional(),
  customizeAudioData: CustomizeAudioDataSchema.nullish(),
  backgroundImage: MediaRefSchema.nullish(),
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

/** What a studio project renders (001 §3): its scenes, global music and background, avatar, current scene. */
export const ProjectRenderDataSchema = z.looseObject({
  version: z.number().int().positive().optional(),
  scenes: z.array(StudioSceneSchema).max(SCENES_MAX_PER_PROJECT).default([]),
  globalBGM: MediaRefSchema.nullish(),
  globalBGI: MediaRefSchema.nullish(),
  personaBizId: z.string().optional(),
  sceneIndex: z.number().int().nonnegative().default(0),
});
export type ProjectRenderData = z.infer<typeof ProjectRenderDataSchema>;
