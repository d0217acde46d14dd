import { describe, expect, it } from 'vitest';
import { callCatalogue } from '@portal/contracts';
import { SILENT_PATHS, decideCallFailure, describeCallError, type CallFailure } from './call-errors';

const failure = (over: Partial<CallFailure> = {}): CallFailure => ({
  path: 'quota.getQuota',
  httpStatus: 400,
  code: 'BAD_REQUEST',
  businessCode: null,
  message: null,
  network: false,
  silent: false,
  ...over,
});

describe('the one error mapper of the client (000 §8)', () => {
  it('ends the session on 401, even for silent calls', () => {
    expect(decideCallFailure(failure({ httpStatus: 401, code: 'UNAUTHORIZED' }))).toEqual({ kind: 'expired' });
    expect(decideCallFailure(failure({ path: 'notice.notifications', httpStatus: 401 }))).toEqual({ kind: 'expired' });
  });

  it('leaves the company session alone when an operator call is refused', () => {
    expect(decideCallFailure(failure({ path: 'ops.companyList', httpStatus: 401 }))).toEqual({ kind: 'none' });
    expect(decideCallFailure(failure({ path: 'ops.me', code: 'UNAUTHORIZED' }))).toEqual({ kind: 'none' });
    // Other refusals of an operator call are shown as any call's.
    expect(
      decideCallFailure(failure({ path: 'ops.companyCreate', httpStatus: 200, message: '该邮箱已注册账号' })),
    ).toEqual({
      kind: 'toast',
      message: '该邮箱已注册账号',
    });
  });

  it('says 无权限访问 on 403', () => {
    expect(decideCallFailure(failure({ httpStatus: 403, code: 'FORBIDDEN', message: 'x' }))).toEqual({
      kind: 'toast',
      message: '无权限访问',
    });
  });

  it('shows the message, else the network or server wording', () => {
    expect(decideCallFailure(failure({ message: '余额不足' }))).toEqual({ kind: 'toast', message: '余额不足' });
    expect(decideCallFailure(failure({ httpStatus: null, code: null, network: true }))).toEqual({
      kind: 'toast',
      message: '当前网络不佳,请稍后重试~',
    });
    expect(decideCallFailure(failure({ httpStatus: 502, code: null }))).toEqual({
      kind: 'toast',
      message: '服务器开小差啦，请稍后再试',
    });
  });

  it('stays quiet for silent-listed paths and callers that opt out', () => {
    expect(decideCallFailure(failure({ path: 'auth.vipLogin', message: '账号或密码错误' }))).toEqual({ kind: 'none' });
    expect(decideCallFailure(failure({ silent: true, message: 'x' }))).toEqual({ kind: 'none' });
  });

  it('is silent for the calls of 000 §8 and the ones whose screens show errors in place', () => {
    // The spec's list, plus ours (the modal login, the setup page): dropping one from the catalogue
    // would toast errors the screen already shows beside its fields.
    const expected = [
      'auth.vipLogin',
      'auth.userLogin',
      'auth.loginSubmit',
      'auth.changePassword',
      'auth.vipSendPasswordResetEmail',
      'auth.userSendPasswordResetEmail',
      'auth.checkSetupToken',
      'auth.setupFirstAdmin',
      'notice.notifications',
      'other.liveRoom',
      'other.liveRoomList',
      'chatStudio.studioCreate',
      'document.attaGetResult',
      'faq.askStream',
      'applet.askStream',
      // Closing the new-member prompt is fire-and-forget: a failure only means it may show once more.
      'user.dismissNewMemberPrompt',
      // The kiosk runs unattended: its polls and recognisers show their state on the page, never a toast.
      'device.kiosk',
      'device.wakeListen',
      'device.greetSpeech',
      'face.faceKiosk',
      'face.faceMatch',
      // The operator console's sign-in, setup and session check show their errors on the page.
      'ops.login',
      'ops.logout',
      'ops.me',
      'ops.setupOperator',
    ];
    expect([...SILENT_PATHS].sort()).toEqual(expected.sort());
    for (const path of expected) expect(decideCallFailure(failure({ path, message: 'x' }))).toEqual({ kind: 'none' });
  });

  it('names each silent path as the router does (area.procedure)', () => {
    const routed = new Set(
      Object.entries(callCatalogue).flatMap(([area, calls]) =>
        Object.keys(calls).map((procedure) => `${area}.${procedure}`),
      ),
    );
    expect([...SILENT_PATHS].filter((path) => !routed.has(path))).toEqual([]);
  });

  it('reads tRPC client errors', () => {
    const error = Object.assign(new Error('用户不存在'), {
      data: { httpStatus: 400, code: 'BAD_REQUEST', businessCode: 666 },
    });
    expect(describeCallError(error, 'auth.vipLogin')).toMatchObject({
      httpStatus: 400,
      businessCode: 666,
      message: '用户不存在',
      network: false,
    });
    const offline = Object.assign(new Error('Failed to fetch'), { cause: new TypeError('Failed to fetch') });
    expect(describeCallError(offline, 'x')).toMatchObject({ httpStatus: null, network: true, message: null });
  });
});
