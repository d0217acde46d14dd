import { describe, expect, it } from 'vitest';
import { allCalls, callCatalogue } from '@portal/contracts';
import { appRouter } from './app-router';
import { isCallImplemented } from './not-implemented';
import type { ProcedureMeta } from './init';

type ProcedureDef = { type: string; meta?: ProcedureMeta; inputs: unknown[] };
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;

describe('app router against the call catalogue', () => {
  it('has exactly one procedure per catalogue call', () => {
    expect(Object.keys(procedures).sort()).toEqual(allCalls.map((c) => `${c.area}.${c.procedure}`).sort());
  });

  it.each(allCalls.map((c) => [`${c.area}.${c.procedure}`, c] as const))('%s uses its catalogue entry', (key, call) => {
    const def = procedures[key]!._def;
    expect(def.meta?.call).toBe(call);
    expect(def.meta?.access).toBe(call.access);
    expect(def.inputs).toContain(call.input);
    expect(def.type).toBe(call.kind);
  });

  /*
   * A built call answers a shape the client reads through RouterOutputs; `z.unknown()` would make
   * that `unknown` and let any answer through (STYLE rule 11). Calls still answering 501 may keep it.
   */
  it('gives every built call a real output schema', () => {
    const opaque = allCalls
      .filter((c) => isCallImplemented(c.id))
      .filter((c) => ['unknown', 'any'].includes(c.output._zod.def.type))
      .map((c) => `${c.area}.${c.procedure}`);
    expect(opaque).toEqual([]);
  });

  it('names areas as the catalogue does', () => {
    for (const [area, calls] of Object.entries(callCatalogue)) {
      for (const call of Object.values(calls)) expect(call.area).toBe(area);
    }
  });
});
