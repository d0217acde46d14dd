import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../context';
import { createInnerContext } from '../context';
import { baseProcedure, createCallerFactory, router } from '../init';
import { testConfig } from '../../../test/support/test-app';
import { validateOutput } from './validate-output';

const Answer = z.object({ name: z.string() });
const probe = router({
  fine: baseProcedure.use(validateOutput(Answer)).query(() => ({ name: '小美', passwordHash: 'x' })),
  wrong: baseProcedure.use(validateOutput(Answer)).query(() => ({ name: 42 })),
});
const callerWith = (validateOutputs: boolean) =>
  createCallerFactory(probe)(createInnerContext({ config: testConfig('/tmp', { validateOutputs }) } as AppDeps));

describe('output validation', () => {
  it('parses answers when on: undeclared fields are stripped, a wrong shape is a server error', async () => {
    const caller = callerWith(true);
    expect(await caller.fine()).toEqual({ name: '小美' });
    await expect(caller.wrong()).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
    });
  });

  it('passes answers through untouched when off', async () => {
    const caller = callerWith(false);
    expect(await caller.fine()).toEqual({ name: '小美', passwordHash: 'x' });
    expect(await caller.wrong()).toEqual({ name: 42 });
  });
});
