import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';
import type { S3Config } from '../../src/config/env';

/**
 * A loopback S3-compatible server for tests: the subset the AWS SDK and browsers use, path-style
 * (http://127.0.0.1:port/bucket/key). PutObject, GetObject (with Range), HeadObject and DeleteObject
 * with SigV4 header or query (presigned) signatures, and browser POST Object with a SigV4 policy:
 * signature, expiration, bucket, eq / starts-with conditions, content-length-range, and no field the
 * policy does not name. Requests that fail any of it are refused the way S3 refuses them, with nothing
 * stored.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface TestS3 {
  endpoint: string;
  config: S3Config;
  objects: Map<string, StoredObject>;
  /** Every request as "METHOD key" (with the range asked for, if any) or "POST bucket", in order. */
  log: string[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function sendError(res: ServerResponse, error: S3Error, head = false) {
  res.writeHead(error.status, { 'content-type': 'application/xml' });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${error.code}</Code><Message>${error.message}</Message></Error>`,
  );
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startTestS3(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<TestS3> {
  const bucket = options.bucket ?? 'portal-test';
  const accessKeyId = options.accessKeyId ?? 'TESTACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'test-secret-access-key';
  const region = options.region ?? 'us-east-1';
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];

  const signingKey = (date: string, credentialRegion: string) =>
    hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), credentialRegion), 's3'), 'aws4_request');

  /** Access key, date and region of a credential "AK/yyyymmdd/region/s3/aws4_request". */
  const credentialOf = (credential: string | undefined) => {
    const [key, date, credentialRegion, service, terminal] = (credential ?? '').split('/');
    if (key !== accessKeyId)
      throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (!date || credentialRegion !== region || service !== 's3' || terminal !== 'aws4_request')
      throw new S3Error(400, 'AuthorizationHeaderMalformed', 'Bad credential scope');
    return { date, region: credentialRegion };
  };

  const checkSignature = (given: string, expected: string) => {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b))
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
  };

  /** SigV4 of a request signed in its Authorization header or its query (a presigned URL). */
  const verifyRequest = (req: IncomingMessage, body: Buffer) => {
    const url = new URL(req.url!, 'http://x');
    const rawPath = req.url!.split('?')[0]!;
    const presigned = url.searchParams.has('X-Amz-Signature');
    let credential: string | undefined;
    let signedHeaders: string;
    let signature: string;
    let amzDate: string;
    let payloadHash: string;
    if (presigned) {
      if (url.searchParams.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
        throw new S3Error(400, 'AuthorizationQueryParametersError', 'Bad algorithm');
      credential = url.searchParams.get('X-Amz-Credential') ?? undefined;
      signedHeaders = url.searchParams.get('X-Amz-SignedHeaders') ?? '';
      signature = url.searchParams.get('X-Amz-Signature') ?? '';
      amzDate = url.searchParams.get('X-Amz-Date') ?? '';
      const expires = Number(url.searchParams.get('X-Amz-Expires'));
      const signedAt = Date.parse(
        amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
      );
      if (!(signedAt + expires * 1000 >= Date.now())) throw new S3Error(403, 'AccessDenied', 'Request has expired');
      payloadHash = 'UNSIGNED-PAYLOAD';
    } else {
      const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
        req.headers.authorization ?? '',
      );
      if (!match) throw new S3Error(403, 'AccessDenied', 'Access Denied');
      [, credential, signedHeaders, signature] = match as unknown as [string, string, string, string];
      amzDate = String(req.headers['x-amz-date'] ?? '');
      payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (payloadHash.startsWith('STREAMING-'))
        throw new S3Error(501, 'NotImplemented', 'aws-chunked bodies are not supported here');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
        throw new S3Error(
          400,
          'XAmzContentSHA256Mismatch',
          'The provided x-amz-content-sha256 header does not match what was computed.',
        );
    }
    const scope = credentialOf(credential);
    const query = [...url.searchParams.entries()]
      .filter(([k]) => k !== 'X-Amz-Signature')
      .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const names = signedHeaders.split(';');
    if (!names.includes('host')) throw new S3Error(403, 'AccessDenied', 'host must be signed');
    const headers = names
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, rawPath, query, headers, signedHeaders, payloadHash].join('\n');
    const stringToSign = [
      'AWS4-HMAC-SHA256',
      amzDate,
      `${scope.date}/${scope.region}/s3/aws4_request`,
      sha256(canonical),
    ].join('\n');
    checkSignature(
      signature,
      createHmac('sha256', signingKey(scope.date, scope.region)).update(stringToSign).digest('hex'),
    );
  };

  const objectOf = (key: string) => {
    const object = objects.get(key);
    if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
    return object;
  };

  const getObject = (req: IncomingMessage, res: ServerResponse, key: string) => {
    const object = objectOf(key);
    const size = object.body.length;
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      etag: object.etag,
      'accept-ranges': 'bytes',
      'last-modified': new Date().toUTCString(),
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range && req.method === 'GET') {
      // bytes=a-b, bytes=a- (to the end) and bytes=-n (the last n bytes).
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        res.writeHead(416, { 'content-type': 'application/xml', 'content-range': `bytes */${size}` });
        return void res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidRange</Code><Message>The requested range is not satisfiable</Message></Error>',
        );
      }
      res.writeHead(206, {
        ...headers,
        'content-length': String(end - start + 1),
        'content-range': `bytes ${start}-${end}/${size}`,
      });
      return void res.end(object.body.subarray(start, end + 1));
    }
    res.writeHead(200, { ...headers, 'content-length': String(size) });
    res.end(req.method === 'HEAD' ? undefined : object.body);
  };

  const store = (key: string, body: Buffer, contentType: string) => {
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    objects.set(key, { body, contentType, etag });
    return etag;
  };

  /** Browser POST Object: the policy decides everything, the file comes last. */
  const postObject = (req: IncomingMessage, res: ServerResponse, targetBucket: string) =>
    new Promise<void>((resolve) => {
      const fields = new Map<string, { name: string; value: string }>();
      let refused: S3Error | null = null;
      let stored: { key: string; status: string; etag: string } | null = null;
      const parser = busboy({ headers: req.headers });
      parser.on('field', (name, value) => {
        if (!fields.has(name.toLowerCase())) fields.set(name.toLowerCase(), { name, value });
      });
      parser.on('file', (_name, file, info) => {
        if (stored || refused) return void file.resume();
        let limits: { min: number; max: number };
        try {
          limits = checkPolicy(fields, targetBucket);
        } catch (error) {
          refused = error as S3Error;
          return void file.resume();
        }
        const chunks: Buffer[] = [];
        let size = 0;
        file.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= limits.max) chunks.push(chunk);
        });
        file.on('end', () => {
          if (size > limits.max)
            refused = new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
          else if (size < limits.min)
            refused = new S3Error(
              400,
              'EntityTooSmall',
              'Your proposed upload is smaller than the minimum allowed size',
            );
          else {
            const key = fields.get('key')!.value;
            const etag = store(
              key,
              Buffer.concat(chunks),
              fields.get('content-type')?.value ?? info.mimeType ?? 'binary/octet-stream',
            );
            stored = { key, status: fields.get('success_action_status')?.value ?? '204', etag };
          }
        });
      });
      parser.on('close', () => {
        if (refused) sendError(res, refused);
        else if (!stored)
          sendError(res, new S3Error(400, 'InvalidArgument', 'POST requires exactly one file upload per request.'));
        else if (stored.status === '200' || stored.status === '204')
          res.writeHead(Number(stored.status), { etag: stored.etag, location: `/${targetBucket}/${stored.key}` }).end();
        else
          res
            .writeHead(201, { 'content-type': 'application/xml', etag: stored.etag })
            .end(`<PostResponse><Bucket>${targetBucket}</Bucket><Key>${stored.key}</Key></PostResponse>`);
        resolve();
      });
      parser.on('error', () => {
        sendError(
          res,
          new S3Error(
            400,
            'MalformedPOSTRequest',
            'The body of your POST request is not well-formed multipart/form-data.',
          ),
        );
        resolve();
      });
      req.pipe(parser);
    });

  /** The POST policy: SigV4 signature, expiry and every condition; answers the content-length-range. */
  const checkPolicy = (fields: Map<string, { name: string; value: string }>, targetBucket: string) => {
    const value = (name: string) => fields.get(name.toLowerCase())?.value;
    const policy = value('policy');
    if (!policy || !value('x-amz-signature') || !value('key'))
      throw new S3Error(400, 'InvalidArgument', 'Bucket POST must contain a key, a policy and a signature');
    if (value('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
      throw new S3Error(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported');
    const scope = credentialOf(value('x-amz-credential'));
    checkSignature(
      value('x-amz-signature')!,
      createHmac('sha256', signingKey(scope.date, scope.region)).update(policy).digest('hex'),
    );
    let document: { expiration?: string; conditions?: unknown[] };
    try {
      document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
    } catch {
      throw new S3Error(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
    }
    if (!(Date.parse(document.expiration ?? '') > Date.now()))
      throw new S3Error(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
    const covered = new Set(['policy', 'x-amz-signature', 'file']);
    let limits = { min: 0, max: Number.MAX_SAFE_INTEGER };
    const actual = (name: string) => (name === 'bucket' ? targetBucket : value(name));
    for (const condition of document.conditions ?? []) {
      let op: string;
      let name: string;
      let expected: unknown;
      if (Array.isArray(condition)) {
        if (condition[0] === 'content-length-range') {
          limits = { min: Number(condition[1]), max: Number(condition[2]) };
          continue;
        }
        [op, name, expected] = [
          String(condition[0]),
          String(condition[1]).replace(/^\$/, '').toLowerCase(),
          condition[2],
        ];
      } else {
        const [entry] = Object.entries(condition as Record<string, unknown>);
        [op, name, expected] = ['eq', entry![0].toLowerCase(), entry![1]];
      }
      covered.add(name);
      const given = actual(name);
      const ok =
        given !== undefined &&
        (op === 'eq' ? given === expected : op === 'starts-with' ? given.startsWith(String(expected)) : false);
      if (!ok)
        throw new S3Error(
          403,
          'AccessDenied',
          `Invalid according to Policy: Policy Condition failed: ["${op}", "$${name}", "${String(expected)}"]`,
        );
    }
    for (const [lower, { name }] of fields) {
      if (!covered.has(lower) && !lower.startsWith('x-ignore-'))
        throw new S3Error(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${name}`);
    }
    return limits;
  };

  const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const xmlUnescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const sendXml = (res: ServerResponse, xml: string) =>
    void res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);

  /** ListObjectsV2: the keys under a prefix, 1000 at most per page, continued by the last key. */
  const listObjects = (res: ServerResponse, query: URLSearchParams) => {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('continuation-token') ?? '';
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, 1000);
    const truncated = keys.length > page.length;
    const contents = page
      .map(
        (k) =>
          `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${new Date().toISOString()}</LastModified><ETag>${xmlEscape(objects.get(k)!.etag)}</ETag><Size>${objects.get(k)!.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    sendXml(
      res,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
    );
  };

  /** DeleteObjects (POST ?delete): each listed key removed, missing ones reported deleted as S3 does. */
  const deleteObjects = (res: ServerResponse, body: Buffer) => {
    const keys = [...body.toString('utf8').matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((m) => xmlUnescape(m[1]!));
    for (const key of keys) objects.delete(key);
    sendXml(
      res,
      `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('')}</DeleteResult>`,
    );
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = req.url!.split('?')[0]!;
      const [, target = '', ...rest] = path.split('/');
      const key = decodeURIComponent(rest.join('/'));
      log.push(
        req.method === 'POST'
          ? `POST ${target}`
          : `${req.method} ${key}${req.headers.range ? ` ${req.headers.range}` : ''}`,
      );
      try {
        if (target !== bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
        const query = new URLSearchParams(req.url!.split('?')[1] ?? '');
        if (req.method === 'POST' && !key && !query.has('delete')) return await postObject(req, res, target);
        const body = await readBody(req);
        verifyRequest(req, body);
        if (!key && req.method === 'GET' && query.get('list-type') === '2') return listObjects(res, query);
        if (!key && req.method === 'POST' && query.has('delete')) return deleteObjects(res, body);
        if (!key) throw new S3Error(400, 'InvalidRequest', 'A key is required');
        if (req.method === 'PUT') {
          const etag = store(key, body, String(req.headers['content-type'] ?? 'binary/octet-stream'));
          return void res.writeHead(200, { etag }).end();
        }
        if (req.method === 'GET' || req.method === 'HEAD') return getObject(req, res, key);
        if (req.method === 'DELETE') {
          objects.delete(key);
          return void res.writeHead(204).end();
        }
        throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      } catch (error) {
        if (!(error instanceof S3Error)) throw error;
        sendError(res, error, req.method === 'HEAD');
      }
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    config: { endpoint, bucket, accessKeyId, secretAccessKey, region, forcePathStyle: true, publicUrl: undefined },
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
