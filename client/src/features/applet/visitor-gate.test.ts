import { describe, expect, it } from 'vitest';
import { VisitorGate } from './visitor-gate';

describe('VisitorGate', () => {
  it('answers a known id at once', async () => {
    const gate = new VisitorGate();
    gate.set('v-1');
    await expect(gate.known(new AbortController().signal)).resolves.toBe('v-1');
  });

  it('holds a question asked before the id arrives and releases it with the id', async () => {
    const gate = new VisitorGate();
    const first = gate.known(new AbortController().signal);
    const second = gate.known(new AbortController().signal);
    gate.set(null);
    gate.set('v-2');
    await expect(Promise.all([first, second])).resolves.toEqual(['v-2', 'v-2']);
  });

  it('lets a waiting question go when it is aborted, and does not wake it later', async () => {
    const gate = new VisitorGate();
    const controller = new AbortController();
    const waiting = gate.known(controller.signal);
    controller.abort(new Error('barge-in'));
    await expect(waiting).rejects.toThrow('barge-in');
    const next = gate.known(new AbortController().signal);
    gate.set('v-3');
    await expect(next).resolves.toBe('v-3');
  });

  it('refuses at once when the signal has already aborted', async () => {
    const gate = new VisitorGate();
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(gate.known(controller.signal)).rejects.toThrow('gone');
  });
});
