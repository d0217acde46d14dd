import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import type { AppRouter } from '../../src/trpc/app-router';

/**
 * The live channel's outside edge on loopback: an OpenAI-compatible model that streams one
 * sentence every `sentenceMs` (and records whether the caller hung up before the end), and an
 * OpenAI-compatible recogniser that answers at once with a fixed text.
 */
export interface LiveStandIn {
  origin: string;
  /** One entry per model request: whether its connection closed before the answer ended. */
  chats: { closedEarly: boolean; sentencesSent: number; done: boolean }[];
  transcriptions: number;
  heard: string;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

export async function startLiveStandIn(
  options: { sentenceMs?: number; sentences?: number; heard?: string } = {},
): Promise<LiveStandIn> {
  const sentenceMs = options.sentenceMs ?? 150;
  const total = options.sentences ?? 10;
  const state: LiveStandIn = {
    origin: '',
    chats: [],
    transcriptions: 0,
    heard: options.heard ?? '你们的营业时间是几点到几点',
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    void (async () => {
      await readBody(req);
      if (req.url === '/v1/chat/completions') {
        const chat = { closedEarly: false, sentencesSent: 0, done: false };
        state.chats.push(chat);
        res.on('close', () => {
          if (!chat.done) chat.closedEarly = true;
        });
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (let i = 0; i < total; i++) {
          if (res.destroyed) return;
          const content = `这是模型的第${i + 1}句回答。`;
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
          chat.sentencesSent += 1;
          await new Promise((resolve) => setTimeout(resolve, sentenceMs));
        }
        chat.done = true;
        return void res.end('data: [DONE]\n\n');
      }
      if (req.url === '/v1/audio/transcriptions') {
        state.transcriptions += 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(
          JSON.stringify({ text: state.heard, segments: [{ id: 0, start: 0, end: 1, text: state.heard }] }),
        );
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** A tRPC client over the live socket, as the page opens it (the `ws` package stands in for the browser's WebSocket). */
export function liveSocketClient(baseUrl: string, headers: Record<string, string> = {}) {
  class HeaderedSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const ws = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/api/trpc-ws`,
    WebSocket: HeaderedSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 200,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws, transformer: superjson })] });
  return { client, close: () => ws.close() };
}

/** A WAV of `ms` of quiet 16 kHz mono audio, as the page's voice-activity detector sends. */
export function quietWav(ms = 500) {
  const samples = Math.round((16000 * ms) / 1000);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(16000, 24);
  wav.writeUInt32LE(32000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(300 * Math.sin(i / 10)), 44 + i * 2);
  return wav;
}
