import { MessageChannel, Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../services/domain-error';
import { expose, nodeEndpoint, transfer, wrapThread } from './comlink';
import { ThreadPool } from './pool';

const api = {
  async refuse(): Promise<void> {
    throw DomainError.business(10_001, '余额不足', { left: 3 });
  },
  async duplicate(): Promise<void> {
    throw Object.assign(new Error('query failed'), {
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    });
  },
  bytes: () => {
    const bytes = new Uint8Array([1, 2, 3]);
    return transfer({ bytes }, [bytes.buffer]);
  },
};

describe('a Comlink API across a port', () => {
  const channel = new MessageChannel();
  expose(api, nodeEndpoint(channel.port1));
  const remote = wrapThread<typeof api>(channel.port2);

  it('gives back a DomainError with its kind, code and data, so the error mapper answers it', async () => {
    const error = await remote.refuse().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'business', code: 10_001, message: '余额不足', data: { left: 3 } });
  });

  it("keeps a database error's code on its cause", async () => {
    await expect(remote.duplicate()).rejects.toMatchObject({
      message: 'query failed',
      cause: { message: 'duplicate key', code: '23505' },
    });
  });

  it('moves transferred bytes', async () => {
    expect([...(await remote.bytes()).bytes]).toEqual([1, 2, 3]);
    channel.port1.close();
  });
});

describe('ThreadPool', () => {
  it('fails the call of a thread that exits and starts another for the next call', async () => {
    let spawned = 0;
    const pool = new ThreadPool<{ never(): Promise<void> }>({
      name: 'test',
      size: 1,
      spawn: () => {
        spawned++;
        return new Worker('setTimeout(() => process.exit(3), 20)', { eval: true });
      },
    });
    await expect(pool.run((remote) => remote.never())).rejects.toThrow('test thread exited with code 3');
    await expect(pool.run((remote) => remote.never())).rejects.toThrow('exited with code 3');
    expect(spawned).toBe(2);
    expect(pool.settled).toBe(2);
    await pool.close();
    await expect(pool.run((remote) => remote.never())).rejects.toThrow('test pool is closed');
  });
});
