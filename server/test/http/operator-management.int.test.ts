import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, operatorSessions, operators, outboxMessages } from '../../src/db/schema/index';
import { issueSetupLink } from '../../src/services/accounts/first-setup';
import { setOperatorDisabled } from '../../src/services/operators/operator-management';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const FIRST = { email: 'first@platform.example', displayName: '运营小王', password: 'Operate2026' };
const SECOND = { email: 'second@platform.example', displayName: '运营小李', password: 'Welcome2026' };

type Client = ReturnType<typeof legacyClient>;
type OperatorRow = { id: string; email: string; displayName: string; disabled: boolean; isYou: boolean };

/** Operators managing operators in the console (运营人员, issue 27) and an operator's own password. */
describe.each(testEngines())('operator management on %s', (engine) => {
  let app: TestApp;
  let first: Client;
  let secondId: string;
  const client = () => legacyClient(app.baseUrl);
  const signIn = async (credentials: { email: string; password: string }) => {
    const c = client();
    const answer = await c.post('/api/ops/login', credentials);
    return { c, answer };
  };
  const list = async (c: Client) => (await c.get('/api/ops/operators')).data as OperatorRow[];

  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    const link = await issueSetupLink(app.deps.db, app.baseUrl);
    const token = new URL(link!).searchParams.get('token')!;
    first = client();
    expect((await first.post('/api/setup/operator', { token, ...FIRST })).code).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the operators with the caller marked', async () => {
    const rows = await list(first);
    expect(rows).toEqual([
      expect.objectContaining({ email: FIRST.email, displayName: FIRST.displayName, disabled: false, isYou: true }),
    ]);
    expect(typeof (rows[0] as { createdAt?: unknown }).createdAt).toBe('string');
  });

  it('adds an operator who signs in at once but must first change the password a colleague chose; refuses a taken address and a weak password', async () => {
    const made = await first.post('/api/ops/operator/create', { ...SECOND, email: ' Second@Platform.example ' });
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ email: SECOND.email, displayName: SECOND.displayName, disabled: false });
    expect(made.data.isYou).toBe(false);
    secondId = made.data.id;

    const { c, answer } = await signIn(SECOND);
    expect(answer.code).toBe(200);
    expect(answer.data.operator.mustChangePassword).toBe(true);
    expect((await c.get('/api/ops/me')).data).toMatchObject({ email: SECOND.email, mustChangePassword: true });
    expect(await c.get('/api/ops/operators')).toMatchObject({
      code: 403,
      message: '密码由其他运营人员设置，请先修改密码',
    });
    expect(
      (await c.post('/api/ops/company/create', { displayName: 'X', adminEmail: 'x@x.example', adminName: '某人' }))
        .code,
    ).toBe(403);
    expect((await first.get('/api/ops/me')).data.mustChangePassword).toBe(false);

    const taken = await first.post('/api/ops/operator/create', { ...SECOND, displayName: '别人' });
    expect(taken).toMatchObject({ code: 409, message: '该邮箱已是运营人员' });
    const weak = await first.post('/api/ops/operator/create', {
      ...SECOND,
      email: 'weak@platform.example',
      password: 'short',
    });
    expect(weak).toMatchObject({ code: 400, message: expect.stringContaining('密码需为8-20位，且同时包含字母和数字') });
    const nameless = await first.post('/api/ops/operator/create', {
      ...SECOND,
      email: 'x@platform.example',
      displayName: ' ',
    });
    expect(nameless.message).toContain('请输入姓名');
    const longName = await first.post('/api/ops/operator/create', {
      ...SECOND,
      email: 'y@platform.example',
      displayName: '长'.repeat(31),
    });
    expect(longName.message).toContain('姓名不能超过30个字');
    expect((await list(first)).map((r) => r.email)).toEqual([FIRST.email, SECOND.email]);
  });

  it('disables an operator: its live session ends at once and it cannot sign in; enabling gives it back', async () => {
    const { c: live } = await signIn(SECOND);
    expect((await live.get('/api/ops/me')).code).toBe(200);

    const off = await first.post('/api/ops/operator/disable', { operatorId: secondId, disabled: true });
    expect(off.code).toBe(200);
    expect(off.data).toMatchObject({ id: secondId, disabled: true });
    expect((await live.get('/api/ops/me')).code).toBe(401);
    // Its sessions are gone, not merely refused: enabling it later does not bring them back.
    expect(await app.deps.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, secondId))).toEqual(
      [],
    );
    expect((await live.get('/api/ops/operators')).code).toBe(401);
    expect((await signIn(SECOND)).answer).toMatchObject({ code: 666, message: '邮箱或密码错误' });
    // Disabling again changes nothing and writes no second audit row.
    expect((await first.post('/api/ops/operator/disable', { operatorId: secondId, disabled: true })).code).toBe(200);

    const on = await first.post('/api/ops/operator/disable', { operatorId: secondId, disabled: false });
    expect(on.data).toMatchObject({ id: secondId, disabled: false });
    expect((await live.get('/api/ops/me')).code).toBe(401);
    expect((await signIn(SECOND)).answer.code).toBe(200);
  });

  it('refuses disabling oneself, an unknown operator, and the last active one', async () => {
    const me = (await list(first)).find((r) => r.isYou)!;
    expect(await first.post('/api/ops/operator/disable', { operatorId: me.id, disabled: true })).toMatchObject({
      code: 400,
      message: '不能停用自己的账号',
    });
    const ghost = await first.post('/api/ops/operator/disable', {
      operatorId: '00000000-0000-4000-8000-000000000000',
      disabled: true,
    });
    expect(ghost).toMatchObject({ code: 404, message: '运营人员不存在' });
    expect((await first.post('/api/ops/operator/disable', { operatorId: 'nope', disabled: true })).code).toBe(400);

    // Over HTTP the caller is always active, so only a race reaches this rule: the caller disabled by the
    // other operator just before its own request to disable that operator is served.
    await app.deps.db.update(operators).set({ disabled: true }).where(eq(operators.id, me.id));
    try {
      const act = {
        operator: { id: me.id, email: me.email, displayName: me.displayName, mustChangePassword: false },
        ip: '127.0.0.1',
      };
      await expect(
        setOperatorDisabled(app.deps.db, act, { operatorId: secondId, disabled: true }),
      ).rejects.toMatchObject({
        code: 400,
        message: '至少保留一位正常状态的运营人员，不能停用',
      });
      const [second] = await app.deps.db.select().from(operators).where(eq(operators.id, secondId));
      expect(second!.disabled).toBe(false);
    } finally {
      await app.deps.db.update(operators).set({ disabled: false }).where(eq(operators.id, me.id));
    }
  });

  it('changes the own password: the current one is checked, this session stays, the others end', async () => {
    const { c: self } = await signIn(SECOND);
    const { c: otherTab } = await signIn(SECOND);
    const newPassword = 'Renewed2026';

    const wrong = await self.post('/api/ops/password/change', { currentPassword: 'Wrong2026x', newPassword });
    expect(wrong).toMatchObject({ code: 400, message: '原密码错误' });
    const same = await self.post('/api/ops/password/change', {
      currentPassword: SECOND.password,
      newPassword: SECOND.password,
    });
    expect(same).toMatchObject({ code: 400, message: '新密码不能与原密码相同' });
    const weak = await self.post('/api/ops/password/change', { currentPassword: SECOND.password, newPassword: 'abc' });
    expect(weak.code).toBe(400);
    expect((await otherTab.get('/api/ops/me')).code).toBe(200);

    expect((await self.get('/api/ops/operators')).code).toBe(403);
    const changed = await self.post('/api/ops/password/change', { currentPassword: SECOND.password, newPassword });
    expect(changed).toMatchObject({ code: 200, data: { ok: true } });
    expect((await self.get('/api/ops/me')).data).toMatchObject({ email: SECOND.email, mustChangePassword: false });
    // The password is the operator's own now: the console opens.
    expect((await list(self)).find((r) => r.isYou)?.email).toBe(SECOND.email);
    expect((await otherTab.get('/api/ops/me')).code).toBe(401);
    expect((await signIn({ email: SECOND.email, password: SECOND.password })).answer.code).toBe(666);
    expect((await signIn({ email: SECOND.email, password: newPassword })).answer.code).toBe(200);
    // The first operator's sessions are untouched.
    expect((await first.get('/api/ops/me')).code).toBe(200);
  });

  it('counts a wrong current password against the login limits, as a failed sign-in', async () => {
    const { c } = await signIn(FIRST);
    // Ten wrong tries (slowed from the fifth) lock this operator's sign-in from this address.
    for (let i = 0; i < 10; i++)
      expect(
        (await c.post('/api/ops/password/change', { currentPassword: `Wrong2026${i}`, newPassword: 'Another2026' }))
          .code,
      ).toBe(400);
    const locked = await signIn(FIRST);
    expect(locked.answer.code).toBe(666);
    expect(locked.answer.message).not.toBe('邮箱或密码错误');
    // A session already open is not signed out by the lock; it only stops new sign-ins for a while.
    expect((await first.get('/api/ops/me')).code).toBe(200);
  }, 30_000);

  it('resets a colleague’s password: their sessions end and the new password signs in; never one’s own', async () => {
    const { c: colleague } = await signIn({ email: SECOND.email, password: 'Renewed2026' });
    expect((await colleague.get('/api/ops/me')).code).toBe(200);
    const selfReset = await first.post('/api/ops/operator/password/reset', {
      operatorId: (await list(first)).find((r) => r.isYou)!.id,
      password: 'Myself2026x',
    });
    expect(selfReset).toMatchObject({ code: 400, message: '修改自己的密码请使用右上角的「修改密码」' });
    const unknown = await first.post('/api/ops/operator/password/reset', {
      operatorId: '00000000-0000-4000-8000-000000000000',
      password: 'Nobody2026x',
    });
    expect(unknown).toMatchObject({ code: 404, message: '运营人员不存在' });
    const weak = await first.post('/api/ops/operator/password/reset', { operatorId: secondId, password: 'short' });
    expect(weak).toMatchObject({ code: 400, message: expect.stringContaining('密码需为8-20位') });
    expect((await colleague.get('/api/ops/me')).code).toBe(200);

    const reset = await first.post('/api/ops/operator/password/reset', {
      operatorId: secondId,
      password: 'Handed2026',
    });
    expect(reset).toMatchObject({ code: 200, data: { id: secondId, email: SECOND.email, isYou: false } });
    expect((await colleague.get('/api/ops/me')).code).toBe(401);
    expect((await signIn({ email: SECOND.email, password: 'Renewed2026' })).answer.code).toBe(666);
    const { c: again, answer } = await signIn({ email: SECOND.email, password: 'Handed2026' });
    expect(answer.code).toBe(200);
    // …for one thing: the handed-over password is to be replaced before anything else.
    expect((await again.get('/api/ops/me')).data).toMatchObject({ email: SECOND.email, mustChangePassword: true });
    expect((await again.get('/api/ops/companies')).code).toBe(403);
    // The resetting operator stays signed in.
    expect((await first.get('/api/ops/me')).code).toBe(200);
  });

  it('refuses a company user on every new call', async () => {
    const adminEmail = 'boss@acme.example';
    expect(
      (await first.post('/api/ops/company/create', { displayName: 'Acme', adminEmail, adminName: '老板' })).code,
    ).toBe(200);
    const [mail] = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.address, adminEmail))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    const admin = client();
    await admin.post('/api/user/EmailConfirmAddCreatePassword', { token, password: 'Acme2026x' });
    expect((await admin.post('/api/user/vip/login', { email: adminEmail, password: 'Acme2026x' })).code).toBe(200);

    expect((await admin.get('/api/ops/operators')).code).toBe(401);
    expect((await admin.post('/api/ops/operator/create', { ...SECOND, email: 'z@platform.example' })).code).toBe(401);
    expect((await admin.post('/api/ops/operator/disable', { operatorId: secondId, disabled: true })).code).toBe(401);
    expect(
      (await admin.post('/api/ops/operator/password/reset', { operatorId: secondId, password: 'Taken2026x' })).code,
    ).toBe(401);
    expect(
      (await admin.post('/api/ops/password/change', { currentPassword: 'Acme2026x', newPassword: 'Other2026x' })).code,
    ).toBe(401);
    expect((await app.deps.db.select().from(operators)).map((r) => r.email).sort()).toEqual([
      FIRST.email,
      SECOND.email,
    ]);
  });

  it('audits every change in Chinese, without a password or a hash', async () => {
    const rows = await app.deps.db
      .select()
      .from(operatorAudit)
      .where(like(operatorAudit.action, 'operator.%'))
      .orderBy(operatorAudit.createdAt);
    expect(rows.map((r) => [r.action, r.summary])).toEqual([
      ['operator.create', `新增运营人员 ${SECOND.email}（${SECOND.displayName}）`],
      ['operator.disable', `停用运营人员 ${SECOND.email}（${SECOND.displayName}）`],
      ['operator.enable', `启用运营人员 ${SECOND.email}（${SECOND.displayName}）`],
      ['operator.password', '修改了自己的密码'],
      ['operator.passwordReset', `重置运营人员 ${SECOND.email}（${SECOND.displayName}）的密码`],
    ]);
    expect(rows.every((r) => r.targetKind === 'operator' && r.targetId === secondId)).toBe(true);
    expect(rows.at(-2)!.operatorEmail).toBe(SECOND.email);
    expect(rows.at(-1)!.operatorEmail).toBe(FIRST.email);
    const [hash] = await app.deps.db
      .select({ h: operators.passwordHash })
      .from(operators)
      .where(eq(operators.id, secondId));
    const text = JSON.stringify(rows);
    for (const secret of [SECOND.password, 'Renewed2026', 'Handed2026', hash!.h, 'passwordHash'])
      expect(text).not.toContain(secret);
    const listed = (await first.get('/api/ops/audit?pageIndex=1&pageSize=50')).data.list as { action: string }[];
    expect(listed.filter((r) => r.action.startsWith('operator.'))).toHaveLength(5);
  });
});
