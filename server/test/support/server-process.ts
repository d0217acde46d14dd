import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** `kill -9` of the server and whatever it started (its process group: threads die with it, ffmpeg too). */
  crash: () => Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
}

export async function waitFor<T>(probe: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out; output:\n${describe()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/**
 * The real server process (src/main.ts, what `npm start` runs) on a free port, in a process group of
 * its own so a crash can take down everything it started, as `kill -9` of a service's group does.
 */
export async function startServerProcess(
  env: Record<string, string>,
  startTimeoutMs = 240_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  const running: Omit<ServerProcess, 'baseUrl'> = {
    child,
    output: () => output,
    async crash() {
      signalGroup('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
      // Anything the server left behind (an encoder it had started) goes with its group.
      signalGroup('SIGKILL');
    },
  };
  try {
    const baseUrl = await waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
        return /listening on (http:\/\/localhost:\d+)/.exec(output)?.[1];
      },
      startTimeoutMs,
      () => output,
    );
    return { ...running, baseUrl: baseUrl.replace('localhost', '127.0.0.1') };
  } catch (error) {
    await running.crash();
    throw error;
  }
}
