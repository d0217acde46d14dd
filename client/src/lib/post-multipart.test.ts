import { describe, expect, it } from 'vitest';
import { commonMessages } from '@portal/contracts';
import { multipartAnswerOf } from './post-multipart';

const envelope = (code: number, message: string, data: unknown = null) => JSON.stringify({ code, message, data });

describe('multipartAnswerOf', () => {
  it('passes a success’s data on', () => {
    const data = { url: '/storage/platform/brands/logo-0.png', width: 300, height: 120, bytes: 2048 };
    expect(multipartAnswerOf(200, envelope(200, 'success', data))).toEqual({ ok: true, data });
  });

  it('passes a refusal’s message through verbatim, or the generic one when the body is no envelope', () => {
    expect(multipartAnswerOf(400, envelope(400, '图片格式不支持'))).toEqual({
      ok: false,
      message: '图片格式不支持',
      httpStatus: 400,
      businessCode: 400,
    });
    expect(multipartAnswerOf(502, '<html>Bad Gateway</html>')).toMatchObject({
      ok: false,
      message: commonMessages.serverBusy,
      businessCode: null,
    });
    expect(multipartAnswerOf(500, envelope(200, 'success'))).toMatchObject({ ok: false, httpStatus: 500 });
  });
});
