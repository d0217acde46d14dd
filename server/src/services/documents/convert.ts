import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { extensionOf } from '@portal/contracts';
import type { Database } from '../../db/client';
import { documentConversions } from '../../db/schema/index';
import { ffmpeg } from '../media/ffmpeg';
import type { Storage } from '../storage/storage';
import { findLibreOffice, officeToPdf } from './office';
import { renderPdfPages } from './pdf-pages';

export const DOC_STATUS = { running: 2, success: 3, fail: 4 } as const;
/** Each page of a document video stays on screen 3 seconds (the spec does not give a figure). */
export const SECONDS_PER_PAGE = 3;

/** Reasons a conversion fails for good (not retried): shown to the user as they are. */
class ConversionRefused extends Error {}

/**
 * Converts a stored PDF (or an Office file through LibreOffice) into page images, and for the video
 * target into a 1920×1080 slideshow MP4. The row moves Running 2 → Success 3 | Fail 4.
 */
export async function runConversion(deps: { db: Database; storage: Storage }, conversionId: string) {
  const [row] = await deps.db.select().from(documentConversions).where(eq(documentConversions.id, conversionId));
  if (!row || row.status !== DOC_STATUS.running) return;
  const work = await mkdtemp(join(tmpdir(), 'doc-'));
  const outPrefix = `${row.sourceKey.replace(/\/[^/]+$/, '')}/conversion-${row.id}`;
  try {
    const ext = extensionOf(row.sourceKey);
    const source = join(work, `source.${ext}`);
    await copyFile(await deps.storage.store.localPath(row.sourceKey), source);
    let pdf = source;
    if (ext !== 'pdf') {
      const soffice = await findLibreOffice();
      if (!soffice) throw new ConversionRefused('服务器未安装LibreOffice，暂不支持转换Office文件，请上传PDF');
      pdf = await officeToPdf(soffice, source, work);
    }
    let pages: string[];
    try {
      pages = await renderPdfPages(pdf, work);
    } catch {
      throw new ConversionRefused('文件损坏，请重新上传');
    }
    if (pages.length === 0) throw new ConversionRefused('文档没有可转换的页面');
    let videoKey: string | null = null;
    if (row.target === 'video') {
      // Made before the pages move into storage; the list names our own temp files only.
      const list = join(work, 'pages.txt');
      const lines = pages.map((_, i) => `file 'page-${i + 1}.jpg'\nduration ${SECONDS_PER_PAGE}`);
      await writeFile(list, `${lines.join('\n')}\nfile 'page-${pages.length}.jpg'\n`);
      const video = join(work, 'document.mp4');
      await ffmpeg([
        '-f',
        'concat',
        '-safe',
        '0',
        '-i',
        list,
        '-vf',
        'scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
        '-r',
        '25',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-movflags',
        '+faststart',
        video,
      ]);
      videoKey = `${outPrefix}/document.mp4`;
      await deps.storage.store.putFile(videoKey, video);
    }
    const pageKeys: string[] = [];
    for (const [i, page] of pages.entries()) {
      const key = `${outPrefix}/page-${i + 1}.jpg`;
      await deps.storage.store.putFile(key, page);
      pageKeys.push(key);
    }
    await deps.db
      .update(documentConversions)
      .set({ status: DOC_STATUS.success, pageKeys, videoKey, finishedAt: new Date() })
      .where(eq(documentConversions.id, row.id));
  } catch (error) {
    if (!(error instanceof ConversionRefused)) throw error;
    await deps.db
      .update(documentConversions)
      .set({ status: DOC_STATUS.fail, failReason: error.message, finishedAt: new Date() })
      .where(eq(documentConversions.id, row.id));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
