import { describe, expect, it } from 'vitest';
import { failureText, formFailure } from './failure-text';

describe('failure text', () => {
  it('prefers the first refused field’s message to the raw issue list', () => {
    const refused = {
      message: '[{"code":"invalid_format","path":["companyId"],"message":"企业不存在或已删除"}]',
      data: { httpStatus: 400, fieldIssues: [{ path: 'companyId', message: '企业不存在或已删除' }] },
    };
    expect(failureText(refused)).toBe('企业不存在或已删除');
  });

  it('keeps a business refusal’s message', () => {
    expect(failureText({ message: '该转账流水号已登记过', data: { httpStatus: 409, fieldIssues: null } })).toBe(
      '该转账流水号已登记过',
    );
  });
});

describe('form failure', () => {
  const refused = (issues: { path: string; message: string }[]) => ({
    message: 'raw',
    data: { httpStatus: 400, fieldIssues: issues },
  });

  it('puts each issue beside its field and keeps the first per field', () => {
    const result = formFailure(
      refused([
        { path: 'domain', message: '域名格式不正确' },
        { path: 'domain', message: 'second' },
        { path: 'webNameColor', message: '颜色须为 #RRGGBB 格式' },
      ]),
      ['domain', 'webName', 'webNameColor'],
    );
    expect(result).toEqual({
      byField: { domain: '域名格式不正确', webNameColor: '颜色须为 #RRGGBB 格式' },
      other: null,
    });
  });

  it('shows an issue on a field the form does not have, and a refusal without issues', () => {
    expect(formFailure(refused([{ path: 'previousDomain', message: '域名过长' }]), ['domain']).other).toBe('域名过长');
    expect(formFailure({ message: '该域名已被其他品牌使用', data: { httpStatus: 409 } }, ['domain']).other).toBe(
      '该域名已被其他品牌使用',
    );
  });
});
