import { generateKeyPairSync } from 'node:crypto';

/**
 * The suite's settings from the environment: the one file of e2e/ that reads process.env, as
 * server/src/config/env.ts is for the portal. The loopback stand-ins beside it (*.mjs) are processes of
 * their own, configured through the variables playwright.config.ts gives them.
 */

/** E2E_PORT lets two runs on one machine keep out of each other's way. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3217);
/**
 * Playwright workers, each with a portal of its own (E2E_WORKERS=1 for one spec at a time while debugging).
 * Two on two cores: the suite took 24 min on one.
 */
export const e2eWorkers = Math.min(2, Math.max(1, Number(process.env.E2E_WORKERS ?? 2)));
/** The portals the workers use: the first on E2E_PORT, the second far from the other spawned ones. */
export const portalPorts = [e2ePort, e2ePort + 36_000].slice(0, e2eWorkers);
export const portalUrls = portalPorts.map((port) => `http://localhost:${port}`);
/** The loopback WeChat Pay, far from the portal ports (engineers' runs sit on neighbouring ones). */
export const payPort = Number(process.env.E2E_PAY_PORT ?? e2ePort + 1000);
/** The platform flow's own server (operator console, issue 27): an empty database, no demo data. */
export const platformPort = e2ePort + 24_000;

/**
 * The loopback WeChat Pay's keys for this run: made once in the runner and handed to its workers
 * through the environment (the config is read again in each worker, and a spec that starts a portal
 * of its own must sign with the same merchant key the loopback checks).
 */
export interface LoopbackPayKeys {
  merchantPrivate: string;
  merchantPublic: string;
  platformPrivate: string;
  platformPublic: string;
}
export function loopbackPayKeys(): LoopbackPayKeys {
  if (!process.env.E2E_PAY_KEYS) {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keys: LoopbackPayKeys = {
      merchantPrivate: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      merchantPublic: merchant.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      platformPrivate: platform.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      platformPublic: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
    process.env.E2E_PAY_KEYS = JSON.stringify(keys);
  }
  return JSON.parse(process.env.E2E_PAY_KEYS) as LoopbackPayKeys;
}
export const PAY_MCHID = '1900000109';
export const PAY_APPID = 'wx8888888888888888';
export const PAY_PLATFORM_SERIAL = 'PUB_KEY_ID_E2E';

/** What a portal needs to pay against the loopback WeChat Pay. */
export const portalPayEnv = (): NodeJS.ProcessEnv => {
  const keys = loopbackPayKeys();
  return {
    WECHATPAY_API_BASE: `http://127.0.0.1:${payPort}`,
    WECHATPAY_MCHID: PAY_MCHID,
    WECHATPAY_APPID: PAY_APPID,
    WECHATPAY_SERIAL_NO: 'E2E-SERIAL',
    WECHATPAY_PRIVATE_KEY: keys.merchantPrivate,
    WECHATPAY_PLATFORM_PUBLIC_KEY: keys.platformPublic,
    WECHATPAY_PLATFORM_SERIAL: PAY_PLATFORM_SERIAL,
    WECHATPAY_API_V3_KEY: 'e2e'.padEnd(32, '0'),
  };
};

/** The loopback model / speech / video-site stand-in. */
export const aiStubPort = e2ePort + 10_000;
/** The loopback Alibaba NLS and Tencent Cloud TTS (support/cloud-tts-loopback.mjs). */
export const cloudTtsPort = e2ePort + 12_000;
/** The SDK e2e's company site and backend (support/sdk-host-page.mjs), on 127.0.0.1: another site. */
export const sdkHostPort = e2ePort + 14_000;
/** The first-setup flow's own production server on an empty database. */
export const firstSetupPort = e2ePort + 20_000;
/** What a portal the suite spawns inherits (PATH, DATABASE_URL, …) before the flow's own variables. */
export const inheritedEnv = (): NodeJS.ProcessEnv => ({ ...process.env });
/** The media tools the tests make fixtures with and check outputs by (the portal's own, from PATH by default). */
export const ffmpegPath = process.env.FFMPEG_PATH || 'ffmpeg';
/** The face benchmark's "as on a kiosk of N cores" (e2e/bench/face-fps.bench.ts); the machine's own when unset. */
export const faceBenchCores = Number(process.env.FACE_BENCH_CORES ?? 0);
export const ffprobePath = process.env.FFPROBE_PATH || 'ffprobe';
/** The one-company flow's own production server (far from the other spawned ones of neighbouring runs). */
export const oneCompanyPort = e2ePort + 30_000;
/** The face-recognition flow's own one-company production server (every line, so kiosks and faces). */
export const facesPort = e2ePort + 34_000;
/**
 * The template-frames spec renders one screen kind's templates in the suite; `npm run frames -w e2e`
 * (TEMPLATE_FRAMES=all) renders every kind, one frame per platform template, for review.
 */
export const allTemplateFrames = process.env.TEMPLATE_FRAMES === 'all';
