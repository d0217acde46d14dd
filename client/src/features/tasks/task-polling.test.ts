import { describe, expect, it } from 'vitest';
import { taskPollInterval } from './task-polling';

describe('taskPollInterval', () => {
  const running = [{ displayStatus: 'Finished' }, { displayStatus: 'Running' }];
  it('polls every 30 s while a task runs', () => expect(taskPollInterval(running, false)).toBe(30_000));
  it('does not poll in batch mode', () => expect(taskPollInterval(running, true)).toBe(false));
  it('does not poll when nothing runs', () => expect(taskPollInterval([{ displayStatus: 'Fail' }], false)).toBe(false));
});
