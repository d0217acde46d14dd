import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { saveSpeechService, type SpeechServiceInput } from '../../services/operators/speech-settings';

/** ops/speech-settings/save: one cloud speech service set up from the console, its secret sealed. */
export const speechSettingsSaveHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { act: OperatorAct };
  input: SpeechServiceInput;
}) => saveSpeechService(ctx, ctx.act, input);
