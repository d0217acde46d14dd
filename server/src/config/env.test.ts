import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ONE_COMPANY_QUOTA_DEFAULTS, processSettings } from './env';

describe('configuration', () => {
  it('uses the documented defaults and keeps a generated secret across loads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      runWorkers: true,
      seedDemo: true,
      seedDemoOperator: false,
      production: false,
    });
    expect(first.secret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).secret).toBe(first.secret);
  });

  it('reads a one-company install’s grant and the sales contact, refusing unknown resource codes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const plain = loadConfig({ DATA_DIR: dir });
    expect(plain.oneCompany).toEqual({ licenceDays: 3650, quotas: ONE_COMPANY_QUOTA_DEFAULTS });
    expect(plain.salesContact).toBeUndefined();
    const set = loadConfig({
      DATA_DIR: dir,
      ONE_COMPANY_LICENCE_DAYS: '365',
      ONE_COMPANY_QUOTAS: 'RSC-VD-VD=120, RSC-TC-CARD = 0',
      SALES_CONTACT_PHONE: '400-800-1234',
    });
    expect(set.oneCompany.licenceDays).toBe(365);
    expect(set.oneCompany.quotas).toMatchObject({ 'RSC-VD-VD': 120, 'RSC-TC-CARD': 0, 'RSC-COM-STRG': 51_200 });
    expect(set.salesContact).toEqual({ name: undefined, phone: '400-800-1234', email: undefined });
    expect(() => loadConfig({ DATA_DIR: dir, ONE_COMPANY_QUOTAS: 'RSC-NOPE=1' })).toThrow(/ONE_COMPANY_QUOTAS/);
    expect(() => loadConfig({ DATA_DIR: dir, ONE_COMPANY_QUOTAS: 'RSC-VD-VD=-5' })).toThrow(/ONE_COMPANY_QUOTAS/);
    expect(() => loadConfig({ DATA_DIR: dir, SALES_CONTACT_EMAIL: 'nope' })).toThrow(/SALES_CONTACT_EMAIL/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(/PORT/);
  });

  it('turns S3 on only with endpoint, bucket and both keys, with region and path-style defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'portal-media',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dir, ...s3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-media',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        ...s3,
        S3_REGION: 'cn-hangzhou',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PUBLIC_URL: 'https://cdn.example.com/media/',
      }).s3,
    ).toMatchObject({ region: 'cn-hangzhou', forcePathStyle: false, publicUrl: 'https://cdn.example.com/media' });
  });

  it('refuses a partial S3 configuration and names what is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(
      /S3_ENDPOINT is required/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'Bad_Bucket',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }),
    ).toThrow(/S3_BUCKET/);
    // Empty values count as unset, as for the other optional variables.
    expect(loadConfig({ DATA_DIR: dir, S3_ENDPOINT: '', S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('takes WeChat Pay only with the platform key, its serial and the APIv3 key, never without verification', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const merchant = {
      WECHATPAY_MCHID: '1900000109',
      WECHATPAY_APPID: 'wx1',
      WECHATPAY_SERIAL_NO: 'S1',
      WECHATPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nx\\n-----END PRIVATE KEY-----',
    };
    expect(() => loadConfig({ DATA_DIR: dir, ...merchant })).toThrow(
      /WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_PLATFORM_SERIAL, WECHATPAY_API_V3_KEY/,
    );
    const platform = {
      WECHATPAY_PLATFORM_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\ny\\n-----END PUBLIC KEY-----',
      WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_1',
      WECHATPAY_API_V3_KEY: 'k'.repeat(32),
    };
    expect(loadConfig({ DATA_DIR: dir, ...merchant, ...platform }).wechatPay).toMatchObject({
      platformPublicKeyPem: '-----BEGIN PUBLIC KEY-----\ny\n-----END PUBLIC KEY-----',
      platformSerial: 'PUB_KEY_ID_1',
      apiV3Key: 'k'.repeat(32),
    });
    expect(() => loadConfig({ DATA_DIR: dir, ...merchant, ...platform, WECHATPAY_API_V3_KEY: 'short' })).toThrow(
      /WECHATPAY_API_V3_KEY/,
    );
    expect(loadConfig({ DATA_DIR: dir }).wechatPay).toBeUndefined();
  });

  it('takes the messaging app only with the company its users belong to', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(() => loadConfig({ DATA_DIR: dir, WECOM_CORP_ID: 'ww1', WECOM_CORP_SECRET: 's' })).toThrow(/WECOM_COMPANY/);
    expect(
      loadConfig({ DATA_DIR: dir, WECOM_CORP_ID: 'ww1', WECOM_CORP_SECRET: 's', WECOM_COMPANY: 'demo' }).messagingApp,
    ).toMatchObject({ corpId: 'ww1', company: 'demo' });
  });

  it('seeds the demo accounts in development or when SEED_DEMO=1 asks, never in production by default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('builds links on PUBLIC_URL (http://localhost:PORT by default) and trusts no proxy unless told', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
    });
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe(
      'https://portal.example.com',
    );
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'portal.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://portal.example.com/app' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('reads the process-wide settings: session cache (3 s, 0 turns it off, at most 60 s), LibreOffice and web processes', () => {
    expect(processSettings({})).toEqual({ sessionCacheMs: 3000, libreOfficePath: undefined });
    expect(processSettings({ SESSION_CACHE_MS: '', LIBREOFFICE_PATH: '' })).toEqual({
      sessionCacheMs: 3000,
      libreOfficePath: undefined,
    });
    expect(processSettings({ SESSION_CACHE_MS: '0', LIBREOFFICE_PATH: '/opt/lo/soffice' })).toEqual({
      sessionCacheMs: 0,
      libreOfficePath: '/opt/lo/soffice',
    });
    expect(() => processSettings({ SESSION_CACHE_MS: '600000' })).toThrow(/SESSION_CACHE_MS/);
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).webProcesses).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, WEB_PROCESSES: '3' }).webProcesses).toBe(3);
    expect(() => loadConfig({ DATA_DIR: dir, WEB_PROCESSES: '0' })).toThrow(/WEB_PROCESSES/);
  });

  it('reads the floor of live seats (3 by default) and refuses a negative one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).liveMinSeats).toBe(3);
    expect(loadConfig({ DATA_DIR: dir, LIVE_MIN_SEATS: '8' }).liveMinSeats).toBe(8);
    expect(() => loadConfig({ DATA_DIR: dir, LIVE_MIN_SEATS: '-1' })).toThrow(/LIVE_MIN_SEATS/);
  });
});
