import { z } from 'zod';
import { DEFAULT_VIDEO_SIZE } from '../constants/studio';
import {
  CaptionElementSchema,
  HumanElementSchema,
  ImageElementSchema,
  MediaRefSchema,
  MusicRefSchema,
  TextElementSchema,
  VideoElementSchema,
  ShapeElementSchema,
  BackgroundArtSchema,
} from './element';
import { SceneTtsSchema } from './tts';

/** The canvas of a template or interactive project (001 §3, 002 §3). */
export const IceScenesSchema = z.looseObject({
  virtualHuman: HumanElementSchema.nullish(),
  caption: CaptionElementSchema.nullish(),
  displayTexts: z.array(TextElementSchema).default([]),
  displayImages: z.array(ImageElementSchema).default([]),
  displayVideos: z.array(VideoElementSchema).default([]),
  /** Layout shapes (ours): drawn in z order with the other elements. */
  displayShapes: z.array(ShapeElementSchema).default([]),
  backgroundImage: MediaRefSchema.nullish(),
  backgroundVideo: MediaRefSchema.nullish(),
  backgroundMusic: MusicRefSchema.nullish(),
  backgroundColor: z.string().max(32).optional(),
  backgroundArt: BackgroundArtSchema.nullish(),
  // A url or a media reference; the spec names the slot only (001 §3).
  previewImage: z.union([z.string(), MediaRefSchema]).nullish(),
  tts: SceneTtsSchema.nullish(),
});
export type IceScenes = z.infer<typeof IceScenesSchema>;

// 16–7680 px: the smallest canvas the editor can show to 8K (our limits; the spec names none).
export const VideoSizeSchema = z.object({
  width: z.number().int().min(16).max(7680),
  height: z.number().int().min(16).max(7680),
});
export type VideoSize = z.infer<typeof VideoSizeSchema>;

/** Project / template canvas data, the dataJson of a talk project or studio template (001 §3, 002 §3). */
export const ProjectCanvasDataSchema = z.looseObject({
  /** Set by migrateSceneData; absent in data saved before versioning. */
  version: z.number().int().positive().optional(),
  templateName: z.string().default(''),
  templateNameNew: z.string().optional(),
  title: z.string().optional(),
  placeholderPicture: z.string().optional(),
  videoSize: VideoSizeSchema.default({ ...DEFAULT_VIDEO_SIZE }),
  videoRatio: z.string().optional(),
  personaBizId: z.string().optional(),
  // A mode key; its values are not shown (001 §3), legacy data stores strings or numbers.
  defaultMode: z.union([z.string(), z.number()]).optional(),
  cardUiTemplate: z.union([z.string(), z.number()]).optional(),
  // A talk canvas keeps its colour beside iceScenes (ours: the spec names no background colour).
  backgroundColor: z.string().max(32).optional(),
  iceScenes: IceScenesSchema.default({ displayTexts: [], displayImages: [], displayVideos: [], displayShapes: [] }),
});
export type ProjectCanvasData = z.infer<typeof ProjectCanvasDataSchema>;
