import { readDocumentPassages, type ReadDocuments, type SourceDocument } from '../services/knowledge/document-passages';
import type { Storage } from '../services/storage/storage';
import type { HeavyWorkPool } from './heavy-work';

/**
 * Reads the documents' passages in a heavy-work thread when the deps have a pool: PDF.js text
 * extraction and LibreOffice would otherwise hold the web thread's event loop for seconds.
 */
export function readDocumentPassagesOffLoop(
  deps: { storage: Storage; heavy: HeavyWorkPool | null },
  documents: SourceDocument[],
): Promise<ReadDocuments> {
  if (deps.heavy) return deps.heavy.documentPassages(documents);
  return readDocumentPassages(deps.storage, documents);
}
