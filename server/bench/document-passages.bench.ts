import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfPageTexts } from '../src/services/documents/pdf-pages';
import { buildKnowledgeIndex, searchPassages } from '../src/services/knowledge/knowledge-index';
import { splitPassages } from '../src/services/knowledge/passages';
import { tokenize } from '../src/services/knowledge/segmenter';
import { makeTextPdf } from '../test/support/media-files';

/**
 * Document passages bench: text of a 200-page Chinese PDF read with PDF.js, split into passages,
 * the passage index built (also at the 5 000-passage cap a training keeps), and a question's
 * passage search. `npx tsx server/bench/document-passages.bench.ts`
 */
const fixture = JSON.parse(readFileSync(new URL('./fixtures/faq-bench.json', import.meta.url), 'utf8')) as {
  items: { standardQuestion: string; answer: string }[];
  paraphrases: { question: string }[];
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
tokenize('预热');

// Each page: 40 of the fixture's answers (about 900 characters), a different run per page.
const pages = Array.from({ length: 200 }, (_, n) =>
  Array.from({ length: 40 }, (_, k) => fixture.items[(n * 7 + k * 13) % fixture.items.length]!.answer).join(''),
);
const dir = mkdtempSync(join(tmpdir(), 'passages-bench-'));
try {
  const file = join(dir, 'manual.pdf');
  writeFileSync(file, makeTextPdf(pages));
  let t = performance.now();
  const texts = await pdfPageTexts(file);
  const readMs = performance.now() - t;
  const chars = texts.reduce((s, p) => s + [...p].length, 0);
  t = performance.now();
  const pieces = splitPassages(texts);
  const splitMs = performance.now() - t;
  console.log(
    `PDF text, 200 pages (${chars} characters): read in ${Math.round(readMs)} ms, split into ${pieces.length} passages in ${Math.round(splitMs)} ms`,
  );
  const passages = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      documentId: `d${Math.floor(i / pieces.length)}`,
      documentName: '手册',
      ...pieces[i % pieces.length]!,
    }));
  for (const n of [pieces.length, 5000]) {
    t = performance.now();
    const index = buildKnowledgeIndex([], passages(n), tokenize);
    const buildMs = performance.now() - t;
    const times: number[] = [];
    let found = 0;
    for (const p of fixture.paraphrases) {
      const s = performance.now();
      if (searchPassages(index.documents, p.question, tokenize, 3, { minScore: 0.2, nearBest: 0.6 }).length > 0)
        found++;
      times.push(performance.now() - s);
    }
    console.log(
      `passage index of ${n} passages: built in ${Math.round(buildMs)} ms; search p95 ${p95(times).toFixed(2)} ms (${found} of ${fixture.paraphrases.length} questions found a passage)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
