import { describe, expect, it } from 'vitest';
import { RENDER_CREDIT_COST, RESOURCE_CODES } from '@portal/contracts';
import { formatAmount, quotaLabel, tickWithUnit, usedPercent, VIDEO_CREDIT_UNIT, withUnit } from './quota-labels';

describe('quotaLabel', () => {
  it('shows the video creation quota as credits, with what a minute costs', () => {
    const label = quotaLabel({
      resourceCode: RESOURCE_CODES.video,
      resourceName: '视频合成时长',
      resourceUnit: '分钟',
    });
    expect(label.name).toBe('视频合成额度');
    expect(label.unit).toBe(VIDEO_CREDIT_UNIT);
    expect(label.note).toContain(`每分钟 ${RENDER_CREDIT_COST.R_1080P} 点`);
    expect(label.note).toContain(`每分钟 ${RENDER_CREDIT_COST.R_4K} 点`);
  });

  it('keeps other lines as named, minutes included', () => {
    expect(quotaLabel({ resourceCode: 'RSC-TC-TIME', resourceName: '互动时长', resourceUnit: '分钟' })).toEqual({
      name: '互动时长',
      unit: '分钟',
    });
  });

  it('never shows the resource code, even for a line without a name', () => {
    const label = quotaLabel({ resourceCode: 'RSC-TH-DEV', resourceName: ' ', resourceUnit: '台' });
    expect(label.name).not.toMatch(/RSC/);
    expect(label.name).toBe('其他资源');
  });
});

describe('formatAmount', () => {
  it('reads storage of a gigabyte or more in GB', () => {
    expect(formatAmount(10_240, 'MB')).toBe('10 GB');
    expect(formatAmount(1_536, 'MB')).toBe('1.5 GB');
    expect(formatAmount(512, 'MB')).toBe('512 MB');
  });

  it('keeps other units as they are', () => {
    expect(formatAmount(600, '分钟')).toBe('600 分钟');
    expect(formatAmount(3, '')).toBe('3');
  });
});

describe('usedPercent and withUnit', () => {
  it('rounds to whole percent and caps at 100', () => {
    expect(usedPercent(1, 3)).toBe(33);
    expect(usedPercent(5, 0)).toBe(0);
    expect(usedPercent(12, 10)).toBe(100);
  });

  it('names a series with its unit', () => {
    expect(withUnit('生成视频', '个')).toBe('生成视频（个）');
  });
});

describe('tickWithUnit', () => {
  it('writes the unit beside each tick', () => {
    expect(tickWithUnit('分钟')(0.5)).toBe('0.5 分钟');
    expect(tickWithUnit('%')(25)).toBe('25 %');
  });
});
