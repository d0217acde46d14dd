import { MOMENT_DEFAULT_PAGE, MOMENT_SORT } from '@portal/contracts';
import type { Database } from '../../db/client';
import { cardProject, type CardLink } from '../applet/card-access';
import { labelsOfCard } from './moment-labels';
import { momentView, pageMoments, type MediaUrls } from './moments';

/**
 * The visitor's feed: behind the one card gate (a published card, its Active link, a live licence;
 * reading spends no interactive time), pinned first then newest, 20 a page (002 §9 dynamics 20).
 */
export async function cardMomentFeed(
  db: Database,
  urls: MediaUrls,
  input: CardLink & { labelId?: string | number | undefined; pageIndex: number },
) {
  const project = await cardProject(db, input, { quota: false });
  const pageSize = MOMENT_DEFAULT_PAGE.pageSize;
  const [{ rows, total }, labels] = await Promise.all([
    pageMoments(db, {
      projectId: project.id,
      labelId: input.labelId,
      orderType: MOMENT_SORT.TIME,
      pageIndex: input.pageIndex,
      pageSize,
    }),
    labelsOfCard(db, project.id),
  ]);
  return { list: rows.map((r) => momentView(r, urls)), total, pageIndex: input.pageIndex, pageSize, labels };
}
