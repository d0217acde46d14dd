import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { clearSpeechService } from '../../services/operators/speech-settings';
import type { CloudSpeechProvider } from '../../services/speech/speech-settings';

/** ops/speech-settings/clear: one service's console settings removed; its environment applies again. */
export const speechSettingsClearHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { act: OperatorAct };
  input: { provider: CloudSpeechProvider };
}) => clearSpeechService(ctx, ctx.act, input.provider);
