import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { platformSettings } from '../../db/schema/index';
import { openKey } from '../talk/llm-keys';
import type { WechatPayConfig } from './wechatpay';

/** The settings row the console writes; its keys are sealed with the server's secret. */
export const WECHATPAY_SETTING = 'wechatPay';

/** A stored row: the public parts in clear, the merchant's private key and the APIv3 key sealed. */
export interface StoredWechatPay {
  apiBase: string;
  mchid: string;
  appid: string;
  serialNo: string;
  platformSerial: string;
  platformPublicKeyPem: string;
  privateKeySealed: string;
  apiV3KeySealed: string;
}

/** A few seconds: a change in the console reaches every process of a cluster soon, without a read per call. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Database, { at: number; value: StoredWechatPay | null }>();

/** Forgets what this process read, after the console changed it. */
export const forgetWechatPaySettings = (db: Database) => cache.delete(db);

export async function storedWechatPay(db: Database): Promise<StoredWechatPay | null> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, WECHATPAY_SETTING)).limit(1);
  const value = (row?.value as StoredWechatPay | undefined) ?? null;
  cache.set(db, { at: Date.now(), value });
  return value;
}

/**
 * The WeChat Pay merchant the portal uses: the one set up in the operator console when there is
 * one, else the WECHATPAY_* environment, else none (the pay-wall then says how to buy offline).
 */
export async function wechatPayFor(deps: { db: Database; config: AppConfig }): Promise<WechatPayConfig | undefined> {
  const stored = await storedWechatPay(deps.db);
  if (!stored) return deps.config.wechatPay;
  const { privateKeySealed, apiV3KeySealed, ...open } = stored;
  return {
    ...open,
    privateKeyPem: openKey(privateKeySealed, deps.config.secret),
    apiV3Key: openKey(apiV3KeySealed, deps.config.secret),
  };
}
