import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeMessages } from '@portal/contracts';
import { talkProjects, users } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { ffmpeg } from '../../src/services/media/ffmpeg';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/** A loopback OpenAI-compatible transcription service: answers what the test queued, counts calls. */
function fakeTranscriber(): Promise<{ server: Server; base: string; next: { text: string }; calls: string[] }> {
  const state = { next: { text: '' }, calls: [] as string[] };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.calls.push(String(req.headers.authorization));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: state.next.text, segments: [{ start: 0, end: 1, text: state.next.text }] }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        ...state,
        get next() {
          return state.next;
        },
      }),
    ),
  );
}

describe.each(testEngines())(
  'an interactive human’s voice: answer speech with visemes, spoken questions on %s',
  (engine) => {
    let app: TestApp;
    let cookie = '';
    let projectId = '';
    let silentProjectId = '';
    let otherCookie = '';
    let asr: Awaited<ReturnType<typeof fakeTranscriber>>;
    const scratch = mkdtempSync(join(tmpdir(), 'kvoice-'));
    const clip = async (name: string, seconds: number) => {
      const path = join(scratch, name);
      await ffmpeg([
        '-y',
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=440:sample_rate=8000:duration=${seconds}`,
        '-c:a',
        'pcm_s16le',
        path,
      ]);
      return readFileSync(path);
    };
    const post = async (path: string, body: unknown, who = cookie): Promise<any> =>
      (
        await fetch(app.baseUrl + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: who },
          body: JSON.stringify(body),
        })
      ).json();
    const upload = async (path: string, fields: Record<string, string>, file: Buffer, who = cookie): Promise<any> => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('file', new Blob([new Uint8Array(file)]), 'question.wav');
      return (await fetch(app.baseUrl + path, { method: 'POST', headers: { cookie: who }, body: form })).json();
    };

    beforeAll(async () => {
      asr = await fakeTranscriber();
      app = await startTestApp(engine);
      await seedDemoData(app.deps.db);
      const admin = legacyClient(app.baseUrl);
      expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
        200,
      );
      cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const [me] = await app.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
      const make = async (data: Record<string, unknown>) =>
        (
          await app.deps.db
            .insert(talkProjects)
            .values({ companyId: me!.companyId, title: 'voice', publishType: 'card', data })
            .returning()
        )[0]!.id;
      projectId = await make({ iceScenes: { tts: { voiceBizId: 'local-cmn-f3' } } });
      silentProjectId = await make({});
      otherCookie = (await signedInUser(app.deps.db)).cookie;
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      asr?.server.close();
    });

    it('speaks an answer with the project voice and a viseme track, analysed once, and speaks a flagged answer as the safe reply', async () => {
      const first = await post('/api/talk/faq/genTtsAndBlendShape', {
        projectId,
        text: '您好，我们每天早上九点开门。',
      });
      expect(first.code, first.message).toBe(200);
      const { audioUrl, durationMs, visemes, voiceBizId, text } = first.data;
      expect({ voiceBizId, text }).toEqual({ voiceBizId: 'local-cmn-f3', text: '您好，我们每天早上九点开门。' });
      expect(durationMs).toBeGreaterThan(500);
      // The company's own storage: read with the session, as the editor does.
      const audio = await fetch(audioUrl, { headers: { cookie } });
      expect(audio.status).toBe(200);
      expect(
        Buffer.from(await audio.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('RIFF');
      // A track over the speech: ordered keys, open mouths while speaking, all within the audio.
      const times = visemes.map(([ms]: [number, number]) => ms);
      expect(times).toEqual([...times].sort((a: number, b: number) => a - b));
      expect(visemes.filter(([, v]: [number, number]) => v !== 0).length).toBeGreaterThan(3);
      expect(times.at(-1)).toBeLessThanOrEqual(durationMs + 100);
      const again = await post('/api/talk/faq/genTtsAndBlendShape', {
        projectId,
        text: '您好，我们每天早上九点开门。',
      });
      expect(again.data).toEqual(first.data);

      const flaggedAnswer = await post('/api/talk/faq/genTtsAndBlendShape', { projectId, text: '我们提供赌博服务' });
      expect(flaggedAnswer.data.text).toBe(knowledgeMessages.safeReply);
    }, 120_000);

    it('refuses speech without a voice, for another company, and past the answer limit', async () => {
      expect(
        await post('/api/talk/faq/genTtsAndBlendShape', { projectId: silentProjectId, text: '你好' }),
      ).toMatchObject({ code: 400, message: knowledgeMessages.voiceMissing });
      expect((await post('/api/talk/faq/genTtsAndBlendShape', { projectId, text: '你好' }, otherCookie)).code).toBe(
        404,
      );
      expect((await post('/api/talk/faq/genTtsAndBlendShape', { projectId, text: '长'.repeat(501) })).code).toBe(400);
    });

    it('recognises a spoken question through the configured provider, checks it, and counts it in the cost', async () => {
      app.deps.config.asr = undefined;
      const second = await clip('one.wav', 1);
      expect(await upload('/api/talk/faq/asr/check', { projectId }, second)).toMatchObject({
        code: 503,
        message: knowledgeMessages.asrNotConfigured,
      });
      app.deps.config.asr = { baseUrl: asr.base, apiKey: 'asr-key', model: 'm' };
      try {
        const before = (await post('/api/talk/faq/asr/cost', { projectId })).data;
        asr.next.text = '你们几点开门';
        const heard = await upload('/api/talk/faq/asr/check', { projectId }, second);
        expect(heard.code, heard.message).toBe(200);
        expect(heard.data).toMatchObject({ text: '你们几点开门', sensitive: false });
        expect(Math.abs(heard.data.durationMs - 1000)).toBeLessThan(100);
        expect(asr.calls.at(-1)).toBe('Bearer asr-key');
        asr.next.text = '我想了解赌博';
        expect((await upload('/api/talk/faq/asr/check', { projectId }, second)).data).toMatchObject({
          text: '我想了解赌博',
          sensitive: true,
        });
        const after = (await post('/api/talk/faq/asr/cost', { projectId })).data;
        expect(after.count - before.count).toBe(2);
        expect(after.durationMs - before.durationMs).toBeGreaterThan(1900);

        // Refused before the provider is asked: a clip past 60 s, and a file that is not audio.
        const calls = asr.calls.length;
        expect(await upload('/api/talk/faq/asr/check', { projectId }, await clip('long.wav', 61))).toMatchObject({
          code: 400,
          message: knowledgeMessages.asrTooLong,
        });
        expect(await upload('/api/talk/faq/asr/check', { projectId }, Buffer.from('not audio at all'))).toMatchObject({
          code: 400,
          message: knowledgeMessages.asrNoFile,
        });
        expect(asr.calls.length).toBe(calls);
        expect((await upload('/api/talk/faq/asr/check', { projectId }, second, otherCookie)).code).toBe(404);
      } finally {
        app.deps.config.asr = undefined;
      }
    }, 60_000);

    it('lets card visitors speak to a published card only, each seeing their own use', async () => {
      app.deps.config.asr = { baseUrl: asr.base, apiKey: 'asr-key', model: 'm' };
      try {
        const shareToken = 'voice-card-link';
        await app.deps.db.update(talkProjects).set({ shareToken }).where(eq(talkProjects.id, projectId));
        const second = await clip('visitor.wav', 1);
        asr.next.text = '有停车场吗';
        expect(
          await upload('/api/applet/talk/asr/check', { projectId, shareToken, visitorId: 'v-a' }, second, ''),
        ).toMatchObject({ code: 4300, data: { reason: 'unpublished' } });
        await app.deps.db.update(talkProjects).set({ visibility: true }).where(eq(talkProjects.id, projectId));
        const visitor = async () =>
          (await post('/api/talk/faq/applet/user', { projectId, shareToken }, '')).data.visitorId;
        const [a, b] = [await visitor(), await visitor()];
        // An id this server did not issue is refused before the recogniser is asked.
        const calls = asr.calls.length;
        expect(
          await upload('/api/applet/talk/asr/check', { projectId, shareToken, visitorId: 'v-a' }, second, ''),
        ).toMatchObject({ code: 4300, data: { reason: 'visitorInvalid' } });
        expect(asr.calls.length).toBe(calls);
        const heard = await upload('/api/applet/talk/asr/check', { projectId, shareToken, visitorId: a }, second, '');
        expect(heard.data).toMatchObject({ text: '有停车场吗', sensitive: false });
        await upload('/api/applet/talk/asr/check', { projectId, shareToken, visitorId: a }, second, '');
        expect((await post('/api/applet/talk/asr/cost', { projectId, shareToken, visitorId: a }, '')).data.count).toBe(
          2,
        );
        expect((await post('/api/applet/talk/asr/cost', { projectId, shareToken, visitorId: b }, '')).data).toEqual({
          count: 0,
          durationMs: 0,
        });
        expect((await post('/api/applet/talk/asr/cost', { projectId, shareToken }, '')).code).toBe(400);
        expect((await post('/api/applet/talk/asr/cost', { projectId, visitorId: a }, '')).code).toBe(400);
      } finally {
        app.deps.config.asr = undefined;
      }
    }, 60_000);
  },
);
