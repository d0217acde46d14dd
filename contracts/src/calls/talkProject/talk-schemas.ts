import { z } from 'zod';
import {
  DELIVERY_MODES,
  INTERACTION_MODES,
  INTERACTIVE_VH_KINDS,
  SHARE_TOKEN_STATUSES,
} from '../../constants/interactive';
import { PROJECT_TITLE_MAX_LENGTH } from '../../constants/studio';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';

/** dataJson travels as JSON text (002 §7 save payload) or, from our own client, as an object. */
export const DataJsonSchema = z.union([z.string().max(5_000_000), z.looseObject({})]);

export const DeliveryModeInputSchema = z.enum(DELIVERY_MODES);
export const InteractionModeSchema = z.enum(INTERACTION_MODES);
export const InteractiveVhKindSchema = z.enum(INTERACTIVE_VH_KINDS);

/** Create: from a template (platform or the company's) or blank in a delivery mode. */
export const TalkProjectCreateInputSchema = z.object({
  templateBizId: IdSchema.optional(),
  title: z.string().trim().min(1).max(PROJECT_TITLE_MAX_LENGTH).optional(),
  publishType: DeliveryModeInputSchema.optional(),
  interactionMode: InteractionModeSchema.optional(),
  vhType: InteractiveVhKindSchema.optional(),
  personaBizId: z.string().trim().min(1).max(64).optional(),
});

/** The save payload (002 §7), plus the persona, config and talk settings auto-saved beside it (002 §4). */
export const TalkProjectSaveInputSchema = z.object({
  projectId: IdSchema,
  dataJson: DataJsonSchema.optional(),
  title: z.string().trim().min(1).max(PROJECT_TITLE_MAX_LENGTH).optional(),
  publishType: DeliveryModeInputSchema.optional(),
  exclusiveVirtualHumanId: z.string().trim().max(64).nullish(),
  /** Which part the save carries (ours where the spec names the field only): all, canvas, persona, config, talk. */
  scope: z.string().trim().max(32).optional(),
  /** A save the user asked for rather than the autosave. */
  manual: z.boolean().optional(),
  interactionMode: InteractionModeSchema.optional(),
  vhType: InteractiveVhKindSchema.optional(),
  csPersonDesign: z.looseObject({}).optional(),
  config: z.looseObject({}).optional(),
  talk: z.looseObject({}).optional(),
});

export const TalkProjectListInputSchema = z.object({
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.default(12),
  search: z.string().trim().max(100).optional(),
  /** Publish state filter: true published, false not published, absent both. */
  visibility: z.boolean().optional(),
  publishType: DeliveryModeInputSchema.optional(),
  /** 'template' lists the templates (the platform's, then the company's). */
  kind: z.enum(['project', 'template']).default('project'),
});

export const TalkProjectIdsInputSchema = z.object({
  projectId: IdSchema.optional(),
  projectIds: z.array(IdSchema).max(200).optional(),
});

export const TalkProjectCopyInputSchema = z.object({
  projectId: IdSchema,
  newTitle: z.string().trim().min(1).max(PROJECT_TITLE_MAX_LENGTH).optional(),
});

export const TalkProjectRefInputSchema = z.object({ projectId: IdSchema });

export const ShareTokenStatusUpdateInputSchema = z.object({
  projectId: IdSchema,
  status: z.enum(SHARE_TOKEN_STATUSES),
});

export const TemplateByBizIdInputSchema = z.object({ bizId: IdSchema });
/** Template update payload (002 §7): bizId, humanBizId, title, dataJson. */
export const TemplateUpdateInputSchema = z.object({
  bizId: IdSchema,
  humanBizId: z.string().trim().max(64).optional(),
  title: z.string().trim().min(1).max(100).optional(),
  dataJson: DataJsonSchema.optional(),
});
export const BlankFaqTemplateInputSchema = z.object({
  title: z.string().trim().min(1).max(100).optional(),
  publishType: DeliveryModeInputSchema.default('card'),
});

export const PersonaStyleInputSchema = z.object({}).optional();
export const PersonaDetailInputSchema = z.object({
  projectId: IdSchema.optional(),
  personaBizId: z.string().trim().min(1).max(64).optional(),
});
export const LlmModelListInputSchema = z.object({}).optional();

export const WakeWordAddInputSchema = z.object({ projectId: IdSchema, word: z.string().trim().min(1).max(20) });
export const ChatStudioCreateInputSchema = z.object({
  projectId: IdSchema.optional(),
  characterName: z.string().trim().min(1).max(50),
  description: z.string().trim().max(500).optional(),
});
export const ChatStudioDeleteInputSchema = z.object({ characterId: IdSchema });
export const AiTextGenerateInputSchema = z.object({
  /** What to write: a persona field's subject, or free text. */
  content: z.string().trim().min(1).max(500),
  /** The persona field it is for (e.g. backstory, workTasks); ours where the spec is silent. */
  field: z.string().trim().max(64).optional(),
  projectId: IdSchema.optional(),
});

/** Session lifecycle calls (002 §7 Tasks): the spec shows the paths only; these shapes are ours. */
export const SessionStartInputSchema = z.object({ projectId: IdSchema });
export const SessionRefInputSchema = z.object({ sessionId: IdSchema });
export const NluTaskSubmitInputSchema = z.object({ projectId: IdSchema });
