import { describe, expect, it } from 'vitest';
import { PROJECT_TITLE_MAX_LENGTH } from '@portal/contracts';
import { checkNewProjectName, prefillProjectName } from './project-name';

describe('prefillProjectName', () => {
  it('starts from the template name, trimmed', () => {
    expect(prefillProjectName('  网页横屏产品介绍 ')).toBe('网页横屏产品介绍');
  });

  it('cuts a long template name to the project name limit', () => {
    const name = prefillProjectName('展'.repeat(PROJECT_TITLE_MAX_LENGTH + 20));
    expect(name).toHaveLength(PROJECT_TITLE_MAX_LENGTH);
  });

  it('never splits a two-unit character at the limit', () => {
    const name = prefillProjectName(`${'a'.repeat(PROJECT_TITLE_MAX_LENGTH - 1)}𠀀b`);
    expect(name).toBe('a'.repeat(PROJECT_TITLE_MAX_LENGTH - 1));
  });

  it('leaves no trailing space where the cut falls', () => {
    expect(prefillProjectName(`${'a'.repeat(PROJECT_TITLE_MAX_LENGTH - 1)} tail`)).toBe(
      'a'.repeat(PROJECT_TITLE_MAX_LENGTH - 1),
    );
  });
});

describe('checkNewProjectName', () => {
  it('refuses a blank name with the message given', () => {
    expect(checkNewProjectName('   ', '项目名称不能为空')).toEqual({ ok: false, message: '项目名称不能为空' });
  });

  it('sends the trimmed name', () => {
    expect(checkNewProjectName(' 展厅大屏 ', 'x')).toEqual({ ok: true, name: '展厅大屏' });
  });
});
