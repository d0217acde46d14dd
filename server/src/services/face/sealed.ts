import { openBytes, sealBytes } from '../talk/llm-keys';

/** Face data is sealed as the model keys are (AES-256-GCM under APP_SECRET), one key per purpose. */
export const PHOTO_PURPOSE = 'face-photo-v1';
export const EMBEDDING_PURPOSE = 'face-embedding-v1';

export const sealPhoto = (jpeg: Uint8Array, secret: string) => sealBytes(jpeg, secret, PHOTO_PURPOSE);
export const openPhoto = (sealed: string, secret: string) => openBytes(sealed, secret, PHOTO_PURPOSE);

export const sealEmbedding = (embedding: Float32Array, secret: string) =>
  sealBytes(new Uint8Array(embedding.buffer, embedding.byteOffset, embedding.byteLength), secret, EMBEDDING_PURPOSE);

export function openEmbedding(sealed: string, secret: string): Float32Array {
  const bytes = openBytes(sealed, secret, EMBEDDING_PURPOSE);
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
