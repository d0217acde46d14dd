import { readSubscription } from '../../lib/read-subscription';
import { trpcClient, type RouterInputs, type RouterOutputs } from '../../lib/trpc';

type Ask = RouterInputs['faq']['askStream'];
export type AnswerChunk = RouterOutputs['faq']['askStream'] extends AsyncIterable<infer C> ? C : never;

/**
 * Asks the project's engine as the editor's test chat, through the faq.askStream subscription:
 * calls onChunk per answer chunk and rejects with the server's message. Aborting closes the stream,
 * and with it the model request on the server. pickedFaqId: a tapped choice of an unsure answer.
 */
export const askTestChat = (
  projectId: Ask['projectId'],
  question: string,
  onChunk: (chunk: AnswerChunk) => void,
  signal?: AbortSignal,
  pickedFaqId?: string,
) =>
  readSubscription(
    trpcClient.faq.askStream,
    { projectId, question, ...(pickedFaqId ? { pickedFaqId } : {}) },
    onChunk,
    signal,
  );
