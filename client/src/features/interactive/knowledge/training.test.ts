import { describe, expect, it } from 'vitest';
import { TRAINING_STATUS } from '@portal/contracts';
import { pollInterval, POLL_MS, statusLabel } from './training';

describe('training status', () => {
  it('polls every second until Success or Fail', () => {
    expect(pollInterval(undefined)).toBe(POLL_MS);
    expect(pollInterval({ status: TRAINING_STATUS.Init })).toBe(POLL_MS);
    expect(pollInterval({ status: TRAINING_STATUS.Running })).toBe(POLL_MS);
    expect(pollInterval({ status: TRAINING_STATUS.Success })).toBe(false);
    expect(pollInterval({ status: TRAINING_STATUS.Fail })).toBe(false);
  });

  it('labels each state', () => {
    expect([0, 1, 2, 3].map(statusLabel)).toEqual(['初始化中', '学习中', '训练完成', '训练失败']);
  });
});
