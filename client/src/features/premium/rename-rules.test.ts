import { describe, expect, it } from 'vitest';
import { studioMessages } from '@portal/contracts';
import { checkProjectName } from './rename-rules';

describe('checkProjectName', () => {
  it('refuses empty and blank names with the spec message', () => {
    expect(checkProjectName('')).toEqual({ ok: false, message: studioMessages.videoNameRequired });
    expect(checkProjectName('   ')).toEqual({ ok: false, message: '视频名称不能为空' });
  });
  it('trims a name it accepts', () => expect(checkProjectName('  新视频 ')).toEqual({ ok: true, name: '新视频' }));
});
