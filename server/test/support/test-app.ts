import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createApp } from '../../src/app';
import { attachLiveSocket } from '../../src/trpc/ws-transport';
import { ONE_COMPANY_QUOTA_DEFAULTS, type AppConfig, type S3Config } from '../../src/config/env';
import { startQueue, type JobLease, type JobQueue } from '../../src/jobs/queue';
import { runWorkers } from '../../src/jobs/run-workers';
import { outboxDelivery } from '../../src/services/delivery/delivery';
import { createStorage } from '../../src/services/storage/storage';
import { EspeakPool } from '../../src/services/speech/espeak-engine';
import { seedVoiceCatalogue } from '../../src/db/seed/voices';
import type { AppDeps } from '../../src/trpc/context';
import { HeavyWorkPool } from '../../src/threads/heavy-work';
import { createTestDatabase, type Engine, type TestDatabase } from './databases';

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    production: false,
    secret: 'test-secret-0123456789abcdef0123456789abcdef',
    runWorkers: true,
    validateOutputs: true,
    seedDemo: false,
    seedDemoOperator: false,
    publicUrl: 'http://localhost:3000',
    trustProxy: false,
    smtpUrl: undefined,
    mailFrom: 'test <no-reply@test.local>',
    messagingApp: undefined,
    llm: undefined,
    asr: undefined,
    embeddings: undefined,
    fetchAllowLoopback: true,
    wechatPay: undefined,
    azureSpeech: undefined,
    cloudTtsTimeoutMs: 20_000,
    alibabaSpeech: undefined,
    tencentSpeech: undefined,
    s3: undefined,
    webProcesses: undefined,
    liveMinSeats: 3,
    chatLogRetentionDays: 180,
    companyDeleteGraceDays: 30,
    oneCompany: { licenceDays: 3650, quotas: { ...ONE_COMPANY_QUOTA_DEFAULTS } },
    salesContact: undefined,
    maxJsonBytes: 1024 * 1024,
    maxUploadBytes: 320 * 1024 * 1024,
    heavyThreads: undefined,
    speechThreads: undefined,
    pgliteThread: true,
    ...overrides,
  };
}

export interface TestApp {
  baseUrl: string;
  database: TestDatabase;
  deps: AppDeps;
  queue: JobQueue;
  heavy: HeavyWorkPool | null;
  close(): Promise<void>;
}

/** The real app on an ephemeral port over a fresh database of the given engine (and S3 storage when given). */
export async function startTestApp(
  engine: Engine,
  options: {
    workers?: boolean;
    s3?: S3Config;
    config?: Partial<AppConfig>;
    heavyThreads?: boolean;
    reconnectGraceMs?: number;
    /** Short leases for a test that plays a dead process's job (support/test-lease.ts). */
    lease?: JobLease;
    /** A built client to serve, as the portal serves client/dist. */
    clientDist?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const database = await createTestDatabase(engine);
  const queue = await startQueue(database.handle, { pollingIntervalSeconds: 0.5, lease: options.lease });
  const config = testConfig(dataDir, { s3: options.s3, ...options.config });
  // As npm start does when asked: renders, conversions and covers in worker threads; else on this thread.
  const heavy = options.heavyThreads ? new HeavyWorkPool({ config, database: database.handle, threads: 2 }) : null;
  const deps: AppDeps = {
    db: database.handle.db,
    queue,
    config,
    delivery: outboxDelivery(database.handle.db),
    storage: createStorage(config),
    speech: new EspeakPool(config.speechThreads ?? 1),
    heavy,
  };
  await seedVoiceCatalogue(deps.db);
  if (options.workers ?? true)
    await runWorkers(queue, { db: deps.db, storage: deps.storage, speech: deps.speech, config: deps.config, heavy });
  const app = createApp(deps, { clientDist: options.clientDist });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // The live channel on the same port, as main.ts attaches it.
  const liveSocket = attachLiveSocket(server, deps, {
    trustProxy: app.get('trust proxy fn'),
    reconnectGraceMs: options.reconnectGraceMs,
  });
  const { port } = server.address() as AddressInfo;
  // Links and media URLs are built on PUBLIC_URL: here, the address the tests call.
  config.publicUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl: config.publicUrl,
    database,
    deps,
    queue,
    heavy,
    async close() {
      liveSocket.close();
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await queue.stop().catch(() => undefined);
      await heavy?.close();
      await deps.speech.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
