import { z } from 'zod';

/** Delivery modes: card (9:16 mobile), cte (9:16 large screen, all-in-one machine), common, custom (002 §1). */
export const DELIVERY_MODES = ['card', 'cte', 'common', 'custom'] as const;
export const DeliveryModeSchema = z.enum(DELIVERY_MODES);
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const INTERACTION_MODES = ['LiveBroadcastRoom', 'videoCall', 'smallWindowVideo'] as const;
export type InteractionMode = (typeof INTERACTION_MODES)[number];
export const INTERACTIVE_VH_KINDS = ['3D_INTERACTIVE', '2D_INTERACTIVE'] as const;
export type InteractiveVhKind = (typeof INTERACTIVE_VH_KINDS)[number];
/** type=rtcTemplate in the editor address means the item is a template (002 §2). */
export const RTC_TEMPLATE_TYPE = 'rtcTemplate';

/** Talk config defaults (002 §3, §9). */
export const TALK_CONFIG_DEFAULTS = { businessCard: 4, interactiveModes: [0, 1, 2], withEmoji: true } as const;

/** Persona (csPersonDesign) defaults and option sets (002 §3). */
export const PERSONA_DEFAULTS = { ageStageCode: 'youngAdulthood', personality: 'playful' } as const;
export const PERSONA_PROFILE_FIELD_MAX = 500;
export const PERSONA_AGE_TIERS = ['少年', '青年', '资深'] as const;
export const AUDIENCE_AGE_KEYS = ['earlySchoolYears', 'youngAdulthood', 'middleAdulthood', 'lateAdulthood'] as const;
export const AudienceAgeKeySchema = z.enum(AUDIENCE_AGE_KEYS);
export const PERSONA_STATUSES = ['NO_AUTH', 'DELETED'] as const;
export const PERSONA_PROMPT_SECTIONS = [
  'backgroundStory',
  'motivationAndGoal',
  'knowledge',
  'dialogueExample',
  'tabooWords',
  'coreBusiness',
  'workTasks',
  'userInfoToWatch',
] as const;
/** Fields the text moderation checks on save (002 §5 check 9). */
export const PERSONA_SENSITIVE_CHECK_FIELDS = [
  'displayName',
  'roles',
  'hobbies',
  'backstory',
  'motivation',
  'knowledge',
  'dialogueStyle',
  'replyBlock',
  'workTasks',
  'concernUseInfo',
  'industryKnowledge',
  'wxAccountName',
  'email',
  'address',
] as const;
/** Required in card mode, or in cte mode with a standard brain character; displayName always (002 §5 check 8). */
export const PERSONA_REQUIRED_FIELDS = [
  'displayName',
  'roles',
  'coreBusiness',
  'workTasks',
  'concernUseInfo',
  'personaStyle',
] as const;

/** talkJson response groups by type (002 §3). */
export const TALK_RESPONSE_TYPES = { welcomeResponse: 1, noInputResponse: 2, noMatchResponse: 3 } as const;
export const TalkResponseTypeSchema = z.enum(TALK_RESPONSE_TYPES);
/** FAQ character limits (002 §5). */
export const FAQ_CHAR_LIMITS = { answer: 500, question: 250, default: 200 } as const;

/** Card resources (002 §3). */
export const CARD_VIDEO_SOURCE_TYPES = { broadcast: 1, material: 2 } as const;
export const CardVideoSourceTypeSchema = z.enum(CARD_VIDEO_SOURCE_TYPES);
export const CARD_DOCUMENT_SOURCE_TYPES = { knowledge: 1, material: 2 } as const;
export const CardDocumentSourceTypeSchema = z.enum(CARD_DOCUMENT_SOURCE_TYPES);
export const CARD_SHOW_TYPES = { video: 1, document: 2 } as const;
export const CardShowTypeSchema = z.enum(CARD_SHOW_TYPES);
export const CARD_RESOURCE_TYPES = ['broadcast', 'repository', 'library_video', 'library_document'] as const;
/** The business-card template map has four entries (002 §3). */
export const CARD_TEMPLATE_MAP_SIZE = 4;

/** Card moment list sort modes (002 §3). */
export const MOMENT_SORT = { TIME: 0, CUSTOM: 1, PREVIOUS: -1 } as const;
export const MomentSortSchema = z.enum(MOMENT_SORT);
export const MOMENT_DEFAULT_PAGE = { pageIndex: 1, pageSize: 20 } as const;

export const SHARE_TOKEN_STATUSES = ['Active', 'Suspended'] as const;
export const ShareTokenStatusSchema = z.enum(SHARE_TOKEN_STATUSES);
/** Training: Init (initialising) → Running (learning) → Success | Fail (002 §3). */
export const TRAINING_STATUS = { Init: 0, Running: 1, Success: 2, Fail: 3 } as const;
export const TrainingStatusSchema = z.enum(TRAINING_STATUS);

/** Page sizes of the interactive area (002 §9). */
export const INTERACTIVE_PAGE_SIZES = {
  faqAndResponses: 10_000,
  vhListMin: 1,
  vhListMax: 10_000,
  appletVideosAndResources: 100_000,
  faceList: 3,
  /** The face list falls back to 5 when the server reply carries no page size. */
  faceListServerFallback: 5,
  companyUsers: 8,
} as const;
export const AUTOSAVE_DEBOUNCE_MS = 300;
export const SDK_CONFIG_PLATFORM_DEFAULT = 'web';
export const ADDRESS_AREA_ROOT_PARENT_ID = 1;
