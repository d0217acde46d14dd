import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  aiStubPort,
  cloudTtsPort,
  e2eWorkers,
  loopbackPayKeys,
  PAY_APPID,
  PAY_MCHID,
  PAY_PLATFORM_SERIAL,
  payPort,
  portalPayEnv,
  portalPorts,
  portalUrls,
  sdkHostPort,
} from './support/env';

const baseURL = portalUrls[0];
// The AI toolbox's model, speech recognition and a "video site" answer from a loopback stand-in.
const aiStub = `http://127.0.0.1:${aiStubPort}`;
// Orders are paid against a loopback WeChat Pay (support/wechatpay-loopback.mjs) on its own port,
// with a merchant key made for this run: the portal signs with the private half, the loopback checks;
// and a platform key the loopback signs its answers with, which the portal checks.
// Its port and keys come from support/env.ts (E2E_PAY_PORT overrides the port).
const payKeys = loopbackPayKeys();
// Cloud voices speak from a loopback Alibaba NLS and Tencent Cloud TTS (support/cloud-tts-loopback.mjs),
// which checks the portal's CreateToken and TC3 signatures with the keys made up here.
const cloudTts = `http://127.0.0.1:${cloudTtsPort}`;
const NLS = { id: 'LTAI5tE2eNls', secret: 'e2e-nls-access-key-secret', appkey: 'e2eNlsAppkey' };
const TC = { id: 'AKIDe2eTencentTts', key: 'e2e-tencent-secret-key' };

/** Specs whose assertions follow the clock: voice, speech playback, live rooms, cameras. */
const timingSensitive = [
  'live-voice.spec.ts',
  'live-room.spec.ts',
  'kiosk.spec.ts',
  'face-recognition.spec.ts',
  'studio-preview.spec.ts',
  'voice-preview.spec.ts',
  'voice-audition.spec.ts',
  'speech-markup.spec.ts',
].map((name) => `**/${name}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  retries: 0,
  workers: e2eWorkers,
  // A test that logs in twice and opens a workbench needs more than Playwright's 30 s on two loaded cores
  // (examples.spec.ts timed out at 30 s in CI); a hang still fails within a minute and a half.
  timeout: 90_000,
  // A login runs five calls (login, poll, current user, agreement, quota) before its redirect; while the
  // other worker's portal encodes an MP4 on the same two cores that took more than the default 5 s
  // (public-header.spec.ts failed a clean-clone run at 5 s).
  expect: { timeout: 15_000 },
  reporter: 'list',
  projects: [
    { name: 'shared', testIgnore: timingSensitive },
    // After the rest, one at a time: what they check depends on time (audio played at its pace, frames
    // sampled each second, a camera's frames), which a second browser on two cores would skew.
    { name: 'alone', testMatch: timingSensitive, workers: 1, dependencies: ['shared'] },
  ],
  use: {
    baseURL,
    locale: 'zh-CN',
    headless: true,
    // Debian's chromium: Playwright's own browser download is not available here.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node support/ai-stub-server.mjs',
      url: `${aiStub}/healthz`,
      reuseExistingServer: false,
      env: { AI_STUB_PORT: String(aiStubPort) },
    },
    {
      command: 'node support/wechatpay-loopback.mjs',
      url: `http://127.0.0.1:${payPort}/healthz`,
      reuseExistingServer: false,
      env: {
        PAY_PORT: String(payPort),
        PAY_MCHID,
        PAY_APPID,
        PAY_PLATFORM_SERIAL,
        PAY_PUBLIC_KEY: payKeys.merchantPublic,
        PAY_PLATFORM_PRIVATE_KEY: payKeys.platformPrivate,
      },
    },
    {
      command: 'node support/cloud-tts-loopback.mjs',
      url: `${cloudTts}/healthz`,
      reuseExistingServer: false,
      env: {
        CLOUD_TTS_PORT: String(cloudTtsPort),
        NLS_ACCESS_KEY_ID: NLS.id,
        NLS_ACCESS_KEY_SECRET: NLS.secret,
        NLS_APPKEY: NLS.appkey,
        TC_SECRET_ID: TC.id,
        TC_SECRET_KEY: TC.key,
      },
    },
    {
      command: 'node support/sdk-host-page.mjs',
      url: `http://127.0.0.1:${sdkHostPort}/healthz`,
      reuseExistingServer: false,
      env: { SDK_HOST_PORT: String(sdkHostPort), PORTAL_URLS: portalUrls.join(',') },
    },
    ...portalPorts.map(portalServer),
  ],
});

/** One portal per worker (support/env.ts), each on a fresh database of its own. */
function portalServer(port: number) {
  return {
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // The first start builds the client and the server (scripts/start.mjs), then runs server/dist/main.js;
    // Playwright starts the web servers one after another, so the second portal finds the build made.
    timeout: 180_000,
    // Development mode turns /dev/outbox on (the tests read login codes there); the demo accounts are
    // seeded; DATABASE_URL='' forces the embedded database even where CI sets one.
    env: {
      PORT: String(port),
      // Every run starts from an empty database; the server creates and migrates it.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-')),
      NODE_ENV: 'development',
      SEED_DEMO: '1',
      // The demo operator too, so the console's pages are audited (accessibility.spec.ts).
      SEED_DEMO_OPERATOR: '1',
      DATABASE_URL: '',
      LLM_BASE_URL: `${aiStub}/v1`,
      LLM_API_KEY: 'e2e-key',
      ASR_BASE_URL: `${aiStub}/v1`,
      ASR_API_KEY: 'e2e-key',
      FETCH_ALLOW_LOOPBACK: '1',
      ...portalPayEnv(),
      ALIBABA_NLS_ACCESS_KEY_ID: NLS.id,
      ALIBABA_NLS_ACCESS_KEY_SECRET: NLS.secret,
      ALIBABA_NLS_APPKEY: NLS.appkey,
      ALIBABA_NLS_TOKEN_ENDPOINT: `${cloudTts}/alibaba/pop`,
      ALIBABA_NLS_TTS_ENDPOINT: `${cloudTts}/alibaba/stream/v1/tts`,
      TENCENT_TTS_SECRET_ID: TC.id,
      TENCENT_TTS_SECRET_KEY: TC.key,
      TENCENT_TTS_ENDPOINT: `${cloudTts}/tencent`,
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}
