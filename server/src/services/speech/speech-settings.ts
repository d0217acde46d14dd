import { eq } from 'drizzle-orm';
import type { AlibabaSpeechConfig, AppConfig, TencentSpeechConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { platformSettings } from '../../db/schema/index';
import { openKey } from '../talk/llm-keys';
import type { SpeechProvidersConfig } from './cloud-suppliers';

/** The settings row the operator console writes; each service's secret is sealed with the server's secret. */
export const CLOUD_SPEECH_SETTING = 'cloudSpeech';

export type CloudSpeechProvider = 'azure' | 'alibaba' | 'tencent';

/** A stored row: per service its public settings in clear and its secret sealed. */
export interface StoredCloudSpeech {
  azure?: { region: string; endpoint: string; keySealed: string };
  alibaba?: {
    accessKeyId: string;
    appkey: string;
    region: string;
    tokenEndpoint: string;
    ttsEndpoint: string;
    accessKeySecretSealed: string;
  };
  tencent?: { secretId: string; region: string; endpoint: string; secretKeySealed: string };
}

/** What the speech services need besides their settings: the secret that opens them, the timeout. */
export type SpeechConfigSource = SpeechProvidersConfig & Partial<Pick<AppConfig, 'secret' | 'cloudTtsTimeoutMs'>>;

/** A few seconds: a change in the console reaches every process of a cluster soon, without a read per call. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Database, { at: number; value: StoredCloudSpeech }>();

/** Forgets what this process read, after the console changed it. */
export const forgetCloudSpeechSettings = (db: Database) => cache.delete(db);

export async function storedCloudSpeech(db: Database): Promise<StoredCloudSpeech> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, CLOUD_SPEECH_SETTING)).limit(1);
  const value = (row?.value as StoredCloudSpeech | undefined) ?? {};
  cache.set(db, { at: Date.now(), value });
  return value;
}

/** Timeout of a service set up in the console: the environment's CLOUD_TTS_TIMEOUT_MS, else its default. */
const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * The cloud speech services the portal uses, each from the operator console when set up there, else
 * from its environment variables, else off. Without the server's secret (a caller given only the
 * environment's settings) the console's are not read.
 */
export async function speechProvidersFor(deps: {
  db: Database;
  config?: SpeechConfigSource | undefined;
}): Promise<SpeechProvidersConfig> {
  const config = deps.config ?? {};
  const env: SpeechProvidersConfig = {
    azureSpeech: config.azureSpeech,
    alibabaSpeech: config.alibabaSpeech,
    tencentSpeech: config.tencentSpeech,
  };
  if (!config.secret) return env;
  const stored = await storedCloudSpeech(deps.db);
  const secret = config.secret;
  const timeoutMs = config.cloudTtsTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const alibaba: AlibabaSpeechConfig | undefined = stored.alibaba && {
    accessKeyId: stored.alibaba.accessKeyId,
    accessKeySecret: openKey(stored.alibaba.accessKeySecretSealed, secret),
    appkey: stored.alibaba.appkey,
    region: stored.alibaba.region,
    tokenEndpoint: stored.alibaba.tokenEndpoint,
    ttsEndpoint: stored.alibaba.ttsEndpoint,
    timeoutMs,
  };
  const tencent: TencentSpeechConfig | undefined = stored.tencent && {
    secretId: stored.tencent.secretId,
    secretKey: openKey(stored.tencent.secretKeySealed, secret),
    region: stored.tencent.region,
    endpoint: stored.tencent.endpoint,
    timeoutMs,
  };
  return {
    azureSpeech: stored.azure
      ? {
          key: openKey(stored.azure.keySealed, secret),
          region: stored.azure.region,
          ...(stored.azure.endpoint ? { endpoint: stored.azure.endpoint } : {}),
          timeoutMs,
        }
      : env.azureSpeech,
    alibabaSpeech: alibaba ?? env.alibabaSpeech,
    tencentSpeech: tencent ?? env.tencentSpeech,
  };
}
