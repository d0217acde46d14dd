import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsMessages } from '@portal/contracts';
import { startCloudTtsLoopback, type CloudTtsLoopback } from '../../../e2e/support/cloud-tts-loopback.mjs';
import { operatorAudit, platformSettings } from '../../src/db/schema/index';
import { createOperator } from '../../src/services/operators/operator-accounts';
import { readWavInfo } from '../../src/services/speech/wav';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const TENCENT_KEYS = { secretId: 'AKIDconsoleTencent', secretKey: 'tencent-secret-from-the-console' };
const OPERATOR = { email: 'ops@speech.test', displayName: '运营', password: 'Operator@2026' };

/**
 * Cloud voices set up in the operator console (issue 26): the console's settings win over the
 * environment, reach synthesis within the settings cache, keep their secret sealed and never show
 * it, and clearing them gives the environment back. Tencent TTS is a loopback speaking its protocol.
 */
describe.each(testEngines())('cloud speech services from the operator console (%s)', (engine) => {
  let app: TestApp;
  let cloud: CloudTtsLoopback;
  let company: ReturnType<typeof legacyClient>;
  let operator: ReturnType<typeof legacyClient>;

  beforeAll(async () => {
    cloud = await startCloudTtsLoopback({ tencent: TENCENT_KEYS });
    app = await startTestApp(engine, { workers: false });
    const { cookie } = await signedInUser(app.deps.db);
    company = legacyClient(app.baseUrl);
    company.jar.set(cookie.split('=')[0]!, cookie.split('=').slice(1).join('='));
    await createOperator(app.deps.db, OPERATOR);
    operator = legacyClient(app.baseUrl);
    expect((await operator.post('/api/ops/login', { email: OPERATOR.email, password: OPERATOR.password })).code).toBe(
      200,
    );
  });
  afterAll(async () => {
    await app?.close();
    await cloud?.close();
  });

  const suppliers = async () =>
    new Set(
      (await company.get('/api/v1/voice-info/get-editor-voice-list')).data.map((v: { supplier: string }) => v.supplier),
    );
  const tencentOf = (view: { data: { services: { provider: string }[] } }) =>
    view.data.services.find((s) => s.provider === 'tencent') as Record<string, unknown>;

  it('sets Tencent TTS up from the console: its voices appear and speak through it, the secret sealed and never shown', async () => {
    expect(await suppliers()).toEqual(new Set(['local']));
    const before = await operator.get('/api/ops/speech-settings');
    expect(tencentOf(before)).toMatchObject({ source: 'none', hasSecret: false });

    // The first save needs the secret; the region is checked.
    const noSecret = await operator.post('/api/ops/speech-settings/save', {
      provider: 'tencent',
      region: 'ap-guangzhou',
      keyId: TENCENT_KEYS.secretId,
      endpoint: cloud.endpoints.tencent,
    });
    expect(noSecret.message).toBe(opsMessages.speechSecretRequired);
    expect(
      (await operator.post('/api/ops/speech-settings/save', { provider: 'tencent', region: 'Guangzhou!' })).code,
    ).toBe(400);

    const saved = await operator.post('/api/ops/speech-settings/save', {
      provider: 'tencent',
      region: 'ap-guangzhou',
      keyId: TENCENT_KEYS.secretId,
      endpoint: cloud.endpoints.tencent,
      secret: TENCENT_KEYS.secretKey,
    });
    expect(saved.code, saved.message).toBe(200);
    expect(tencentOf(saved)).toMatchObject({ source: 'console', keyId: TENCENT_KEYS.secretId, hasSecret: true });
    expect(JSON.stringify(saved.data)).not.toContain(TENCENT_KEYS.secretKey);
    const rows = await app.deps.db.select().from(platformSettings);
    expect(JSON.stringify(rows)).not.toContain(TENCENT_KEYS.secretKey);
    expect((await app.deps.db.select().from(operatorAudit)).map((a) => a.action)).toContain('speech.settings');

    expect(await suppliers()).toEqual(new Set(['local', 'tencent']));
    const demo = await company.post('/api/v1/voice/new/demo', { voiceBizId: 'tencent-101001', text: '欢迎光临' });
    expect(demo.code, demo.message).toBe(200);
    const cookie = [...company.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const wav = Buffer.from(await (await fetch(demo.data.audioUrl, { headers: { cookie } })).arrayBuffer());
    expect(readWavInfo(wav)?.durationMs).toBeGreaterThan(100);
    // Signed with the console's SecretId in the console's region (the loopback checks the signature).
    const sent = cloud.requests.at(-1)!;
    expect(sent.headers['x-tc-action']).toBe('TextToVoice');
    expect(sent.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(String(sent.headers.authorization)).toContain(TENCENT_KEYS.secretId);

    // A new region without the secret keeps the stored secret.
    const moved = await operator.post('/api/ops/speech-settings/save', {
      provider: 'tencent',
      region: 'ap-shanghai',
      keyId: TENCENT_KEYS.secretId,
      endpoint: cloud.endpoints.tencent,
    });
    expect(tencentOf(moved)).toMatchObject({ region: 'ap-shanghai', hasSecret: true });
  });

  it('refuses company sessions, and clearing gives the environment back', async () => {
    expect((await company.get('/api/ops/speech-settings')).code).toBe(401);
    const cleared = await operator.post('/api/ops/speech-settings/clear', { provider: 'tencent' });
    expect(tencentOf(cleared)).toMatchObject({ source: 'none', hasSecret: false });
    expect(await suppliers()).toEqual(new Set(['local']));
    app.deps.config.tencentSpeech = {
      ...TENCENT_KEYS,
      region: 'ap-beijing',
      endpoint: cloud.endpoints.tencent,
      timeoutMs: 2000,
    };
    expect(tencentOf(await operator.get('/api/ops/speech-settings'))).toMatchObject({
      source: 'environment',
      region: 'ap-beijing',
      hasSecret: true,
    });
    expect(await suppliers()).toEqual(new Set(['local', 'tencent']));
    app.deps.config.tencentSpeech = undefined;
  });
});
