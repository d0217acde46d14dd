import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cardMessages, knowledgeMessages, liveMessages, type AnswerChunk } from '@portal/contracts';
import { talkProjects, talkSessions } from '../../src/db/schema/index';
import { issueVisitorId } from '../../src/services/applet/visitor-id';
import { LIVE_FRAME_MAX_BYTES } from '../../src/trpc/ws-transport';
import { signedInUser } from '../support/accounts';
import { testEngines } from '../support/databases';
import { liveSocketClient, quietWav, startLiveStandIn, type LiveStandIn } from '../support/live-stand-ins';
import { startTestApp, type TestApp } from '../support/test-app';

type Client = ReturnType<typeof liveSocketClient>['client'];
type AskInput = Parameters<Client['applet']['askStream']['subscribe']>[0];
type VoiceInput = Parameters<Client['live']['voiceAsk']['subscribe']>[0];

const FAQ_QUESTION = '你们的营业时间是几点到几点';
const FAQ_ANSWER = '每天早上九点到晚上九点营业。欢迎光临。';

/** Runs a subscription to its end (or its error), with every chunk and when each arrived. */
function collect(subscribe: (handlers: any) => { unsubscribe(): void }, stopWhen?: (chunk: AnswerChunk) => boolean) {
  return new Promise<{ chunks: AnswerChunk[]; error: { message: string; data?: any } | null }>((resolve) => {
    const chunks: AnswerChunk[] = [];
    const sub = subscribe({
      onData: (chunk: AnswerChunk) => {
        chunks.push(chunk);
        if (stopWhen?.(chunk)) {
          sub.unsubscribe();
          resolve({ chunks, error: null });
        }
      },
      onError: (error: { message: string; data?: any }) => resolve({ chunks, error }),
      onComplete: () => resolve({ chunks, error: null }),
    });
  });
}

describe.each(testEngines())('the live channel over WebSocket on %s', (engine) => {
  let app: TestApp;
  let model: LiveStandIn;
  let projectId = '';
  let otherProjectId = '';
  let companyId = '';
  let visitorId = '';
  let link: { projectId: string; shareToken: string; visitorId: string };
  const sockets: { close(): void }[] = [];

  const open = (headers: Record<string, string> = {}) => {
    const socket = liveSocketClient(app.baseUrl, headers);
    sockets.push(socket);
    return socket;
  };
  const newVisitor = () => issueVisitorId(app.deps.config.secret, projectId);
  const startSession = async (visitor = visitorId, project = projectId) => {
    const [row] = await app.deps.db
      .insert(talkSessions)
      .values({ companyId, projectId: project, side: 'client', visitorId: visitor, mode: 'videoCall' })
      .returning();
    return row!.id;
  };
  const sessionRow = async (id: string) =>
    (await app.deps.db.select().from(talkSessions).where(eq(talkSessions.id, id)))[0]!;
  const ask = (client: Client, input: Partial<AskInput>, stopWhen?: (chunk: AnswerChunk) => boolean) =>
    collect(
      (h) => client.applet.askStream.subscribe({ ...link, question: FAQ_QUESTION, ...input } as AskInput, h),
      stopWhen,
    );
  const voice = (client: Client, input: Partial<VoiceInput>) =>
    collect((h) => client.live.voiceAsk.subscribe({ ...link, ...input } as VoiceInput, h));
  const ttsFiles = () => {
    const dir = join(app.deps.config.dataDir, 'storage');
    const walk = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [e.name]));
    try {
      return walk(dir).filter((name) => name.endsWith('.wav')).length;
    } catch {
      return 0;
    }
  };

  beforeAll(async () => {
    model = await startLiveStandIn({ sentenceMs: 200, sentences: 12 });
    app = await startTestApp(engine, {
      workers: false,
      reconnectGraceMs: 300,
      config: {
        llm: { baseUrl: `${model.origin}/v1`, apiKey: 'test-key', model: 'stand-in' },
        asr: { baseUrl: `${model.origin}/v1`, apiKey: 'asr-key', model: 'whisper-1' },
      },
    });
    const owner = await signedInUser(app.deps.db);
    companyId = owner.company.id;
    const made = async (shareToken: string) => {
      const [row] = await app.deps.db
        .insert(talkProjects)
        .values({
          companyId,
          title: '名片',
          publishType: 'card',
          data: {},
          persona: { displayName: '小星' },
          visibility: true,
          shareToken,
        })
        .returning();
      return row!.id;
    };
    projectId = await made('share-token-1');
    otherProjectId = await made('share-token-2');
    const res = await fetch(`${app.baseUrl}/api/talk/faq/create`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, standardQuestion: FAQ_QUESTION, standardAnswers: [FAQ_ANSWER] }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    visitorId = newVisitor();
    link = { projectId, shareToken: 'share-token-1', visitorId };
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await app?.close();
    await model?.close();
  });

  it('answers a typed FAQ question over the socket, text first and then each sentence spoken with its visemes', async () => {
    const { client } = open();
    const { chunks, error } = await ask(client, { speak: true });
    expect(error).toBeNull();
    expect(chunks[0]).toMatchObject({ source: 'faq', content: FAQ_ANSWER });
    const speech = chunks.filter((c) => c.speech).map((c) => c.speech!);
    expect(speech.map((s) => s.text)).toEqual(['每天早上九点到晚上九点营业。', '欢迎光临。']);
    expect(speech.map((s) => s.seq)).toEqual([0, 1]);
    for (const s of speech) {
      expect(Buffer.from(s.audioBase64, 'base64').subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(s.durationMs).toBeGreaterThan(200);
      expect(s.sampleRate).toBe(22050);
      expect(s.visemes.length).toBeGreaterThan(2);
    }
  });

  it('refuses a card question without the project’s token, with a forged visitor, or in another visitor’s session', async () => {
    const { client } = open();
    expect((await ask(client, { shareToken: 'not-the-token' })).error?.message).toBe(cardMessages.linkInvalid);
    expect((await ask(client, { visitorId: `${visitorId}x` })).error?.message).toBe(cardMessages.visitorInvalid);
    const foreign = await startSession(newVisitor());
    expect((await ask(client, { sessionId: foreign })).error?.message).toBe(liveMessages.sessionNotFound);
    const elsewhere = await startSession(issueVisitorId(app.deps.config.secret, otherProjectId), otherProjectId);
    expect((await ask(client, { sessionId: elsewhere })).error?.message).toBe(liveMessages.sessionNotFound);
    const own = await startSession();
    expect((await ask(client, { sessionId: own })).error).toBeNull();
  });

  it('limits a visitor to 20 questions a minute, without touching another visitor', async () => {
    const { client } = open();
    const flooder = newVisitor();
    const results = [];
    for (let i = 0; i < 21; i++) results.push(await ask(client, { visitorId: flooder }));
    expect(results.slice(0, 20).every((r) => r.error === null)).toBe(true);
    expect(results[20]!.error?.message).toBe(cardMessages.tooManyQuestions);
    expect((await ask(client, { visitorId: newVisitor() })).error).toBeNull();
  });

  it('refuses an oversized, a malformed and a foreign utterance clearly, and the session goes on', async () => {
    const { client } = open();
    const visitor = newVisitor();
    const sessionId = await startSession(visitor);
    const mine = { visitorId: visitor, sessionId };
    expect((await voice(client, { ...mine, audioBase64: 'A'.repeat(1_600_004) })).error?.message).toBe(
      liveMessages.utteranceTooLarge,
    );
    expect(
      (await voice(client, { ...mine, audioBase64: Buffer.from('not a wav at all').toString('base64') })).error
        ?.message,
    ).toBe(liveMessages.utteranceInvalid);
    expect((await voice(client, { ...mine, audioBase64: '%%%%%%%%%%' })).error?.message).toBe(
      liveMessages.utteranceInvalid,
    );
    const foreign = await startSession(newVisitor());
    expect(
      (await voice(client, { visitorId: visitor, sessionId: foreign, audioBase64: quietWav().toString('base64') }))
        .error?.message,
    ).toBe(liveMessages.sessionNotFound);
    expect((await sessionRow(sessionId)).status).toBe('Running');
    expect((await sessionRow(foreign)).status).toBe('Running');
  });

  it('answers a spoken question: the transcript first, then the spoken answer', async () => {
    const { client } = open();
    const visitor = newVisitor();
    const sessionId = await startSession(visitor);
    const before = model.transcriptions;
    const { chunks, error } = await voice(client, {
      visitorId: visitor,
      sessionId,
      audioBase64: quietWav().toString('base64'),
    });
    expect(error).toBeNull();
    expect(model.transcriptions).toBe(before + 1);
    expect(chunks[0]).toEqual({ source: 'noMatch', content: '', transcript: FAQ_QUESTION });
    expect(chunks[1]).toMatchObject({ source: 'faq', content: FAQ_ANSWER });
    expect(chunks.filter((c) => c.speech).length).toBe(2);
  });

  it('says so when no recogniser is configured', async () => {
    const { client } = open();
    const visitor = newVisitor();
    const sessionId = await startSession(visitor);
    const asr = app.deps.config.asr;
    app.deps.config.asr = undefined;
    try {
      const { error } = await voice(client, {
        visitorId: visitor,
        sessionId,
        audioBase64: quietWav().toString('base64'),
      });
      expect(error?.message).toBe(knowledgeMessages.asrNotConfigured);
    } finally {
      app.deps.config.asr = asr;
    }
  });

  it('on barge-in (the subscription stops mid-answer) aborts the model call and synthesises nothing more', async () => {
    const { client } = open();
    const chatsBefore = model.chats.length;
    const filesBefore = ttsFiles();
    // The visitor speaks as soon as the answer starts: the model is still streaming then.
    const { chunks } = await ask(
      client,
      { question: '请介绍一下你们公司的历史', speak: true, visitorId: newVisitor() },
      (c) => c.source === 'llm',
    );
    expect(chunks.some((c) => c.source === 'llm')).toBe(true);
    const chat = model.chats[chatsBefore]!;
    await expect.poll(() => chat.closedEarly, { timeout: 3000 }).toBe(true);
    expect(chat.sentencesSent).toBeLessThan(12);
    // Long enough for the whole answer (12 sentences, 200 ms apart) to have been spoken had it gone on:
    // at most the sentence already in the engine when the visitor spoke is synthesised.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(ttsFiles() - filesBefore).toBeLessThanOrEqual(1);
  });

  it('a socket that closes mid-answer (a closed tab) aborts its model call', async () => {
    const socket = open();
    const chatsBefore = model.chats.length;
    await ask(socket.client, { question: '请介绍一下你们的产品', visitorId: newVisitor() }, (c) => {
      if (c.source === 'llm') socket.close();
      return false;
    }).catch(() => undefined);
    await expect.poll(() => model.chats[chatsBefore]?.closedEarly, { timeout: 3000 }).toBe(true);
    expect(model.chats[chatsBefore]!.sentencesSent).toBeLessThan(12);
  });

  it('answers a malformed frame with an error on that socket only; the socket and the others go on', async () => {
    const other = open();
    const raw = new WebSocket(`${app.baseUrl.replace(/^http/, 'ws')}/api/trpc-ws`);
    await new Promise((resolve, reject) => {
      raw.once('open', resolve);
      raw.once('error', reject);
    });
    const replies: string[] = [];
    raw.on('message', (data) => replies.push(data.toString()));
    raw.send('{ this is not json');
    raw.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'no.such.call', input: {} } }));
    await expect.poll(() => replies.length, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
    expect(replies.join('\n')).toContain('PARSE_ERROR');
    expect(raw.readyState).toBe(WebSocket.OPEN);
    expect((await ask(other.client, { visitorId: newVisitor() })).error).toBeNull();
    raw.close();
  });

  it('closes a socket that floods frames or sends one over the frame limit, and only that one', async () => {
    const other = open();
    const url = `${app.baseUrl.replace(/^http/, 'ws')}/api/trpc-ws`;
    const closeCode = async (send: (ws: WebSocket) => void) => {
      const raw = new WebSocket(url);
      await new Promise((resolve) => raw.once('open', resolve));
      const closed = new Promise<number>((resolve) => raw.once('close', (code) => resolve(code)));
      raw.on('error', () => undefined);
      send(raw);
      return closed;
    };
    expect(
      await closeCode((ws) => {
        for (let i = 0; i < 60; i++) ws.send(JSON.stringify({ id: i, method: 'subscription.stop' }));
      }),
    ).toBe(1008);
    expect(await closeCode((ws) => ws.send('x'.repeat(LIVE_FRAME_MAX_BYTES + 1)))).toBe(1009);
    expect((await ask(other.client, { visitorId: newVisitor() })).error).toBeNull();
  });

  it('refuses other upgrade paths', async () => {
    const raw = new WebSocket(`${app.baseUrl.replace(/^http/, 'ws')}/not-the-channel`);
    const failed = await new Promise<boolean>((resolve) => {
      raw.once('open', () => resolve(false));
      raw.once('error', () => resolve(true));
    });
    expect(failed).toBe(true);
  });

  it('ends the sessions a closed socket used, unless the page came back within the grace', async () => {
    const socket = open();
    const visitor = newVisitor();
    const gone = await startSession(visitor);
    const back = await startSession(visitor);
    expect((await ask(socket.client, { visitorId: visitor, sessionId: gone })).error).toBeNull();
    expect((await ask(socket.client, { visitorId: visitor, sessionId: back })).error).toBeNull();
    socket.close();
    // The page reconnected and sent a heartbeat for one of them (here, by hand: heartbeats are another call).
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.deps.db
      .update(talkSessions)
      .set({ heartbeatAt: new Date(Date.now() + 1000) })
      .where(eq(talkSessions.id, back));
    await expect.poll(async () => (await sessionRow(gone)).status, { timeout: 5000 }).toBe('Stopped');
    expect((await sessionRow(gone)).endReason).toBe('closed');
    expect((await sessionRow(back)).status).toBe('Running');
  });
});
