import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CardInfo } from '@portal/contracts/calls/applet/card-schemas';
import type { Database } from '../../db/client';
import { companies, talkProjects } from '../../db/schema/index';
import { canvasOf } from '../talk/canvas';
import { configOf, personaOf } from '../talk/persona';
import { companyTalkRow, type TalkProjectRow } from '../talk/projects';
import type { VisitorLinks } from '../storage/visitor-links';
import { cardProject, cardRefusal, type CardLink } from './card-access';

export interface CardInfoContext {
  /** The company's display name, used when the card sets no company name of its own. */
  companyName: string;
  /** A speech recogniser is configured (ASR_*): the page enables its voice buttons. */
  asrAvailable: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The one card view, for the visitor's page and the editor's preview alike: the card's own fields
 * from config and persona, the human's canvas, and the resources the company chose for the card.
 */
export function cardInfoOf(row: TalkProjectRow, context: CardInfoContext): CardInfo {
  const canvas = canvasOf(row);
  const config = configOf(row.config);
  const persona = personaOf(row.persona);
  const phone = text(config.customPhone).trim();
  const callPage = config.callPageConfig ?? { callButtonItems: [], callWaitingItems: [] };
  return {
    projectId: row.id,
    title: row.title,
    published: row.visibility,
    name: persona.displayName,
    // 岗位职称 (002 §5 check 8) is the persona's roles.
    jobTitle: persona.roles.join('、'),
    companyName: text(config.companyName) || context.companyName,
    phone: config.hidePhone === true || phone === '' ? null : phone,
    address: [config.province, config.city, config.county].map(text).join(''),
    contactInfo: text(config.contactInfo),
    avatarUrl: persona.avatarUrl || null,
    shareTitle: text(config.cardShareTitle) || row.title,
    businessCard: config.businessCard,
    interactiveModes: config.interactiveModes,
    callPageConfig: { callButtonItems: callPage.callButtonItems, callWaitingItems: callPage.callWaitingItems },
    withEmoji: config.withEmoji,
    loadingUrl: text(config.loadingUrl) || null,
    dataJson: JSON.stringify(canvas),
    videoSize: { width: canvas.videoSize.width, height: canvas.videoSize.height },
    resources: resourcesOf(row),
    asrAvailable: context.asrAvailable,
  };
}

/** Card resources (talk/card/works): the videos first, then the documents, as the editor ordered them. */
function resourcesOf(row: TalkProjectRow): CardInfo['resources'] {
  const works = row.cardWorks ?? { videoList: [], documentList: [] };
  return [
    ...(works.videoList ?? []).map((v) => ({
      kind: 'video' as const,
      title: v.name,
      url: v.result.videoUrl,
      previewUrl: v.result.videoThumbnailImageUrl ?? null,
    })),
    ...(works.documentList ?? []).map((d) => ({
      kind: 'document' as const,
      title: d.documentName,
      url: d.documentUrl,
      previewUrl: null,
    })),
  ];
}

async function companyNameOf(db: Database, companyId: string) {
  const [company] = await db.select({ name: companies.displayName }).from(companies).where(eq(companies.id, companyId));
  return company?.name ?? '';
}

const infoOf = async (db: Database, row: TalkProjectRow, asrAvailable: boolean) =>
  cardInfoOf(row, { companyName: await companyNameOf(db, row.companyId), asrAvailable });

/**
 * The visitor's card (applet/project/getCardInfo) behind the whole gate, quota included: a company
 * with no interactive time left gets the quota page rather than a card whose calls all fail. The
 * company's files it names (the canvas's pictures, the avatar, the card's videos and documents) are
 * signed: a visitor has no session to read them with.
 */
export async function visitorCardInfo(db: Database, link: CardLink, asrAvailable: boolean, links: VisitorLinks) {
  return links.json(await infoOf(db, await cardProject(db, link), asrAvailable));
}

/** The editor's card (talk/project/getCardInfo): unpublished projects only as a preview. */
export async function companyCardInfo(
  db: Database,
  companyId: string,
  input: { projectId: string | number; preview?: boolean | undefined },
  asrAvailable: boolean,
) {
  const row = await companyTalkRow(db, companyId, input.projectId, 'project');
  if (!row.visibility && input.preview !== true) throw cardRefusal('unpublished');
  return infoOf(db, row, asrAvailable);
}

/** The company's most recently changed card project showing that persona, or null. */
export async function personaCardInfo(db: Database, companyId: string, personaBizId: string, asrAvailable: boolean) {
  const rows = await db
    .select()
    .from(talkProjects)
    .where(
      and(
        eq(talkProjects.companyId, companyId),
        eq(talkProjects.kind, 'project'),
        eq(talkProjects.publishType, 'card'),
        isNull(talkProjects.deletedAt),
      ),
    )
    .orderBy(desc(talkProjects.updatedAt), desc(talkProjects.id));
  // The persona lives in the canvas, read through its migrations, so the match is made on the read canvas.
  const row = rows.find((r) => canvasOf(r).personaBizId === personaBizId);
  return row ? infoOf(db, row, asrAvailable) : null;
}
