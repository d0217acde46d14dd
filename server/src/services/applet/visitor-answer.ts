import type { AnswerChunk } from '@portal/contracts';
import type { VisitorLinks } from '../storage/visitor-links';

/**
 * An answer's chunks as a card visitor gets them: the company's files an answer's canvas names (a
 * picture beside an FAQ answer) are signed, since a visitor has no session to read them with.
 */
export async function* withVisitorLinks(
  chunks: AsyncIterable<AnswerChunk>,
  links: VisitorLinks,
): AsyncGenerator<AnswerChunk> {
  for await (const chunk of chunks)
    yield chunk.canvasData === undefined ? chunk : { ...chunk, canvasData: await links.json(chunk.canvasData) };
}
