import { z } from 'zod';

/** Numeric resource types (000 §3, 002 §3). Gaps (6–9, 11) are the spec's. */
export const RESOURCE_TYPES = {
  videoCreationTime: 0,
  assetStorage: 1,
  liveRoomCount: 2,
  summaryCount: 3,
  publishStudioTemplate: 4,
  accountCount: 5,
  digitalStaff: 10,
  interactiveWayCount: 12,
  hardware: 13,
  customizeVirtualHuman: 14,
  customizeVoice: 15,
  voiceDuration: 16,
  voiceLargeSample: 17,
  virtualHumanLargeSample: 18,
  aiGenText: 19,
  accountPermission: 20,
  interactiveDuration: 21,
  interactiveCustomize: 22,
  digitalCard: 23,
  glmTalk: 24,
} as const;
export const ResourceTypeSchema = z.enum(RESOURCE_TYPES);
export type ResourceType = z.infer<typeof ResourceTypeSchema>;

/** Quota type 20 (account permission) gives the management center (000 §6). */
export const QUOTA_TYPE_MANAGE = RESOURCE_TYPES.accountPermission;
/** Type 20 is a permission, not an amount: boards and shares list every other quota (000 §6). */
export const isAmountQuota = (quotaType: number) => quotaType !== QUOTA_TYPE_MANAGE;
/** A quota of type 12 or 13 with a capacity shows the interactive feature (000 §6). */
export const INTERACTIVE_QUOTA_TYPES = [RESOURCE_TYPES.interactiveWayCount, RESOURCE_TYPES.hardware] as const;
/** Names of the older quota entries {quotaType, capacity} (002 §3). */
export const LEGACY_QUOTA_TYPE_NAMES = [
  'VideoCreationTime',
  'AssetStorageSize',
  'InteractiveWayCount',
  'Hardware',
  'DigitalCard',
  'AccountPermission',
] as const;

/** The resource codes the spec names; RESOURCE_CODE_PREFIXES covers the ones it only hints at (000 §3). */
export const RESOURCE_CODES = {
  aiGenText: 'RSC-COM-AIGT',
  storage: 'RSC-COM-STRG',
  digitalEmployee: 'RSC-VD-EMPL',
  tts: 'RSC-COM-TTS',
  file: 'RSC-COM-FILE',
  video: 'RSC-VD-VD',
  audio: 'RSC-VD-AU',
  digitalCard: 'RSC-TC-CARD',
} as const;
export const RESOURCE_CODE_PREFIXES = ['RSC-TC', 'RSC-TH', 'RSC-SDK', 'S0-', 'S1-'] as const;
/** Any code: a named one or one with a known prefix; the full list is not shown (000 §3). */
export const ResourceCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (code) =>
      (Object.values(RESOURCE_CODES) as string[]).includes(code) ||
      RESOURCE_CODE_PREFIXES.some((prefix) => code.startsWith(prefix)),
    'unknown resource code',
  );
