import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  server: Server;
  /** http://127.0.0.1:port */
  origin: string;
  requests: { url: string; authorization?: string | undefined; body: any }[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** The bytes of a tiny "media" file the loopback site serves (the recognizer stand-in only counts them). */
export const SAMPLE_MEDIA = Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000sample-audio-frames', 'latin1');

/**
 * One loopback server standing in for the outside world of the AI toolbox:
 * - `POST /v1/chat/completions`: an OpenAI-compatible streamed chat (bearer test-key); it answers
 *   in two chunks naming the request's last line, so tests can tell prompts apart;
 * - `POST /v1/audio/transcriptions`: OpenAI-compatible speech recognition (multipart file + model,
 *   verbose_json) answering a transcript that names the file and its size, or the text a file
 *   carries after "SAY:";
 * - a "video site": `/video/page.html` (a page with og:video), `/video/clip.mp3` (audio),
 *   `/video/plain.html` (a page without media), `/video/redirect-home` (a redirect to localhost),
 *   `/video/hang` (never answers).
 */
export async function startAiStandIns(): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const url = req.url ?? '';
      if (url === '/v1/chat/completions') {
        const body = JSON.parse(raw.toString('utf8'));
        requests.push({ url, authorization: req.headers.authorization, body });
        if (req.headers.authorization !== 'Bearer test-key') return void res.writeHead(401).end();
        const last: string = String(body.messages.at(-1).content).split('\n')[0]!;
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const content of ['模型回答：', last.slice(0, 40)])
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
        return void res.end('data: [DONE]\n\n');
      }
      if (url === '/v1/audio/transcriptions') {
        const form = await new Request('http://stand-in/', {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type']) },
          body: raw,
        }).formData();
        const file = form.get('file');
        requests.push({
          url,
          authorization: req.headers.authorization,
          body: {
            model: form.get('model'),
            format: form.get('response_format'),
            fileName: file instanceof File ? file.name : null,
          },
        });
        if (req.headers.authorization !== 'Bearer asr-key') return void res.writeHead(401).end();
        if (!(file instanceof File)) return void res.writeHead(400).end();
        // A file carrying "SAY:<text>" (e.g. in a WAV's samples) is heard as that text, one segment per sentence.
        const said = /SAY:([^\0]*)/.exec(Buffer.from(await file.arrayBuffer()).toString('utf8'))?.[1];
        const text = said ?? `这是${file.name}的原文，共${file.size}字节。`;
        const sentences = text.split(/(?<=。)/).filter(Boolean);
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(
          JSON.stringify({
            text,
            segments: sentences.map((t, id) => ({ id, start: id * 1.5, end: id * 1.5 + 1.5, text: t })),
          }),
        );
      }
      if (url === '/video/page.html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(
          '<html><head><meta property="og:video" content="/video/clip.mp3"></head><body>热门视频</body></html>',
        );
      }
      if (url === '/video/plain.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<html><body>没有视频</body></html>');
      }
      if (url === '/video/clip.mp3') {
        res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': SAMPLE_MEDIA.length });
        return void res.end(SAMPLE_MEDIA);
      }
      if (url === '/video/hang') return; // never answers: the fetcher's time cap must end it
      if (url === '/video/redirect-home') {
        res.writeHead(302, { location: `${origin.replace('127.0.0.1', 'localhost')}/video/clip.mp3` });
        return void res.end();
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    origin,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
