import { z } from 'zod';

/** Config text of the current host (000 §3 customizeText). */
export const CustomizeTextSchema = z.object({
  webName: z.string(),
  isCustomize: z.boolean(),
  webNameColor: z.string(),
  showLoginPage: z.number().int(),
  loginPageTip: z.string(),
  /** Ours (issue 27): the filings a website in China shows in its footer; empty when not set. */
  icpFiling: z.string(),
  policeFiling: z.string(),
  /** Ours (issue 27): the brand's logo for the header, or empty for the name's first letter. */
  logoUrl: z.string(),
  /** The login page's picture (000 §1 webIsShowPageCustom, webPageCustomImg): shown when the flag is 1. */
  webIsShowPageCustom: z.number().int(),
  webPageCustomImg: z.string(),
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
  /** Ours (issue 27): the ICP 备案号 and the public-security filing a website in China shows in its footer. */
  icpFiling: z.string().default(''),
  policeFiling: z.string().default(''),
});
export type BrandingConfig = z.infer<typeof BrandingConfigSchema>;

/** A domain a browser may send: a host name or address, with or without a port. */
export const DomainInputSchema = z
  .string()
  .trim()
  .max(253)
  .regex(/^[\w.\-:[\]]*$/, '域名格式不正确');

/**
 * Why a host gets the look it gets (000 §1): `local` and `product` hosts are the skip rule (no
 * lookup, the product's own look), `oem` a host with its own branding, `none` any other host.
 */
export const HostKindSchema = z.enum(['local', 'product', 'oem', 'none']);
export type HostKind = z.infer<typeof HostKindSchema>;

/**
 * The company white-label info (000 §3): three groups the client merges flat into one object.
 * base: names and colour; web: the portal's pages and login; h5: the mobile pages.
 */
export const OemInfoSchema = z.object({
  domain: z.string(),
  hostKind: HostKindSchema,
  /** True when the skip rule applied: a local or product host gets the defaults without a lookup. */
  skipped: z.boolean(),
  isCustomize: z.boolean(),
  baseExtItems: z.object({
    webName: z.string(),
    webTabTitle: z.string(),
    customizeDesc: z.string(),
    webNameColor: z.string(),
  }),
  webExtItems: z.object({
    webIsShowPageCustom: z.number().int(),
    webPageCustomText: z.string(),
    webPageCustomUrl: z.string(),
    webPageCustomImg: z.string(),
    loginOtherPlatform: z.union([z.literal(0), z.literal(1)]),
    loginExpiredPostMessageURL: z.string(),
    loginExpiredPostMessageData: z.string(),
    showLoginPage: z.number().int(),
    loginPageTip: z.string(),
  }),
  h5ExtItems: z.object({ h5Domain: z.string() }),
});
export type OemInfo = z.infer<typeof OemInfoSchema>;

/** Whether a host may serve the portal (/whitelist/check): a local, product or OEM host is. */
export const WhitelistCheckSchema = z.object({
  domain: z.string(),
  whitelisted: z.boolean(),
  hostKind: HostKindSchema,
});
