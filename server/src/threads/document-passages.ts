import { readDocumentPassages, type ReadDocuments, type SourceDocument } from '../services/knowledge/document-passages';
import type { Storage } from '../services/storage/storage';
import { installedHeavyWorkPool } from './thumbnail';

/**
 * Reads the documents' passages in a heavy-work thread when the process has a pool: PDF.js text
 * extraction and LibreOffice would otherwise hold the web thread's event loop for seconds.
 */
export function readDocumentPassagesOffLoop(storage: Storage, documents: SourceDocument[]): Promise<ReadDocuments> {
  const pool = installedHeavyWorkPool();
  if (pool) return pool.run<ReadDocuments>({ kind: 'documentPassages', documents });
  return readDocumentPassages(storage, documents);
}
