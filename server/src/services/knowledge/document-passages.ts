import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findLibreOffice, officeToPdf } from '../documents/office';
import { pdfPageTexts } from '../documents/pdf-pages';
import type { Storage } from '../storage/storage';
import { splitPassages, type DocumentPassage } from './passages';

/** A library document a training reads (a media item of type document). */
export interface SourceDocument {
  id: string;
  title: string;
  storageKey: string;
  fileExtension: string;
}

export interface ReadDocuments {
  passages: DocumentPassage[];
  /** Documents that gave no text, with why: shown with the training's result. */
  skipped: { documentId: string; documentName: string; reason: string }[];
}

const OFFICE = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);

/**
 * The passages of the given documents: a PDF's text as it is, an Office file's through the PDF
 * LibreOffice makes of it (the conversion job keeps page images only). CPU-bound: callers run it
 * in a heavy-work thread (threads/document-passages.ts). A document that cannot be read is skipped
 * with its reason; it never fails the whole training.
 */
export async function readDocumentPassages(
  storage: Storage,
  documents: readonly SourceDocument[],
): Promise<ReadDocuments> {
  const out: ReadDocuments = { passages: [], skipped: [] };
  for (const doc of documents) {
    const skip = (reason: string) => out.skipped.push({ documentId: doc.id, documentName: doc.title, reason });
    const ext = doc.fileExtension.toLowerCase();
    if (ext !== 'pdf' && !OFFICE.has(ext)) {
      skip('不支持的文档类型');
      continue;
    }
    const work = await mkdtemp(join(tmpdir(), 'doc-text-'));
    try {
      let pdf = join(work, `source.${ext}`);
      await copyFile(await storage.store.localPath(doc.storageKey), pdf);
      if (ext !== 'pdf') {
        const soffice = await findLibreOffice();
        if (!soffice) {
          skip('服务器未安装LibreOffice，Office文件未读取');
          continue;
        }
        try {
          pdf = await officeToPdf(soffice, pdf, work);
        } catch {
          skip('Office文件转换失败，未能读取');
          continue;
        }
      }
      const pages = await pdfPageTexts(pdf);
      const pieces = splitPassages(pages);
      if (pieces.length === 0) skip('文档没有可读取的文字');
      for (const p of pieces)
        out.passages.push({ documentId: doc.id, documentName: doc.title, page: p.page, text: p.text });
    } catch {
      skip('文件损坏，未能读取');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  return out;
}
