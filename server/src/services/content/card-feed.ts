import { MOMENT_DEFAULT_PAGE, MOMENT_SORT } from '@portal/contracts';
import type { Database } from '../../db/client';
import { cardProject, type CardLink } from '../applet/card-access';
import { visitorLinks } from '../storage/visitor-links';
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
  // A visitor has no session to read the company's files with: the pictures and videos are signed.
  const links = visitorLinks(urls.storage, urls.origin);
  const signed = async <M extends { url: string; thumbnailUrl: string | null }>(m: M): Promise<M> => ({
    ...m,
    url: await links.url(m.url),
    thumbnailUrl: m.thumbnailUrl === null ? null : await links.url(m.thumbnailUrl),
  });
  const list = await Promise.all(
    rows.map(async (r) => {
      const view = momentView(r, urls);
      return {
        ...view,
        images: await Promise.all(view.images.map(signed)),
        video: view.video ? await signed(view.video) : null,
      };
    }),
  );
  return { list, total, pageIndex: input.pageIndex, pageSize, labels };
}
