import { eq } from 'drizzle-orm';
import { BrandingConfigSchema, type BrandingConfig, type CustomizeText } from '@portal/contracts';
import type { Database } from '../../db/client';
import { brandings } from '../../db/schema/index';

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
};

/** The default title colour; OEM hosts set their own (000 §3 webNameColor). */
export const DEFAULT_WEB_NAME_COLOR = '#1f2329';

/** Host name without port, lower-cased; the branding key. */
export const normaliseDomain = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** The branding of a domain: its stored OEM configuration over the defaults, or the defaults. */
export async function brandingForDomain(db: Database, domain: string) {
  const key = normaliseDomain(domain);
  const [row] = key ? await db.select().from(brandings).where(eq(brandings.domain, key)).limit(1) : [];
  if (!row) return { config: DEFAULT_BRANDING, customised: false, webNameColor: DEFAULT_WEB_NAME_COLOR };
  const stored = row.config;
  const config = BrandingConfigSchema.parse({ ...DEFAULT_BRANDING, ...pickKnown(stored) });
  const color = typeof stored.webNameColor === 'string' ? stored.webNameColor : DEFAULT_WEB_NAME_COLOR;
  return { config, customised: true, webNameColor: color };
}

export async function customizeTextForDomain(db: Database, domain: string): Promise<CustomizeText> {
  const { config, customised, webNameColor } = await brandingForDomain(db, domain);
  return {
    webName: config.webName,
    isCustomize: customised,
    webNameColor,
    showLoginPage: config.showLoginPage,
    loginPageTip: config.loginPageTip,
  };
}

const knownKeys = new Set(Object.keys(DEFAULT_BRANDING));
const pickKnown = (stored: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(stored).filter(([k]) => knownKeys.has(k)));
