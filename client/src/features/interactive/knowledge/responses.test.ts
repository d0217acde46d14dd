import { describe, expect, it } from 'vitest';
import { formOf, responseChanges } from './responses';

describe('responses form', () => {
  const saved = [
    { id: 'a', type: 1, answer: '欢迎' },
    { id: 'b', type: 3, answer: '没听懂' },
    { id: 'c', type: 3, answer: '第二条' },
  ];

  it('shows the first response of each type', () => {
    expect(formOf(saved)).toEqual({ 1: '欢迎', 2: '', 3: '没听懂' });
  });

  it('creates, updates and deletes only what changed', () => {
    expect(responseChanges(saved, formOf(saved))).toEqual([]);
    expect(responseChanges(saved, { 1: ' 欢迎光临 ', 2: '您还在吗', 3: '  ' })).toEqual([
      { kind: 'update', id: 'a', answer: '欢迎光临' },
      { kind: 'create', type: 2, answer: '您还在吗' },
      { kind: 'delete', ids: ['b'] },
    ]);
  });
});
