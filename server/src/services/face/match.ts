import { and, count, eq, max } from 'drizzle-orm';
import { FACE_EMBEDDING_LENGTH, faceEnrolMessages as m } from '@portal/contracts';
import { bestMatch, type FaceMatrix, normalise, packMatrix } from '@portal/workers/core/face/match';
import type { Database } from '../../db/client';
import { faceUsers } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { openEmbedding } from './sealed';
import { formatGreeting } from '@portal/workers/core/face/greeting';
import { customizeRightsOf } from '../accounts/current-user';
import { faceSwitchOf } from './switch';

/**
 * Cosine similarity a kiosk's face must reach to count as an enrolled person. Calibrated with
 * Human's faceres embeddings (NOTES-faces.md): the same person across crops, scales, lighting and
 * a camera's YUV frames scored 0.80–0.99; different people 0.05–0.45.
 */
export const FACE_MATCH_THRESHOLD = 0.6;

interface ProjectFaces {
  stamp: string;
  matrix: FaceMatrix;
  people: Array<{ id: string; name: string; greeting: string; tags: string[] }>;
}

/** Opened embeddings per project (never written anywhere); a change of the project's rows rebuilds it. */
const cache = new Map<string, ProjectFaces>();
const CACHED_PROJECTS_MAX = 200;

export function forgetProjectFaces(projectId: string) {
  cache.delete(projectId);
}

async function facesOf(db: Database, secret: string, companyId: string, projectId: string): Promise<ProjectFaces> {
  const scope = and(eq(faceUsers.companyId, companyId), eq(faceUsers.projectId, projectId));
  const [state] = await db
    .select({ n: count(), last: max(faceUsers.updatedAt) })
    .from(faceUsers)
    .where(scope);
  const stamp = `${state?.n ?? 0}:${state?.last ? new Date(state.last).getTime() : 0}`;
  const cached = cache.get(projectId);
  if (cached && cached.stamp === stamp) return cached;
  const rows = await db.select().from(faceUsers).where(scope);
  const people: ProjectFaces['people'] = [];
  const vectors: Float32Array[] = [];
  for (const row of rows) {
    try {
      const v = openEmbedding(row.embeddingSealed, secret);
      if (v.length !== FACE_EMBEDDING_LENGTH) continue;
      vectors.push(v);
      people.push({ id: row.id, name: row.name, greeting: row.greeting, tags: row.tags });
    } catch {
      // Sealed under another secret: that face cannot be matched until it is enrolled again.
    }
  }
  const faces = { stamp, matrix: packMatrix(vectors, FACE_EMBEDDING_LENGTH), people };
  cache.delete(projectId);
  cache.set(projectId, faces);
  if (cache.size > CACHED_PROJECTS_MAX) cache.delete(cache.keys().next().value!);
  return faces;
}

export interface DeviceScope {
  companyId: string;
  projectId: string;
}

/**
 * Matches a kiosk's embedding against the enrolled faces of that device's project only: the scope
 * comes from the device token, never from the request.
 */
export async function matchFace(
  db: Database,
  secret: string,
  device: DeviceScope,
  embedding: number[],
  hour = new Date().getHours(),
) {
  if (!(await recognitionOn(db, device))) throw DomainError.business(400, m.recognitionOff);
  const probe = normalise(embedding);
  if (!probe.every(Number.isFinite)) throw DomainError.invalidInput(m.embeddingInvalid);
  const faces = await facesOf(db, secret, device.companyId, device.projectId);
  const hit = bestMatch(faces.matrix, probe);
  const similarity = Math.round(hit.similarity * 1000) / 1000;
  const person = hit.index >= 0 && hit.similarity >= FACE_MATCH_THRESHOLD ? faces.people[hit.index] : undefined;
  if (!person) return { matched: false, similarity };
  const greeting = formatGreeting(person.greeting, person.name, hour);
  return { matched: true, similarity, name: person.name, greeting, tags: person.tags };
}

/** Recognition runs while the project's switch is on and the company still has the face right. */
async function recognitionOn(db: Database, device: DeviceScope) {
  const [on, rights] = await Promise.all([
    faceSwitchOf(db, device.companyId, device.projectId),
    customizeRightsOf(db, device.companyId),
  ]);
  return on && rights.enableHardware;
}

/** What the kiosk needs to decide whether to open its camera at all. */
export async function faceKioskState(db: Database, device: DeviceScope) {
  const on = await recognitionOn(db, device);
  const [enrolled] = await db
    .select({ n: count() })
    .from(faceUsers)
    .where(and(eq(faceUsers.companyId, device.companyId), eq(faceUsers.projectId, device.projectId)));
  return { faceSwitch: on, enrolled: enrolled?.n ?? 0 };
}
