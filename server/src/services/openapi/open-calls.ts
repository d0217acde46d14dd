import { and, eq, isNull } from 'drizzle-orm';
import { cardMessages, openapiMessages, SIGNATURE_MAX_TTL_SECONDS } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { listFaq } from '../knowledge/faq';
import { findVoice } from '../speech/synthesize';
import { canvasOf } from '../talk/canvas';
import { shareTokenOf, type TalkProjectRow } from '../talk/projects';
import type { OpenapiCaller } from './credentials';
import { MEMBER_KEY_ID, signOpenapiSignature } from './signature';

/** A signature for the caller's company, bound to one of its projects when one is named. */
export async function issueSignature(
  db: Database,
  secret: string,
  who: { companyId: string; keyId: string },
  input: { projectId?: string | number | undefined; expiresIn?: number | undefined },
  now = new Date(),
) {
  const project = input.projectId === undefined ? null : await companyProject(db, who.companyId, input.projectId);
  const expiresIn = input.expiresIn ?? SIGNATURE_MAX_TTL_SECONDS;
  const expiresAtMs = now.getTime() + expiresIn * 1000;
  const signature = signOpenapiSignature(secret, {
    companyId: who.companyId,
    keyId: who.keyId,
    projectId: project?.id ?? null,
    expiresAtMs,
  });
  return { signature, expiresAt: new Date(expiresAtMs).toISOString(), expiresIn, projectId: project?.id ?? null };
}

/** A member's preview signature (no key involved): for the SDK preview page of their company. */
export const issueMemberSignature = (db: Database, secret: string, companyId: string) =>
  issueSignature(db, secret, { companyId, keyId: MEMBER_KEY_ID }, {});

async function companyProject(db: Database, companyId: string, id: string | number) {
  const rowId = asUuid(id);
  const [row] = rowId
    ? await db
        .select()
        .from(talkProjects)
        .where(and(eq(talkProjects.id, rowId), isNull(talkProjects.deletedAt), eq(talkProjects.kind, 'project')))
    : [];
  if (!row) throw DomainError.notFound(openapiMessages.projectNotFound);
  // Another company's project: refused without saying what it is.
  if (row.companyId !== companyId) throw DomainError.refused(403, openapiMessages.signatureOtherProject);
  return row;
}

/** The project an open-API call is about: the one named, which must be the signature's if it is bound. */
export async function callerProject(db: Database, caller: OpenapiCaller, id: string | number | undefined) {
  const wanted = id ?? caller.boundProjectId;
  if (wanted === undefined || wanted === null) throw DomainError.invalidInput('缺少参数 projectId');
  if (caller.boundProjectId && String(wanted) !== caller.boundProjectId)
    throw DomainError.refused(403, openapiMessages.signatureOtherProject);
  return companyProject(db, caller.company.id, wanted);
}

/** talk/rtc/get: what the SDK opens a live session with (the card's channel, 0021). */
export async function rtcSession(db: Database, caller: OpenapiCaller, row: TalkProjectRow, origin: string) {
  if (!row.visibility) throw DomainError.refused(403, openapiMessages.projectUnpublished);
  const share = await shareTokenOf(db, row);
  if (share.status !== 'Active') throw DomainError.refused(403, cardMessages.linkSuspended);
  const canvas = canvasOf(row);
  const link = new URLSearchParams({ projectId: row.id, shareToken: share.token, embed: 'sdk' });
  const expires = caller.signatureExpiresAt ?? new Date(Date.now() + SIGNATURE_MAX_TTL_SECONDS * 1000);
  return {
    projectId: row.id,
    title: row.title,
    publishType: row.publishType,
    vhType: row.vhType,
    videoSize: canvas.videoSize,
    shareToken: share.token,
    embedUrl: `${origin}/applet?${link}`,
    channel: { ws: `${origin.replace(/^http/, 'ws')}/api/trpc-ws`, http: `${origin}/api` },
    signatureExpiresAt: expires.toISOString(),
  };
}

/** faq/list: a page of the project's FAQ, answers as text. */
export async function openFaqPage(
  db: Database,
  row: TalkProjectRow,
  q: { pageIndex: number; pageSize: number; search?: string | undefined },
) {
  const page = await listFaq(db, row.companyId, { projectId: row.id, ...q });
  return {
    ...page,
    list: page.list.map((item) => ({
      id: item.id,
      standardQuestion: item.standardQuestion,
      similarQuestions: item.similarQuestions,
      standardAnswers: item.standardAnswers.map((a) => a.text),
      isRecommend: item.isRecommend,
    })),
  };
}

/** support-language: the languages of the project's voice. */
export async function projectLanguages(db: Database, row: TalkProjectRow) {
  const voiceBizId = canvasOf(row).iceScenes.tts?.voiceBizId;
  if (!voiceBizId) throw DomainError.notFound(openapiMessages.noVoice);
  const voice = await findVoice(db, row.companyId, voiceBizId);
  return { projectId: row.id, voiceBizId, languages: voice.multiLanguage };
}
