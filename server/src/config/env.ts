import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));
/** A variable left empty is unset (z.coerce would read '' as 0, and z.string() would keep it). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The S3 variables: all four of endpoint, bucket and keys, or none (the local folder). */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const;

/**
 * Settings that process-wide singletons read when first used, in any thread (worker threads inherit
 * the environment), before an AppConfig can be handed to them. loadConfig validates them too.
 */
const ProcessSettingsShape = {
  /** How long a resolved session stays in memory; 0 turns the cache off. */
  SESSION_CACHE_MS: unsetWhenEmpty(z.coerce.number().int().min(0).max(60_000)),
  /** LibreOffice's converter when it is not `soffice` or `libreoffice` on PATH. */
  LIBREOFFICE_PATH: unsetWhenEmpty(z.string()),
};
const ProcessSettingsSchema = z.object(ProcessSettingsShape);

export interface ProcessSettings {
  sessionCacheMs: number;
  libreOfficePath: string | undefined;
}

export function processSettings(env: NodeJS.ProcessEnv = process.env): ProcessSettings {
  const parsed = ProcessSettingsSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  return { sessionCacheMs: parsed.data.SESSION_CACHE_MS ?? 3000, libreOfficePath: parsed.data.LIBREOFFICE_PATH };
}

const EnvSchema = z
  .object({
    ...ProcessSettingsShape,
    /** Web processes sharing the port with PostgreSQL (web-cluster.ts); one per core when unset. */
    WEB_PROCESSES: unsetWhenEmpty(z.coerce.number().int().min(1)),
    /** The fewest concurrent live sessions (seats) a company holds, whatever its interactive way count (services/live/seats.ts). */
    LIVE_MIN_SEATS: z.coerce.number().int().min(0).max(10_000).default(3),
    /** Days a visitor's questions and answers are kept before they are deleted (services/knowledge/chat-log-retention.ts). */
    CHAT_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /** Days a company the operator deleted can still be restored before its data and files are purged. */
    COMPANY_DELETE_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** HMAC secret for sessions, signatures and upload policies; generated into DATA_DIR when unset. */
    APP_SECRET: z.string().min(32).optional(),
    /**
     * Each answer parsed by its call's output schema, production included: a 50-row list costs ~20 µs
     * of an ~8 ms request (bench/output-validation.bench.ts), and the parse strips fields no schema
     * declares, so a row's private column never leaks. 0 turns it off.
     */
    OUTPUT_VALIDATION: z.enum(['0', '1']).default('1'),
    /** 0 turns off the in-process job worker (when separate `npm run worker` processes run the jobs). */
    WORKERS: z.enum(['0', '1']).default('1'),
    /** Threads for heavy work (renders, documents, covers); one per core beyond the web thread's, at least two, when unset. */
    HEAVY_THREADS: optional(z.coerce.number().int().min(1).max(64)),
    SPEECH_THREADS: optional(z.coerce.number().int().min(1).max(64)),
    /** 0 runs the embedded database on the web thread instead of a thread of its own. */
    PGLITE_THREAD: z.enum(['0', '1']).default('1'),
    /** Demo accounts: on by default in development only; production seeds them only with SEED_DEMO=1. */
    SEED_DEMO: optional(z.enum(['0', '1'])),
    /** A demo operator (ops@demo.local) beside the demo accounts, only when asked: the console is the platform's keys. */
    SEED_DEMO_OPERATOR: optional(z.enum(['0', '1'])),
    /**
     * Where users reach the portal (scheme://host[:port]); every link we send is built on it. No path:
     * the client's routes and the API bases sit at the root of their origin.
     */
    PUBLIC_URL: optional(
      z.string().regex(/^https?:\/\/[^\s/?#@]+\/?$/, 'PUBLIC_URL must be http(s)://host[:port] without a path'),
    ),
    /** One-company installs (`/setup`, create-admin): how long the company's licences 21–24 last, in days. */
    ONE_COMPANY_LICENCE_DAYS: z.coerce.number().int().min(1).max(36_500).default(3650),
    /** One-company installs: `RESOURCE-CODE=amount` pairs (comma-separated) over ONE_COMPANY_QUOTA_DEFAULTS. */
    ONE_COMPANY_QUOTAS: optional(z.string()),
    /** Whom the pay-wall names when online payment is off or a company has expired (all optional). */
    SALES_CONTACT_NAME: optional(z.string().trim().max(50)),
    SALES_CONTACT_PHONE: optional(z.string().trim().max(30)),
    SALES_CONTACT_EMAIL: optional(z.string().trim().email('SALES_CONTACT_EMAIL must be an e-mail address')),
    /** Express's `trust proxy`: 1/true, a hop count, or addresses/subnets of the proxies (comma-separated). */
    TRUST_PROXY: optional(z.string()),
    /** smtp://user:pass@host:port — e-mail goes there instead of the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('数字员工平台 <no-reply@localhost>'),
    /** The enterprise messaging app (WeCom server API) for loginByAuth; off unless the corp id is set. */
    WECOM_API_BASE: z.string().url().default('https://qyapi.weixin.qq.com'),
    WECOM_CORP_ID: z.string().optional(),
    WECOM_CORP_SECRET: z.string().optional(),
    /** The company (its id or code name) whose users the corp's members log in as; required with the corp. */
    WECOM_COMPANY: z.string().optional(),
    /** An OpenAI-compatible chat API for the AI toolbox; off unless the base URL and key are set. */
    LLM_BASE_URL: z.string().url().optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().default('deepseek-chat'),
    /** An OpenAI-compatible speech-recognition API (/audio/transcriptions); off unless the base URL and key are set. */
    /** An OpenAI-compatible embeddings API: re-ranks uncertain FAQ matches when set (optional). */
    EMBEDDINGS_BASE_URL: z.string().url().optional(),
    EMBEDDINGS_API_KEY: z.string().optional(),
    EMBEDDINGS_MODEL: z.string().default('text-embedding-3-small'),
    ASR_BASE_URL: z.string().url().optional(),
    ASR_API_KEY: z.string().optional(),
    ASR_MODEL: z.string().default('whisper-1'),
    /** Lets the link fetcher reach loopback addresses (tests and local stand-ins only; private ranges stay refused). */
    FETCH_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
    /** WeChat Pay v3 (Native) for orders; off unless the merchant id, app id, serial and key are set. */
    WECHATPAY_API_BASE: z.string().url().default('https://api.mch.weixin.qq.com'),
    WECHATPAY_MCHID: z.string().optional(),
    WECHATPAY_APPID: z.string().optional(),
    WECHATPAY_SERIAL_NO: z.string().optional(),
    WECHATPAY_PRIVATE_KEY: z.string().optional(),
    /** The platform's public key (PEM) and its serial (Wechatpay-Serial), which sign answers and callbacks. */
    WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
    WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
    /** The APIv3 key that encrypts callback resources: 32 characters. */
    WECHATPAY_API_V3_KEY: z.string().length(32, 'WECHATPAY_API_V3_KEY must be 32 characters').optional(),
    /** Azure speech voices next to the local engine; off unless key and region are set. */
    AZURE_SPEECH_KEY: z.string().optional(),
    AZURE_SPEECH_REGION: z.string().optional(),
    AZURE_SPEECH_ENDPOINT: z.string().url().optional(),
    /**
     * Alibaba Cloud Intelligent Speech (NLS) voices; off unless the AccessKey pair and the project's
     * appkey are set. The token comes from the POP CreateToken API, the audio from the RESTful TTS.
     */
    ALIBABA_NLS_ACCESS_KEY_ID: optional(z.string()),
    ALIBABA_NLS_ACCESS_KEY_SECRET: optional(z.string()),
    ALIBABA_NLS_APPKEY: optional(z.string()),
    ALIBABA_NLS_REGION: z.string().default('cn-shanghai'),
    ALIBABA_NLS_TOKEN_ENDPOINT: optional(z.string().url()),
    ALIBABA_NLS_TTS_ENDPOINT: optional(z.string().url()),
    /** Tencent Cloud TTS voices (TextToVoice, TC3-HMAC-SHA256); off unless the SecretId and SecretKey are set. */
    TENCENT_TTS_SECRET_ID: optional(z.string()),
    TENCENT_TTS_SECRET_KEY: optional(z.string()),
    TENCENT_TTS_REGION: z.string().default('ap-guangzhou'),
    TENCENT_TTS_ENDPOINT: z.string().url().default('https://tts.tencentcloudapi.com'),
    /** How long one cloud synthesis may take before the caller is told it timed out. */
    CLOUD_TTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
    /** An S3-compatible store (MinIO, AWS, Alibaba OSS in S3 mode) instead of the folder under DATA_DIR. */
    S3_ENDPOINT: optional(
      z.string().regex(/^https?:\/\/[^/]+\/?$/, 'S3_ENDPOINT must be http(s)://host[:port] without a path'),
    ),
    S3_BUCKET: optional(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'S3_BUCKET must be a valid bucket name (3–63 lowercase letters, digits, dots, hyphens)',
        ),
    ),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false', '1', '0'])),
    /** Where browsers read objects (a CDN or a public bucket domain); the bucket URL when unset. */
    S3_PUBLIC_URL: optional(z.string().regex(/^https?:\/\/\S+$/, 'S3_PUBLIC_URL must be an http(s) URL')),
  })
  .superRefine((e, ctx) => {
    // Half an S3 configuration is a mistake, never a silent fall-back to the local folder.
    const given = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => e[name] !== undefined);
    if (given.length === 0) return;
    for (const name of S3_REQUIRED) {
      if (e[name] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required with ${given.join(', ')} (S3 storage needs ${S3_REQUIRED.join(', ')})`,
        });
    }
  });

/**
 * What a one-company install's company receives at setup, per resource code (000 §3 codes; amounts
 * ours, sized for one company running its own machines). ONE_COMPANY_QUOTAS overrides any of them.
 */
export const ONE_COMPANY_QUOTA_DEFAULTS: Readonly<Record<string, number>> = {
  'RSC-VD-VD': 6000,
  'RSC-COM-STRG': 51_200,
  'RSC-VD-EMPL': 50,
  'RSC-VD-CVH': 5,
  'RSC-COM-TTS': 6000,
  'RSC-COM-AIGT': 2000,
  'RSC-TC-CARD': 50,
  'RSC-TC-WAY': 20,
  'RSC-TC-LIVE': 10,
  'RSC-TC-TIME': 6000,
  'RSC-COM-ACCT': 1,
  // Hardware (type 13): the all-in-one machines a one-company install may register (issue 29).
  'RSC-TH-DEV': 10,
};

/** ONE_COMPANY_QUOTAS (`RSC-VD-VD=1200, RSC-COM-STRG=20480`) over the defaults; unknown codes are an error. */
function oneCompanyQuotas(value: string | undefined): Record<string, number> {
  const quotas = { ...ONE_COMPANY_QUOTA_DEFAULTS };
  for (const pair of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Z0-9-]+)\s*=\s*(\d{1,9})$/.exec(pair);
    if (!match || !(match[1]! in ONE_COMPANY_QUOTA_DEFAULTS))
      throw new Error(
        `Invalid configuration:\n  ONE_COMPANY_QUOTAS: "${pair}" is not CODE=amount with one of ${Object.keys(ONE_COMPANY_QUOTA_DEFAULTS).join(', ')}`,
      );
    quotas[match[1]!] = Number(match[2]);
  }
  return quotas;
}

/** The S3-compatible store objects go to when S3 is configured. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** endpoint/bucket/key URLs (MinIO's default) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
  publicUrl: string | undefined;
}

/** Alibaba Cloud NLS: the AccessKey that signs CreateToken, the project's appkey, and where both APIs answer. */
export interface AlibabaSpeechConfig {
  accessKeyId: string;
  accessKeySecret: string;
  appkey: string;
  region: string;
  tokenEndpoint: string;
  ttsEndpoint: string;
  timeoutMs: number;
}

/** Tencent Cloud TTS: the API key pair that signs TextToVoice (TC3-HMAC-SHA256) and its endpoint. */
export interface TencentSpeechConfig {
  secretId: string;
  secretKey: string;
  region: string;
  endpoint: string;
  timeoutMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  secret: string;
  runWorkers: boolean;
  seedDemo: boolean;
  /** With seedDemo: also the demo operator (SEED_DEMO_OPERATOR=1); never by default. */
  seedDemoOperator: boolean;
  /** Origin of every link in e-mails, payment callbacks and media URLs; never the Host header. */
  publicUrl: string;
  /** Express's `trust proxy` setting: false unless TRUST_PROXY is set. */
  trustProxy: boolean | number | string;
  smtpUrl: string | undefined;
  mailFrom: string;
  messagingApp: { apiBase: string; corpId: string; corpSecret: string; company: string } | undefined;
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** Speech recognition behind inspiration transcripts and audio checks. */
  asr: { baseUrl: string; apiKey: string; model: string } | undefined;
  embeddings: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** The link fetcher may reach loopback addresses (FETCH_ALLOW_LOOPBACK=1). */
  fetchAllowLoopback: boolean;
  wechatPay:
    | {
        apiBase: string;
        mchid: string;
        appid: string;
        serialNo: string;
        privateKeyPem: string;
        platformPublicKeyPem: string;
        platformSerial: string;
        apiV3Key: string;
      }
    | undefined;
  azureSpeech:
    | { key: string; region: string; endpoint?: string | undefined; timeoutMs?: number | undefined }
    | undefined;
  alibabaSpeech: AlibabaSpeechConfig | undefined;
  tencentSpeech: TencentSpeechConfig | undefined;
  /** CLOUD_TTS_TIMEOUT_MS: also the timeout of cloud speech services set up in the operator console. */
  cloudTtsTimeoutMs: number;
  /** Objects in an S3-compatible store; the folder DATA_DIR/storage when undefined. */
  s3: S3Config | undefined;
  /** HEAVY_THREADS: the heavy-work pool's size when set (threads/heavy-work.ts picks one otherwise). */
  heavyThreads: number | undefined;
  /** SPEECH_THREADS: local speech engine threads per process (undefined: one per core, at most two). */
  speechThreads: number | undefined;
  /** The embedded database in a thread of its own (PGLITE_THREAD, default on). */
  pgliteThread: boolean;
  /** WEB_PROCESSES: how many web processes share the port with PostgreSQL (undefined: one per core). */
  webProcesses: number | undefined;
  /** LIVE_MIN_SEATS: the floor of a company's concurrent live sessions (services/live/seats.ts). */
  liveMinSeats: number;
  /** CHAT_LOG_RETENTION_DAYS: visitors' conversations older than this are deleted (default 180). */
  chatLogRetentionDays: number;
  /** COMPANY_DELETE_GRACE_DAYS: how long a deleted company can be restored before it is purged (default 30). */
  companyDeleteGraceDays: number;
  /** Answers are parsed by their call's output schema (OUTPUT_VALIDATION, on by default). */
  validateOutputs: boolean;
  /** A one-company install's grant at setup: licence days and quota per resource code. */
  oneCompany: { licenceDays: number; quotas: Record<string, number> };
  /** Whom to contact to buy when online payment is off (SALES_CONTACT_*); undefined when none is set. */
  salesContact: { name: string | undefined; phone: string | undefined; email: string | undefined } | undefined;
  /** Largest JSON or form body the API accepts. */
  maxJsonBytes: number;
  /** Largest multipart upload through the API (001 §9: videos up to 300 MB). */
  maxUploadBytes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    production: e.NODE_ENV === 'production',
    secret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    runWorkers: e.WORKERS === '1',
    validateOutputs: e.OUTPUT_VALIDATION === '1',
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : e.SEED_DEMO === '1',
    seedDemoOperator: e.SEED_DEMO_OPERATOR === '1',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    messagingApp: messagingAppConfig(e),
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    asr:
      e.ASR_BASE_URL && e.ASR_API_KEY
        ? { baseUrl: e.ASR_BASE_URL, apiKey: e.ASR_API_KEY, model: e.ASR_MODEL }
        : undefined,
    embeddings:
      e.EMBEDDINGS_BASE_URL && e.EMBEDDINGS_API_KEY
        ? { baseUrl: e.EMBEDDINGS_BASE_URL, apiKey: e.EMBEDDINGS_API_KEY, model: e.EMBEDDINGS_MODEL }
        : undefined,
    fetchAllowLoopback: e.FETCH_ALLOW_LOOPBACK === '1',
    wechatPay: wechatPayConfig(e),
    azureSpeech:
      e.AZURE_SPEECH_KEY && e.AZURE_SPEECH_REGION
        ? {
            key: e.AZURE_SPEECH_KEY,
            region: e.AZURE_SPEECH_REGION,
            endpoint: e.AZURE_SPEECH_ENDPOINT,
            timeoutMs: e.CLOUD_TTS_TIMEOUT_MS,
          }
        : undefined,
    alibabaSpeech: alibabaSpeechConfig(e),
    cloudTtsTimeoutMs: e.CLOUD_TTS_TIMEOUT_MS,
    tencentSpeech:
      e.TENCENT_TTS_SECRET_ID && e.TENCENT_TTS_SECRET_KEY
        ? {
            secretId: e.TENCENT_TTS_SECRET_ID,
            secretKey: e.TENCENT_TTS_SECRET_KEY,
            region: e.TENCENT_TTS_REGION,
            endpoint: e.TENCENT_TTS_ENDPOINT.replace(/\/+$/, ''),
            timeoutMs: e.CLOUD_TTS_TIMEOUT_MS,
          }
        : undefined,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT.replace(/\/$/, ''),
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION ?? 'us-east-1',
            forcePathStyle:
              e.S3_FORCE_PATH_STYLE === undefined || e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    heavyThreads: e.HEAVY_THREADS,
    speechThreads: e.SPEECH_THREADS,
    pgliteThread: e.PGLITE_THREAD === '1',
    webProcesses: e.WEB_PROCESSES,
    liveMinSeats: e.LIVE_MIN_SEATS,
    chatLogRetentionDays: e.CHAT_LOG_RETENTION_DAYS,
    companyDeleteGraceDays: e.COMPANY_DELETE_GRACE_DAYS,
    oneCompany: { licenceDays: e.ONE_COMPANY_LICENCE_DAYS, quotas: oneCompanyQuotas(e.ONE_COMPANY_QUOTAS) },
    salesContact:
      e.SALES_CONTACT_NAME || e.SALES_CONTACT_PHONE || e.SALES_CONTACT_EMAIL
        ? { name: e.SALES_CONTACT_NAME, phone: e.SALES_CONTACT_PHONE, email: e.SALES_CONTACT_EMAIL }
        : undefined,
    maxJsonBytes: 10 * 1024 * 1024,
    maxUploadBytes: 320 * 1024 * 1024,
  };
}

/** The messaging app needs the company it belongs to: its users are never matched across companies. */
function messagingAppConfig(e: z.infer<typeof EnvSchema>): AppConfig['messagingApp'] {
  if (!e.WECOM_CORP_ID || !e.WECOM_CORP_SECRET) return undefined;
  if (!e.WECOM_COMPANY)
    throw new Error(
      'Invalid configuration:\n  WECOM_CORP_ID also needs WECOM_COMPANY (the id or code name of the company its users belong to)',
    );
  return {
    apiBase: e.WECOM_API_BASE,
    corpId: e.WECOM_CORP_ID,
    corpSecret: e.WECOM_CORP_SECRET,
    company: e.WECOM_COMPANY,
  };
}

const ALIBABA_REQUIRED = ['ALIBABA_NLS_ACCESS_KEY_ID', 'ALIBABA_NLS_ACCESS_KEY_SECRET', 'ALIBABA_NLS_APPKEY'] as const;

/** Alibaba NLS: the key pair and the appkey together or none; the endpoints default to the region's public ones. */
function alibabaSpeechConfig(e: z.infer<typeof EnvSchema>): AppConfig['alibabaSpeech'] {
  const missing = ALIBABA_REQUIRED.filter((name) => !e[name]);
  if (missing.length === ALIBABA_REQUIRED.length) return undefined;
  if (missing.length > 0)
    throw new Error(`Invalid configuration:\n  Alibaba NLS speech also needs ${missing.join(', ')}`);
  return {
    accessKeyId: e.ALIBABA_NLS_ACCESS_KEY_ID!,
    accessKeySecret: e.ALIBABA_NLS_ACCESS_KEY_SECRET!,
    appkey: e.ALIBABA_NLS_APPKEY!,
    region: e.ALIBABA_NLS_REGION,
    tokenEndpoint: (e.ALIBABA_NLS_TOKEN_ENDPOINT ?? `https://nls-meta.${e.ALIBABA_NLS_REGION}.aliyuncs.com`).replace(
      /\/+$/,
      '',
    ),
    ttsEndpoint: e.ALIBABA_NLS_TTS_ENDPOINT ?? `https://nls-gateway-${e.ALIBABA_NLS_REGION}.aliyuncs.com/stream/v1/tts`,
    timeoutMs: e.CLOUD_TTS_TIMEOUT_MS,
  };
}

const WECHATPAY_REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_PLATFORM_SERIAL',
  'WECHATPAY_API_V3_KEY',
] as const;

/** WeChat Pay: all seven variables or none — payments are never taken without checking the platform's signatures. */
function wechatPayConfig(e: z.infer<typeof EnvSchema>): AppConfig['wechatPay'] {
  const missing = WECHATPAY_REQUIRED.filter((name) => !e[name]);
  if (missing.length === WECHATPAY_REQUIRED.length) return undefined;
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  WeChat Pay also needs ${missing.join(', ')}`);
  const pem = (v: string) => v.replace(/\\n/g, '\n');
  return {
    apiBase: e.WECHATPAY_API_BASE,
    mchid: e.WECHATPAY_MCHID!,
    appid: e.WECHATPAY_APPID!,
    serialNo: e.WECHATPAY_SERIAL_NO!,
    privateKeyPem: pem(e.WECHATPAY_PRIVATE_KEY!),
    platformPublicKeyPem: pem(e.WECHATPAY_PLATFORM_PUBLIC_KEY!),
    platformSerial: e.WECHATPAY_PLATFORM_SERIAL!,
    apiV3Key: e.WECHATPAY_API_V3_KEY!,
  };
}

/**
 * TRUST_PROXY as Express takes it: unset or false trusts nobody (X-Forwarded-* are ignored), true or 1
 * trusts the nearest proxy (the usual one TLS terminator), a larger number that many hops, and
 * anything else is a list of proxy addresses or subnets (`loopback, 10.0.0.0/8`).
 */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim().toLowerCase();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return value!.trim();
}

/** A secret that survives restarts, so sessions and signed URLs stay valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The native media tools the server runs (read apart from loadConfig: ffmpeg.ts needs them at import). */
export interface MediaToolsConfig {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * FFMPEG_PATH / FFPROBE_PATH when set, else `ffmpeg` and `ffprobe` found on PATH (on Debian:
 * `apt-get install ffmpeg`). No npm package ships a current build inside its tarball.
 */
export function mediaToolsConfig(env: NodeJS.ProcessEnv = process.env): MediaToolsConfig {
  return { ffmpeg: env.FFMPEG_PATH || 'ffmpeg', ffprobe: env.FFPROBE_PATH || 'ffprobe' };
}
