// A loopback stand-in for the services behind the AI toolbox, started by playwright.config.ts:
// - POST /v1/chat/completions: an OpenAI-compatible chat API streaming its answer in small chunks
//   (bearer e2e-key); the answer names what the prompt asked for, so a test can recognise it, and a
//   digital human's system prompt (请始终以X的身份) makes it introduce itself as X first;
// - POST /v1/audio/transcriptions: OpenAI-compatible speech recognition (bearer e2e-key); a visitor's
//   utterance (16 kHz mono 16-bit WAV, what the card's voice detector sends) is heard as the card
//   question VOICE_QUESTION when it holds at least half a second of voice, and as nothing when silent;
// - GET /video/page.html and /video/clip.mp3: a "video page" whose og:video is a small audio file.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.env.AI_STUB_PORT ?? 13217);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** What the loopback recogniser hears in a voiced utterance (e2e/tests/live-voice.spec.ts asks it by voice). */
const VOICE_QUESTION = JSON.parse(readFileSync(new URL('./voice-question.json', import.meta.url), 'utf8')).question;

/** Seconds of voice in a 16 kHz mono 16-bit WAV (20 ms windows above a quiet-room level), or null for other audio. */
function voicedSeconds(bytes) {
  if (bytes.length < 44 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE')
    return null;
  let fmt = null;
  let data = null;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ')
      fmt = {
        channels: bytes.readUInt16LE(at + 10),
        rate: bytes.readUInt32LE(at + 12),
        bits: bytes.readUInt16LE(at + 22),
      };
    if (id === 'data') data = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + size));
    at += 8 + size + (size % 2);
  }
  if (!fmt || !data || fmt.channels !== 1 || fmt.rate !== 16000 || fmt.bits !== 16) return null;
  const window = 320;
  let voiced = 0;
  for (let start = 0; start + window * 2 <= data.length; start += window * 2) {
    let sum = 0;
    for (let i = 0; i < window; i++) sum += (data.readInt16LE(start + i * 2) / 32768) ** 2;
    if (Math.sqrt(sum / window) > 0.02) voiced++;
  }
  return (voiced * window) / 16000;
}

function answerFor(prompt) {
  const fission = /为「(.+?)」写一个新脚本/.exec(prompt);
  if (fission) return ['裂变脚本：', `${fission[1]}，`, '让生活更轻松。', '欢迎了解！'];
  const style = /改写成(.+?)风格/.exec(prompt);
  if (style) return [`【${style[1]}】`, '每一次坚持，', '都会被看见。'];
  const topic = /营销短视频文案：\n(.+)/.exec(prompt);
  if (topic) return ['AI文案：', `${topic[1]}，`, '品质之选，欢迎选购。'];
  const rewrite = /进行(缩写|扩写|润色)，保持原意：\n([\s\S]+)/.exec(prompt);
  if (rewrite) return [`${rewrite[1]}后：`, rewrite[2]];
  // Anything else is a deep-thinking question: reasoning first, then the answer.
  return [
    { reasoning_content: '先想想用户要什么，' },
    { reasoning_content: '再组织语言。' },
    '深度思考的回答：',
    `${prompt.slice(0, 20)}。`,
  ];
}

const server = createServer(async (req, res) => {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const raw = Buffer.concat(chunks);
  if (req.url === '/healthz') return void res.end('ok');
  if (req.url === '/v1/chat/completions' && req.method === 'POST') {
    if (req.headers.authorization !== 'Bearer e2e-key') return void res.writeHead(401).end();
    const body = JSON.parse(raw.toString('utf8'));
    const prompt = String(body.messages.at(-1)?.content ?? '');
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    // Only a persona prompt names a role to play; the toolbox's system prompts are left as they were.
    const persona = /请始终以(.+?)的身份/.exec(String(system))?.[1];
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const part of [...(persona ? [`我是${persona}，`] : []), ...answerFor(prompt)]) {
      const delta = typeof part === 'string' ? { content: part } : part;
      res.write(`data: ${JSON.stringify({ choices: [{ delta }] })}\n\n`);
      await sleep(150);
    }
    return void res.end('data: [DONE]\n\n');
  }
  if (req.url === '/v1/audio/transcriptions' && req.method === 'POST') {
    if (req.headers.authorization !== 'Bearer e2e-key') return void res.writeHead(401).end();
    const form = await new Request('http://stub/', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body: raw,
    }).formData();
    const file = form.get('file');
    if (!(file instanceof File)) return void res.writeHead(400).end();
    const voiced = voicedSeconds(Buffer.from(await file.arrayBuffer()));
    const text = voiced === null ? '今天给大家推荐一款保温杯，保温十二小时。' : voiced >= 0.5 ? VOICE_QUESTION : '';
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ text, segments: [{ start: 0, end: 3, text }] }));
  }
  if (req.url === '/video/page.html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return void res.end(
      '<html><head><meta property="og:video" content="/video/clip.mp3"></head><body>热门视频</body></html>',
    );
  }
  if (req.url === '/video/clip.mp3') {
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
    return void res.end(Buffer.from('ID3 e2e audio frames'));
  }
  res.writeHead(404).end();
});
server.listen(port, '127.0.0.1', () => console.log(`[ai-stub] listening on ${port}`));
