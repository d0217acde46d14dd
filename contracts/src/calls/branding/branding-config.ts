import { z } from 'zod';

/** Config text of the current host (000 §3 customizeText). */
export const CustomizeTextSchema = z.object({
  webName: z.string(),
  isCustomize: z.boolean(),
  webNameColor: z.string(),
  showLoginPage: z.number().int(),
  loginPageTip: z.string(),
});
export type CustomizeText = z.infer<typeof CustomizeTextSchema>;

/** Branding configuration by domain (000 §3, 002 §3 white-label branding). */
export const BrandingConfigSchema = z.object({
  webName: z.string(),
  webTabTitle: z.string(),
  customizeDesc: z.string(),
  h5Domain: z.string(),
  webIsShowPageCustom: z.number().int(),
  webPageCustomText: z.string(),
  webPageCustomUrl: z.string(),
  webPageCustomImg: z.string(),
  loginOtherPlatform: z.union([z.literal(0), z.literal(1)]),
  loginExpiredPostMessageURL: z.string(),
  loginExpiredPostMessageData: z.string(),
  showLoginPage: z.number().int(),
  loginPageTip: z.string(),
});
export type BrandingConfig = z.infer<typeof BrandingConfigSchema>;
