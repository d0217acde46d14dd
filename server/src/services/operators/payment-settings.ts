import { createPrivateKey, createPublicKey, createSign, createVerify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { platformSettings } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { sealKey } from '../talk/llm-keys';
import {
  forgetWechatPaySettings,
  storedWechatPay,
  WECHATPAY_SETTING,
  type StoredWechatPay,
} from '../payment/wechatpay-settings';
import { recordAudit, type OperatorAct } from './audit';

type Deps = { db: Database; config: AppConfig };

export interface PaymentSettingsInput {
  apiBase: string;
  mchid: string;
  appid: string;
  serialNo: string;
  platformSerial: string;
  privateKeyPem: string;
  platformPublicKeyPem: string;
  apiV3Key: string;
}

/** What the console shows: where the merchant comes from and its public parts; secrets only as set or not. */
export async function paymentSettingsView(deps: Deps) {
  const stored = await storedWechatPay(deps.db);
  const [row] = stored
    ? await deps.db
        .select({ at: platformSettings.updatedAt })
        .from(platformSettings)
        .where(eq(platformSettings.key, WECHATPAY_SETTING))
    : [];
  const env = deps.config.wechatPay;
  const from = stored ?? env;
  return {
    source: stored ? ('console' as const) : env ? ('environment' as const) : ('none' as const),
    apiBase: from?.apiBase ?? 'https://api.mch.weixin.qq.com',
    mchid: from?.mchid ?? '',
    appid: from?.appid ?? '',
    serialNo: from?.serialNo ?? '',
    platformSerial: from?.platformSerial ?? '',
    hasPrivateKey: Boolean(stored?.privateKeySealed ?? env?.privateKeyPem),
    hasPlatformPublicKey: Boolean(stored?.platformPublicKeyPem ?? env?.platformPublicKeyPem),
    hasApiV3Key: Boolean(stored?.apiV3KeySealed ?? env?.apiV3Key),
    updatedAt: row?.at ?? null,
  };
}

const refuse = (message: string) => DomainError.business(400, message);

/** Each key must be an RSA key of its kind: a key pasted in the wrong box is refused before it is stored. */
function checkPrivateKey(privateKeyPem: string) {
  try {
    const key = createPrivateKey(privateKeyPem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    createSign('RSA-SHA256').update('probe').sign(key);
  } catch {
    throw refuse('商户私钥无法读取：请粘贴 apiclient_key.pem 的完整内容');
  }
}

function checkPublicKey(platformPublicKeyPem: string) {
  try {
    const key = createPublicKey(platformPublicKeyPem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    createVerify('RSA-SHA256').update('probe').verify(key, Buffer.alloc(256));
  } catch {
    throw refuse('平台公钥无法读取：请粘贴微信支付公钥或平台证书的完整内容');
  }
}

/**
 * Sets up WeChat Pay from the console. Keys left empty keep the stored ones (the first save needs
 * them all); the merchant's private key and the APIv3 key are sealed before they are written.
 */
export async function savePaymentSettings(deps: Deps, act: OperatorAct, input: PaymentSettingsInput) {
  const before = await storedWechatPay(deps.db);
  const platformPublicKeyPem = input.platformPublicKeyPem || before?.platformPublicKeyPem || '';
  if (!input.privateKeyPem && !before) throw refuse('请粘贴商户私钥');
  if (!platformPublicKeyPem) throw refuse('请粘贴平台公钥');
  if (!input.apiV3Key && !before) throw refuse('请填写 APIv3 密钥');
  if (input.privateKeyPem) checkPrivateKey(input.privateKeyPem);
  if (input.platformPublicKeyPem) checkPublicKey(input.platformPublicKeyPem);
  const value: StoredWechatPay = {
    apiBase: input.apiBase,
    mchid: input.mchid,
    appid: input.appid,
    serialNo: input.serialNo,
    platformSerial: input.platformSerial,
    platformPublicKeyPem,
    privateKeySealed: input.privateKeyPem ? sealKey(input.privateKeyPem, deps.config.secret) : before!.privateKeySealed,
    apiV3KeySealed: input.apiV3Key ? sealKey(input.apiV3Key, deps.config.secret) : before!.apiV3KeySealed,
  };
  const open = { apiBase: value.apiBase, mchid: value.mchid, appid: value.appid, serialNo: value.serialNo };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(platformSettings)
      .values({ key: WECHATPAY_SETTING, value: { ...value }, updatedAt: new Date() })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value: { ...value }, updatedAt: new Date() } });
    await recordAudit(tx, act, {
      action: 'payment.settings',
      targetKind: 'operator',
      targetId: WECHATPAY_SETTING,
      summary: `配置微信支付：商户号 ${input.mchid}${input.privateKeyPem ? '，更换商户私钥' : ''}${input.apiV3Key ? '，更换 APIv3 密钥' : ''}`,
      before: before
        ? { apiBase: before.apiBase, mchid: before.mchid, appid: before.appid, serialNo: before.serialNo }
        : null,
      after: open,
    });
  });
  forgetWechatPaySettings(deps.db);
  return paymentSettingsView(deps);
}

export async function clearPaymentSettings(deps: Deps, act: OperatorAct) {
  await deps.db.transaction(async (tx) => {
    const gone = await tx.delete(platformSettings).where(eq(platformSettings.key, WECHATPAY_SETTING)).returning();
    if (gone.length > 0)
      await recordAudit(tx, act, {
        action: 'payment.clear',
        targetKind: 'operator',
        targetId: WECHATPAY_SETTING,
        summary: '删除运营中心的微信支付配置',
      });
  });
  forgetWechatPaySettings(deps.db);
  return paymentSettingsView(deps);
}
