import { LICENCE_APP_ID_LIST } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { setupTokenValid, throttleSetup } from '../../services/accounts/first-setup';
import { oneCompanyPlan } from '../../services/company/one-company';

/**
 * Lets the page show a dead link's error before anyone fills the form, and, for a live link, what
 * the one company will hold (the install's configuration), so the choice is made knowing it.
 */
export async function checkSetupTokenHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'request' | 'config'>;
  input: { token: string };
}) {
  await throttleSetup(ctx.db, ctx.request.ip);
  const valid = await setupTokenValid(ctx.db, input.token);
  if (!valid) return { valid, oneCompany: null };
  const plan = oneCompanyPlan(ctx.config.oneCompany);
  return {
    valid,
    oneCompany: {
      licenceDays: plan.licenceDays,
      appIds: [...LICENCE_APP_ID_LIST],
      quotas: plan.quotas.map(({ resourceCode, resourceName, resourceUnit, amount }) => ({
        resourceCode,
        resourceName,
        resourceUnit,
        amount,
      })),
    },
  };
}
