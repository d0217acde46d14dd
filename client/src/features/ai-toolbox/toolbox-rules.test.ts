import { describe, expect, it } from 'vitest';
import {
  aiVideoSubmitFailure,
  checkAiTextInput,
  checkInspirationDuration,
  checkInspirationFile,
  checkInspirationLink,
  materialTypeOf,
  splitFeatures,
  type AiVideoForm,
} from './toolbox-rules';

describe('toolbox rules', () => {
  it('splits subject features on newlines and both semicolons, trimming and dropping empties', () => {
    expect(splitFeatures(' 续航长;轻薄 ；\n\n 大屏 ;')).toEqual(['续航长', '轻薄', '大屏']);
  });

  it('checks AI text input: trimmed, at most 200, quota below total', () => {
    expect(checkAiTextInput('  新品  ', { used: 1, total: 2 })).toEqual({ ok: true, content: '新品' });
    expect(checkAiTextInput('   ', undefined)).toMatchObject({ ok: false });
    expect(checkAiTextInput('字'.repeat(201), undefined)).toMatchObject({ ok: false });
    expect(checkAiTextInput('新品', { used: 2, total: 2 })).toEqual({ ok: false, message: 'AI文案生成次数不足' });
  });

  it('checks inspiration links and files with the spec wording', () => {
    expect(checkInspirationLink('www.example.com')).toBe('请先输入有效的链接');
    expect(checkInspirationLink('https://v.example.com/1')).toBeNull();
    expect(checkInspirationFile({ name: 'a.MP3', size: 10 })).toBeNull();
    expect(checkInspirationFile({ name: 'a.avi', size: 10 })).toBe(
      '仅支持MP3/MOV/MP4/WAV格式的文件，请选择正确格式的文件重新上传',
    );
    expect(checkInspirationFile({ name: 'a.mp4', size: 301 * 1024 * 1024 })).toBe('仅支持300M以内的文件');
    expect(checkInspirationDuration(null)).toBe('文件损坏，请重新上传');
    expect(checkInspirationDuration(601_000)).toBe('仅支持10分钟以内的文件');
    expect(checkInspirationDuration(30_000)).toBeNull();
  });

  it('answers the AI video submit checks in the spec order', () => {
    const ok: AiVideoForm = {
      vhBizId: 'vh',
      videoRatio: '16:9',
      matchTypes: ['PEXELS'],
      materialCount: 0,
      script: '脚本',
      checkPassed: true,
    };
    expect(aiVideoSubmitFailure(ok)).toBeNull();
    expect(aiVideoSubmitFailure({ ...ok, vhBizId: null, videoRatio: null })).toBe('请选择数字员工');
    expect(aiVideoSubmitFailure({ ...ok, videoRatio: null, matchTypes: [] })).toBe('请选择视频比例');
    expect(aiVideoSubmitFailure({ ...ok, matchTypes: [], script: '' })).toBe('请选择素材匹配方式');
    expect(aiVideoSubmitFailure({ ...ok, matchTypes: ['XB_MATERIAL'], script: '' })).toBe(
      '请至少上传一个图片或视频素材',
    );
    expect(aiVideoSubmitFailure({ ...ok, matchTypes: ['XB_MATERIAL', 'PEXELS'], script: ' ' })).toBe('请输入脚本');
    expect(aiVideoSubmitFailure({ ...ok, script: '字'.repeat(801), checkPassed: false })).toBe('脚本不能超过800字');
    expect(aiVideoSubmitFailure({ ...ok, checkPassed: false })).toBe('脚本中包含敏感词，请修改后再提交');
    expect(materialTypeOf(['XB_MATERIAL', 'PEXELS'])).toBe('MIX');
  });
});
