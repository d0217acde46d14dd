import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The company's model keys (002 §3 talk.llmConfig accessKey / secretKey) at rest: AES-256-GCM with
 * a key derived (HKDF-SHA256) from the server's APP_SECRET, so no second secret has to be managed.
 * Stored as `enc:v1:<last four>:<iv>:<tag>:<cipher text>`; the last four characters stay readable
 * so a masked view needs no key. Answers show the mask only; a mask sent back keeps the stored key.
 */
const PREFIX = 'enc:v1:';
const FIELDS = ['accessKey', 'secretKey'] as const;
/** What a masked key looks like in answers: four stars, then its last four characters. */
const MASK = '****';

const keyOf = (appSecret: string) => Buffer.from(hkdfSync('sha256', appSecret, 'talk-llm-config', 'llm-keys-v1', 32));

export const isSealed = (value: string) => value.startsWith(PREFIX);

export function sealKey(plain: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tail = plain.length > 8 ? plain.slice(-4) : '';
  return `${PREFIX}${Buffer.from(tail).toString('base64url')}:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
}

/** The plain key; a value stored before sealing existed is returned as it is. Throws on a forged or foreign value. */
export function openKey(value: string, appSecret: string): string {
  if (!isSealed(value)) return value;
  const [, iv, tag, body] = value.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv ?? '', 'base64url'));
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8');
}

/** Four stars and the last four characters (none for a key of eight or fewer). */
export function maskKey(value: string): string {
  if (isSealed(value))
    return MASK + Buffer.from(value.slice(PREFIX.length).split(':')[0] ?? '', 'base64url').toString('utf8');
  return MASK + (value.length > 8 ? value.slice(-4) : '');
}

const isMask = (value: string) => value.startsWith(MASK);

type Talk = Record<string, unknown>;
const llmOfTalk = (talk: Talk | undefined) =>
  talk?.llmConfig && typeof talk.llmConfig === 'object' ? (talk.llmConfig as Record<string, unknown>) : undefined;

/**
 * The talk settings to store: keys sent in clear are sealed; a masked key sent back (the client
 * saving what it was shown) keeps the stored one; an empty key clears it.
 */
export function sealTalkKeys(next: Talk, stored: Talk, appSecret: string): Talk {
  const incoming = llmOfTalk(next);
  if (!incoming) return next;
  const before = llmOfTalk(stored) ?? {};
  const llmConfig: Record<string, unknown> = { ...incoming };
  for (const field of FIELDS) {
    const value = incoming[field];
    if (typeof value !== 'string' || value === '') continue;
    if (isMask(value)) {
      if (typeof before[field] === 'string') llmConfig[field] = before[field];
      else delete llmConfig[field];
    } else llmConfig[field] = isSealed(value) ? value : sealKey(value, appSecret);
  }
  return { ...next, llmConfig };
}

/** The talk settings as answered to anyone: the keys masked. */
export function maskTalkKeys<T extends Talk>(talk: T): T {
  const llm = llmOfTalk(talk);
  if (!llm) return talk;
  const llmConfig: Record<string, unknown> = { ...llm };
  for (const field of FIELDS)
    if (typeof llm[field] === 'string' && llm[field] !== '') llmConfig[field] = maskKey(llm[field]);
  return { ...talk, llmConfig };
}

/**
 * Other sensitive data sealed the same way (AES-256-GCM, a key derived from APP_SECRET by HKDF),
 * under its own purpose so one purpose's key opens nothing else: face photos and embeddings (issue 29).
 * Stored as `enc:v1:<purpose>:<iv>:<tag>:<cipher text>`.
 */
export function sealBytes(plain: Uint8Array, appSecret: string, purpose: string): string {
  const iv = randomBytes(12);
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'sealed-data', purpose, 32));
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${PREFIX}${purpose}:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
}

/** The sealed bytes; throws on a forged value or one sealed for another purpose or secret. */
export function openBytes(value: string, appSecret: string, purpose: string): Buffer {
  if (!value.startsWith(`${PREFIX}${purpose}:`)) throw new Error('not sealed for this purpose');
  const [, iv, tag, body] = value.slice(PREFIX.length).split(':');
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'sealed-data', purpose, 32));
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]);
}
