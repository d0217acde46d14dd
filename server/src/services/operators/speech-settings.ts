import { eq } from 'drizzle-orm';
import { opsMessages } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { platformSettings } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import {
  CLOUD_SPEECH_SETTING,
  forgetCloudSpeechSettings,
  storedCloudSpeech,
  type CloudSpeechProvider,
  type StoredCloudSpeech,
} from '../speech/speech-settings';
import { sealKey } from '../talk/llm-keys';
import { recordAudit, type OperatorAct } from './audit';

type Deps = { db: Database; config: AppConfig };

export interface SpeechServiceInput {
  provider: CloudSpeechProvider;
  region: string;
  keyId: string;
  appkey: string;
  endpoint: string;
  tokenEndpoint: string;
  secret: string;
}

const PROVIDERS: readonly CloudSpeechProvider[] = ['azure', 'alibaba', 'tencent'];
const NAMES: Record<CloudSpeechProvider, string> = {
  azure: 'Azure 语音',
  alibaba: '阿里云智能语音',
  tencent: '腾讯云语音合成',
};

/** What the console shows of a service's settings; absent fields read as empty. */
interface ServiceFields {
  region?: string | undefined;
  keyId?: string | undefined;
  appkey?: string | undefined;
  endpoint?: string | undefined;
  tokenEndpoint?: string | undefined;
  hasSecret: boolean;
}

/** Each service's fields from its console settings, else its environment variables; each knows its own names. */
const READ_SERVICE: Record<
  CloudSpeechProvider,
  (stored: StoredCloudSpeech, config: AppConfig) => { console: boolean; environment: boolean; fields: ServiceFields }
> = {
  azure: ({ azure: s }, { azureSpeech: e }) => ({
    console: Boolean(s),
    environment: Boolean(e),
    fields: { region: (s ?? e)?.region, endpoint: (s ?? e)?.endpoint, hasSecret: Boolean(s?.keySealed ?? e?.key) },
  }),
  alibaba: ({ alibaba: s }, { alibabaSpeech: e }) => ({
    console: Boolean(s),
    environment: Boolean(e),
    fields: {
      region: (s ?? e)?.region,
      keyId: (s ?? e)?.accessKeyId,
      appkey: (s ?? e)?.appkey,
      endpoint: (s ?? e)?.ttsEndpoint,
      tokenEndpoint: (s ?? e)?.tokenEndpoint,
      hasSecret: Boolean(s?.accessKeySecretSealed ?? e?.accessKeySecret),
    },
  }),
  tencent: ({ tencent: s }, { tencentSpeech: e }) => ({
    console: Boolean(s),
    environment: Boolean(e),
    fields: {
      region: (s ?? e)?.region,
      keyId: (s ?? e)?.secretId,
      endpoint: (s ?? e)?.endpoint,
      hasSecret: Boolean(s?.secretKeySealed ?? e?.secretKey),
    },
  }),
};

/** One service as the console shows it: from the console, else the environment, else off; secrets only as set or not. */
function serviceView(
  provider: CloudSpeechProvider,
  stored: StoredCloudSpeech,
  config: AppConfig,
  updatedAt: Date | null,
) {
  const read = READ_SERVICE[provider](stored, config);
  const f = read.fields;
  return {
    provider,
    source: read.console ? ('console' as const) : read.environment ? ('environment' as const) : ('none' as const),
    region: f.region ?? '',
    keyId: f.keyId ?? '',
    appkey: f.appkey ?? '',
    endpoint: f.endpoint ?? '',
    tokenEndpoint: f.tokenEndpoint ?? '',
    hasSecret: f.hasSecret,
    updatedAt: read.console ? updatedAt : null,
  };
}

export async function speechSettingsView(deps: Deps) {
  forgetCloudSpeechSettings(deps.db);
  const stored = await storedCloudSpeech(deps.db);
  const [row] = await deps.db
    .select({ at: platformSettings.updatedAt })
    .from(platformSettings)
    .where(eq(platformSettings.key, CLOUD_SPEECH_SETTING));
  return { services: PROVIDERS.map((p) => serviceView(p, stored, deps.config, row?.at ?? null)) };
}

/** The service's row as stored, its secret sealed (an empty secret keeps the stored one). */
function storedService(input: SpeechServiceInput, before: StoredCloudSpeech, secret: string): StoredCloudSpeech {
  const seal = (plain: string, kept: string | undefined) => {
    if (plain) return sealKey(plain, secret);
    if (kept) return kept;
    throw DomainError.business(400, opsMessages.speechSecretRequired);
  };
  if (input.provider === 'azure')
    return {
      azure: { region: input.region, endpoint: input.endpoint, keySealed: seal(input.secret, before.azure?.keySealed) },
    };
  if (input.provider === 'alibaba')
    return {
      alibaba: {
        accessKeyId: input.keyId,
        appkey: input.appkey,
        region: input.region,
        tokenEndpoint: input.tokenEndpoint || `https://nls-meta.${input.region}.aliyuncs.com`,
        ttsEndpoint: input.endpoint || `https://nls-gateway-${input.region}.aliyuncs.com/stream/v1/tts`,
        accessKeySecretSealed: seal(input.secret, before.alibaba?.accessKeySecretSealed),
      },
    };
  return {
    tencent: {
      secretId: input.keyId,
      region: input.region,
      endpoint: (input.endpoint || 'https://tts.tencentcloudapi.com').replace(/\/+$/, ''),
      secretKeySealed: seal(input.secret, before.tencent?.secretKeySealed),
    },
  };
}

async function writeSettings(deps: Deps, value: StoredCloudSpeech, act: OperatorAct, action: string, summary: string) {
  await deps.db.transaction(async (tx) => {
    if (Object.keys(value).length === 0)
      await tx.delete(platformSettings).where(eq(platformSettings.key, CLOUD_SPEECH_SETTING));
    else
      await tx
        .insert(platformSettings)
        .values({ key: CLOUD_SPEECH_SETTING, value: { ...value }, updatedAt: new Date() })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value: { ...value }, updatedAt: new Date() } });
    await recordAudit(tx, act, { action, targetKind: 'operator', targetId: CLOUD_SPEECH_SETTING, summary });
  });
  forgetCloudSpeechSettings(deps.db);
}

/** Sets up one cloud speech service from the console; it wins over that service's environment variables. */
export async function saveSpeechService(deps: Deps, act: OperatorAct, input: SpeechServiceInput) {
  forgetCloudSpeechSettings(deps.db);
  const before = await storedCloudSpeech(deps.db);
  const value = { ...before, ...storedService(input, before, deps.config.secret) };
  const replaced = input.secret ? '，更换密钥' : '';
  await writeSettings(
    deps,
    value,
    act,
    'speech.settings',
    `配置${NAMES[input.provider]}：地域 ${input.region}${replaced}`,
  );
  return speechSettingsView(deps);
}

/** Removes one service's console settings: its environment variables, or nothing, apply again. */
export async function clearSpeechService(deps: Deps, act: OperatorAct, provider: CloudSpeechProvider) {
  forgetCloudSpeechSettings(deps.db);
  const before = await storedCloudSpeech(deps.db);
  if (before[provider]) {
    const { [provider]: _gone, ...rest } = before;
    await writeSettings(deps, rest, act, 'speech.clear', `删除运营中心的${NAMES[provider]}配置`);
  }
  return speechSettingsView(deps);
}
