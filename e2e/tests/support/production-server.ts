import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inheritedEnv } from '../../support/env';

/**
 * What a newcomer gets from `npm start`: a production server on an empty database, on a port of its
 * own (the suite's server has the demo accounts, so a super administrator exists there). Its console
 * is kept so a flow reads the setup link as a person would.
 */
export interface ProductionServer {
  origin: string;
  /** Resolves once the console shows `pattern` (the start seeds and migrates first). */
  waitForConsole(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

export async function startProductionServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<ProductionServer> {
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-setup-'));
  let output = '';
  const server: ChildProcess = spawn(process.execPath, ['../scripts/start.mjs'], {
    env: {
      ...inheritedEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      SEED_DEMO: '',
      PUBLIC_URL: origin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const waitForConsole = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${output}`)), timeoutMs);
      const look = () => {
        const match = output.match(pattern);
        if (!match) return;
        clearTimeout(timer);
        server.stdout?.off('data', look);
        resolve(match);
      };
      server.stdout?.on('data', look);
      look();
    });

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForConsole(/portal listening on/, 230_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, waitForConsole, stop };
}
