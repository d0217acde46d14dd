import { describe, expect, it } from 'vitest';
import { commonMessages, photoAvatarMessages as m } from '@portal/contracts';
import { createAnswerOf, PHOTO_AVATAR_CREATE_PATH, PHOTO_AVATAR_CREATE_URL } from './create-answer';

const envelope = (code: number, message: string, data: unknown = null) => JSON.stringify({ code, message, data });

describe('createAnswerOf', () => {
  it('is a success only when the envelope says code 200', () => {
    expect(createAnswerOf(200, envelope(200, 'success', { personaBizId: 'vh-photo-1' }))).toEqual({ ok: true });
  });

  it('passes a refusal’s message through verbatim, whatever the HTTP status', () => {
    expect(createAnswerOf(400, envelope(400, m.noFace))).toEqual({
      ok: false,
      message: m.noFace,
      httpStatus: 400,
      businessCode: 400,
    });
    expect(createAnswerOf(200, envelope(4005, m.quotaExhausted))).toMatchObject({
      ok: false,
      message: m.quotaExhausted,
      businessCode: 4005,
    });
  });

  it('takes a success only from HTTP 200 and a success code together', () => {
    expect(createAnswerOf(200, envelope(500, m.engineBusy))).toMatchObject({ ok: false, message: m.engineBusy });
    expect(createAnswerOf(200, '')).toMatchObject({ ok: false, message: commonMessages.serverBusy });
    expect(createAnswerOf(500, envelope(200, 'success'))).toMatchObject({ ok: false, httpStatus: 500 });
  });

  it('falls back to the generic message when the body is no envelope (a proxy’s error page)', () => {
    expect(createAnswerOf(502, '<html>Bad Gateway</html>')).toEqual({
      ok: false,
      message: commonMessages.serverBusy,
      httpStatus: 502,
      businessCode: null,
    });
    expect(createAnswerOf(500, envelope(500, '  '))).toMatchObject({ message: commonMessages.serverBusy });
  });
});

describe('the photo avatar upload route', () => {
  it('posts to the catalogue’s legacy path and reports failures under the tRPC procedure', () => {
    expect(PHOTO_AVATAR_CREATE_URL).toBe('/api/v1/vh/photo-avatar/create');
    expect(PHOTO_AVATAR_CREATE_PATH).toBe('vh.photoAvatarCreate');
  });
});
