// A loopback stand-in for the two Chinese cloud speech services, speaking their real protocols:
// - Alibaba Cloud NLS: the POP RPC API CreateToken (GET /?…, HMAC-SHA1 signature over the canonical
//   query) and the RESTful short-text synthesis POST /stream/v1/tts (JSON in, audio or JSON error out);
// - Tencent Cloud TTS: POST / with X-TC-Action TextToVoice, signed TC3-HMAC-SHA256, answering
//   {Response: {Audio, Subtitles, RequestId}} or {Response: {Error}}.
// It checks signatures, tokens and limits as the services do, and answers their error shapes.
// `fault` makes it misbehave for tests: 'timeout' accepts requests and never answers, 'error'
// answers the service's internal error. The server's integration tests start it in-process; the
// e2e run starts it as a process (playwright.config.ts). Nothing here listens beyond 127.0.0.1.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** POP percent-encoding: RFC 3986 unreserved characters only. */
const popEncode = (v) =>
  encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (t) => createHash('sha256').update(t).digest('hex');
const hmac = (key, t) => createHmac('sha256', key).update(t).digest();

/** Pinyin of the characters the tests and the audition speak; others come back without a phoneme. */
const PINYIN = {
  您: 'nin2',
  好: 'hao3',
  我: 'wo3',
  是: 'shi4',
  的: 'de5',
  数: 'shu4',
  字: 'zi4',
  员: 'yuan2',
  工: 'gong1',
  很: 'hen3',
  高: 'gao1',
  兴: 'xing4',
  为: 'wei4',
  服: 'fu2',
  务: 'wu4',
  欢: 'huan1',
  迎: 'ying2',
  光: 'guang1',
  临: 'lin2',
  买: 'mai3',
  东: 'dong1',
  西: 'xi1',
};
const PUNCTUATION = /[\s，。！？、；：,.!?;:]/u;

/** A WAV of the text: each spoken character 220 ms of a voiced tone whose loudness rises and falls, punctuation 200 ms of silence. */
function speechWav(text, sampleRate) {
  const chars = [...text];
  const pieces = chars.map((c) => ({ c, ms: PUNCTUATION.test(c) ? 200 : 220 }));
  const total = Math.round((pieces.reduce((n, p) => n + p.ms, 0) * sampleRate) / 1000);
  const data = Buffer.alloc(total * 2);
  let at = 0;
  const subtitles = [];
  let ms = 0;
  chars.forEach((c, index) => {
    const piece = pieces[index];
    const n = Math.round((piece.ms * sampleRate) / 1000);
    const voiced = !PUNCTUATION.test(c);
    for (let i = 0; i < n && at < total; i++, at++) {
      const envelope = voiced ? Math.sin((Math.PI * i) / n) : 0;
      const sample = envelope * 0.5 * Math.sin((2 * Math.PI * (140 + 40 * (index % 3)) * i) / sampleRate);
      data.writeInt16LE(Math.round(sample * 32767), at * 2);
    }
    subtitles.push({
      Text: c,
      BeginTime: ms,
      EndTime: voiced ? ms + piece.ms : ms,
      BeginIndex: index,
      EndIndex: index + 1,
      Phoneme: PINYIN[c] ?? null,
    });
    ms += piece.ms;
  });
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(sampleRate, 24);
  head.writeUInt32LE(sampleRate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return { wav: Buffer.concat([head, data]), subtitles: subtitles.filter((s) => s.EndTime > s.BeginTime || s.Phoneme) };
}

/** The text spoken: SSML tags dropped, entities read. */
const spokenText = (ssml) =>
  ssml
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Starts the loopback. `alibaba`: {accessKeyId, accessKeySecret, appkey}; `tencent`: {secretId, secretKey}.
 * Answers {server, base, requests, tokens, setFault(kind), close()}.
 */
export function startCloudTtsLoopback({ port = 0, alibaba, tencent }) {
  const requests = [];
  /** Issued NLS tokens → expiry (epoch seconds). */
  const tokens = new Map();
  let fault = 'none';

  const json = (res, status, body) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

  function createToken(req, res, url) {
    const params = Object.fromEntries(url.searchParams);
    const { Signature, ...signed } = params;
    const popError = (status, Code, Message) =>
      json(res, status, { RequestId: randomUUID(), HostId: 'nls-meta.cn-shanghai.aliyuncs.com', Code, Message });
    if (params.Action !== 'CreateToken' || params.Version !== '2019-02-28')
      return popError(400, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    if (params.AccessKeyId !== alibaba.accessKeyId)
      return popError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0' || !params.SignatureNonce)
      return popError(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
    const age = Math.abs(Date.now() - Date.parse(params.Timestamp ?? ''));
    if (!(age < 15 * 60_000))
      return popError(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    const canonical = Object.keys(signed)
      .sort()
      .map((k) => `${popEncode(k)}=${popEncode(signed[k])}`)
      .join('&');
    const expected = createHmac('sha1', `${alibaba.accessKeySecret}&`)
      .update(`${req.method}&${popEncode('/')}&${popEncode(canonical)}`)
      .digest('base64');
    if (Signature !== expected)
      return popError(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    const id = randomBytes(16).toString('hex');
    const expireTime = Math.floor(Date.now() / 1000) + 36 * 3600;
    tokens.set(id, expireTime);
    json(res, 200, {
      ErrMsg: '',
      NlsRequestId: randomUUID(),
      RequestId: randomUUID(),
      Token: { ExpireTime: expireTime, Id: id, UserId: '1234567890' },
    });
  }

  function nlsTts(res, body) {
    const taskId = randomBytes(16).toString('hex');
    const nlsError = (status, code, message) =>
      json(res, status, { task_id: taskId, result: '', status: code, message });
    let request;
    try {
      request = JSON.parse(body);
    } catch {
      return nlsError(400, 40000000, 'Gateway:CLIENT_ERROR:Invalid json!');
    }
    const expiry = tokens.get(request.token ?? '');
    if (!expiry || expiry * 1000 < Date.now())
      return nlsError(400, 40000001, `Gateway:ACCESS_DENIED:The token '${request.token}' is invalid!`);
    if (request.appkey !== alibaba.appkey) return nlsError(400, 40020105, 'Meta:APPKEY_NOT_EXIST:Appkey not exist!');
    if (fault === 'error') return nlsError(500, 50000000, 'Server:INTERNAL_ERROR:Internal server error!');
    const text = spokenText(request.text ?? '');
    if (!text.trim()) return nlsError(400, 40000000, 'Gateway:CLIENT_ERROR:Text is empty!');
    if ([...text].length > 300) return nlsError(400, 40000000, 'Gateway:CLIENT_ERROR:Text is too long!');
    if (![8000, 16000].includes(request.sample_rate) || !['pcm', 'wav', 'mp3'].includes(request.format))
      return nlsError(400, 41010101, 'Meta:UNSUPPORTED_SAMPLE_RATE:Unsupported sample rate or format!');
    // The audio's own content type whatever the format, as the service answers.
    res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(speechWav(text, request.sample_rate).wav);
  }

  function textToVoice(req, res, body) {
    const requestId = randomUUID();
    const tcError = (Code, Message) => json(res, 200, { Response: { Error: { Code, Message }, RequestId: requestId } });
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/tts\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return tcError('AuthFailure.InvalidAuthorization', 'Authorization不符合腾讯云标准');
    const [, secretId, date, signedHeaders, signature] = auth;
    if (secretId !== tencent.secretId) return tcError('AuthFailure.SecretIdNotFound', '密钥不存在');
    const timestamp = Number(req.headers['x-tc-timestamp']);
    if (!(Math.abs(Date.now() / 1000 - timestamp) <= 300)) return tcError('AuthFailure.SignatureExpire', '签名过期');
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date)
      return tcError('AuthFailure.SignatureFailure', '请求签名验证失败');
    const names = signedHeaders.split(';');
    if (!names.includes('content-type') || !names.includes('host'))
      return tcError('AuthFailure.SignatureFailure', '请求签名验证失败');
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join('');
    const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(body)].join('\n');
    const scope = `${date}/tts/tc3_request`;
    const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
    const key = hmac(hmac(hmac(`TC3${tencent.secretKey}`, date), 'tts'), 'tc3_request');
    if (createHmac('sha256', key).update(stringToSign).digest('hex') !== signature)
      return tcError('AuthFailure.SignatureFailure', '请求签名验证失败');
    if (req.headers['x-tc-action'] !== 'TextToVoice' || req.headers['x-tc-version'] !== '2019-08-23')
      return tcError('InvalidAction', '接口不存在');
    if (!req.headers['x-tc-region']) return tcError('MissingParameter', '缺少参数Region');
    if (fault === 'error') return tcError('InternalError.ErrorGetRoute', '服务内部错误');
    const request = JSON.parse(body);
    const text = spokenText(request.Text ?? '');
    if (!text.trim() || !request.SessionId) return tcError('InvalidParameterValue.TextEmpty', '文本为空');
    if ([...text].length > 150) return tcError('UnsupportedOperation.TextTooLong', '文本过长');
    const sampleRate = request.SampleRate ?? 16000;
    if (![8000, 16000, 24000].includes(sampleRate) || (request.Codec ?? 'wav') !== 'wav')
      return tcError('InvalidParameterValue.SampleRate', '采样率或格式不支持');
    const { wav, subtitles } = speechWav(text, sampleRate);
    json(res, 200, {
      Response: {
        Audio: wav.toString('base64'),
        SessionId: request.SessionId,
        Subtitles: request.EnableSubtitle ? subtitles : [],
        RequestId: requestId,
      },
    });
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/healthz') return json(res, 200, { ok: true });
      requests.push({
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      });
      // A service that took the request and says nothing: the caller's deadline must end it.
      if (fault === 'timeout') return;
      if (alibaba && req.method === 'GET' && url.pathname === '/alibaba/pop/') return createToken(req, res, url);
      if (alibaba && req.method === 'POST' && url.pathname === '/alibaba/stream/v1/tts') return nlsTts(res, body);
      if (tencent && req.method === 'POST' && /^\/tencent\/?$/.test(url.pathname)) return textToVoice(req, res, body);
      json(res, 404, { message: 'not found' });
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      resolve({
        server,
        base,
        /** Where the portal's variables point: ALIBABA_NLS_TOKEN_ENDPOINT, ALIBABA_NLS_TTS_ENDPOINT, TENCENT_TTS_ENDPOINT. */
        endpoints: {
          alibabaToken: `${base}/alibaba/pop`,
          alibabaTts: `${base}/alibaba/stream/v1/tts`,
          tencent: `${base}/tencent/`,
        },
        requests,
        tokens,
        setFault: (kind) => {
          fault = kind;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}

// Run as a process beside the e2e portal: `node support/cloud-tts-loopback.mjs`, configured by its variables.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const e = process.env;
  await startCloudTtsLoopback({
    port: Number(e.CLOUD_TTS_PORT),
    alibaba: { accessKeyId: e.NLS_ACCESS_KEY_ID, accessKeySecret: e.NLS_ACCESS_KEY_SECRET, appkey: e.NLS_APPKEY },
    tencent: { secretId: e.TC_SECRET_ID, secretKey: e.TC_SECRET_KEY },
  });
}
