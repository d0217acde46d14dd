import { commonMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { storeAiRequest } from '../../services/ai/ai-requests';
import { requireLlm } from '../../services/ai/require-llm';
import { DomainError } from '../../services/domain-error';

/**
 * Script fission request: the form as a JSON string (referenceScript, mainInfo, mainFeatureList), kept
 * as an 'imitation' request that the same stream as deep think answers (services/ai/ai-requests.ts).
 */
export async function imitationRequestHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { user: SessionUser };
  input: { dataJson: string };
}) {
  let form: { referenceScript?: unknown; mainInfo?: unknown; mainFeatureList?: unknown; text?: unknown };
  try {
    form = JSON.parse(input.dataJson) as typeof form;
  } catch {
    throw DomainError.invalidInput(commonMessages.malformedBody);
  }
  const reference =
    typeof form.referenceScript === 'string' ? form.referenceScript : typeof form.text === 'string' ? form.text : '';
  const mainInfo = typeof form.mainInfo === 'string' ? form.mainInfo : '';
  if (!reference.trim() || !mainInfo.trim() || reference.length > 2000 || mainInfo.length > 50)
    throw DomainError.invalidInput(commonMessages.invalidInput);
  const features = Array.isArray(form.mainFeatureList)
    ? form.mainFeatureList.filter((f): f is string => typeof f === 'string').slice(0, 20)
    : [];
  requireLlm(ctx.config);
  return {
    dataKey: await storeAiRequest(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, 'imitation', {
      reference,
      mainInfo,
      features,
    }),
  };
}
