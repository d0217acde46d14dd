import { eq } from 'drizzle-orm';
import {
  BrandingConfigSchema,
  brandImageUrlSchema,
  type BrandImageKind,
  type BrandingConfig,
  type CustomizeText,
  type OemInfo,
  type HostKind,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { brandings } from '../../db/schema/index';
import { skippedHostKind } from './host-kind';

/** The product's own look: what known and local hosts get (000 §1). */
export const DEFAULT_BRANDING: BrandingConfig = {
  webName: '数字员工平台',
  webTabTitle: '数字员工平台',
  customizeDesc: '',
  h5Domain: '',
  webIsShowPageCustom: 0,
  webPageCustomText: '',
  webPageCustomUrl: '',
  webPageCustomImg: '',
  loginOtherPlatform: 0,
  loginExpiredPostMessageURL: '',
  loginExpiredPostMessageData: '',
  showLoginPage: 1,
  loginPageTip: '',
  icpFiling: '',
  policeFiling: '',
};

/** The default title colour; OEM hosts set their own (000 §3 webNameColor). */
export const DEFAULT_WEB_NAME_COLOR = '#1f2329';

/** Host name without port, lower-cased; the branding key. */
export const normaliseDomain = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** The branding of a domain: its stored OEM configuration over the defaults, or the defaults. */
export async function brandingForDomain(db: Database, domain: string) {
  const key = normaliseDomain(domain);
  const [row] = key ? await db.select().from(brandings).where(eq(brandings.domain, key)).limit(1) : [];
  if (!row) return { config: DEFAULT_BRANDING, customised: false, webNameColor: DEFAULT_WEB_NAME_COLOR, logoUrl: '' };
  const stored = row.config;
  const config = BrandingConfigSchema.parse({ ...DEFAULT_BRANDING, ...pickKnown(stored) });
  const color = typeof stored.webNameColor === 'string' ? stored.webNameColor : DEFAULT_WEB_NAME_COLOR;
  return { config, customised: true, webNameColor: color, logoUrl: safeImageUrl('logo', stored.logoUrl) };
}

/** A stored picture URL as pages may use it: one the console accepts (brand-image-schemas.ts), else none. */
const safeImageUrl = (kind: BrandImageKind, value: unknown) => {
  const parsed = brandImageUrlSchema(kind).safeParse(value);
  return parsed.success ? parsed.data : '';
};

export async function customizeTextForDomain(db: Database, domain: string): Promise<CustomizeText> {
  const { config, customised, webNameColor, logoUrl } = await brandingForDomain(db, domain);
  return {
    webName: config.webName,
    isCustomize: customised,
    webNameColor,
    showLoginPage: config.showLoginPage,
    loginPageTip: config.loginPageTip,
    icpFiling: config.icpFiling,
    policeFiling: config.policeFiling,
    logoUrl,
    webIsShowPageCustom: config.webIsShowPageCustom,
    webPageCustomImg: safeImageUrl('loginImage', config.webPageCustomImg),
  };
}

/**
 * The company white-label info of a domain (company/oem/getInfo): skipped for local and product
 * hosts (000 §1), else the stored OEM look or the defaults, in the three groups of 000 §3.
 */
export async function oemInfoForDomain(db: Database, domain: string, publicUrl: string): Promise<OemInfo> {
  const key = normaliseDomain(domain);
  const skippedAs = skippedHostKind(key, publicUrl);
  const found = skippedAs
    ? { config: DEFAULT_BRANDING, customised: false, webNameColor: DEFAULT_WEB_NAME_COLOR }
    : await brandingForDomain(db, key);
  const hostKind: HostKind = skippedAs ?? (found.customised ? 'oem' : 'none');
  const { webName, webTabTitle, customizeDesc, h5Domain, ...web } = found.config;
  return {
    domain: key,
    hostKind,
    skipped: skippedAs !== null,
    isCustomize: found.customised,
    baseExtItems: { webName, webTabTitle, customizeDesc, webNameColor: found.webNameColor },
    webExtItems: web,
    h5ExtItems: { h5Domain },
  };
}

/** /whitelist/check: a local, product or OEM host may serve the portal; any other host may not. */
export async function whitelistForDomain(db: Database, domain: string, publicUrl: string) {
  const key = normaliseDomain(domain);
  const hostKind: HostKind =
    skippedHostKind(key, publicUrl) ?? ((await brandingForDomain(db, key)).customised ? 'oem' : 'none');
  return { domain: key, whitelisted: hostKind !== 'none', hostKind };
}

const knownKeys = new Set(Object.keys(DEFAULT_BRANDING));
const pickKnown = (stored: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(stored).filter(([k]) => knownKeys.has(k)));
