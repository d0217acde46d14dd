import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs on one machine keep out of each other's way.
const port = Number(process.env['E2E_PORT'] ?? 3217);
const baseURL = `http://localhost:${port}`;
// Every run starts from an empty database; the server creates and migrates it.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// The AI toolbox's model, speech recognition and a "video site" answer from a loopback stand-in.
const aiStubPort = port + 10_000;
const aiStub = `http://127.0.0.1:${aiStubPort}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  retries: 0,
  workers: 1,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'zh-CN',
    headless: true,
    // Debian's chromium: Playwright's own browser download is not available here.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [{
    command: 'node support/ai-stub-server.mjs',
    url: `${aiStub}/healthz`,
    reuseExistingServer: false,
    env: { AI_STUB_PORT: String(aiStubPort) },
  }, {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // The first start builds the client.
    timeout: 180_000,
    // Development mode turns /dev/outbox on (the tests read login codes there); the demo accounts are
    // seeded; DATABASE_URL='' forces the embedded database even where CI sets one.
    env: {
      PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: '1', DATABASE_URL: '',
      LLM_BASE_URL: `${aiStub}/v1`, LLM_API_KEY: 'e2e-key', ASR_BASE_URL: `${aiStub}/v1`, ASR_API_KEY: 'e2e-key', FETCH_ALLOW_LOOPBACK: '1',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  }],
});
