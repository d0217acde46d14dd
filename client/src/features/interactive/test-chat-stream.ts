import { readSubscription } from '../../lib/read-subscription';
import { trpcClient, type RouterInputs, type RouterOutputs } from '../../lib/trpc';
import { choiceInput, type Suggestion } from '../applet/SuggestionChoices';

type Ask = RouterInputs['faq']['askStream'];
export type AnswerChunk = RouterOutputs['faq']['askStream'] extends AsyncIterable<infer C> ? C : never;

/**
 * Asks the project's engine as the editor's test chat, through the faq.askStream subscription:
 * calls onChunk per answer chunk and rejects with the server's message. Aborting closes the stream,
 * and with it the model request on the server. choice: a tapped choice of an unsure answer (都不是 included).
 */
export const askTestChat = (
  projectId: Ask['projectId'],
  question: string,
  onChunk: (chunk: AnswerChunk) => void,
  signal?: AbortSignal,
  choice?: Suggestion,
) =>
  readSubscription(
    trpcClient.faq.askStream,
    { projectId, question, ...(choice ? choiceInput(choice) : {}) },
    onChunk,
    signal,
  );
