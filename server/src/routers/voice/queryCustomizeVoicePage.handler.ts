import type { Context, SessionUser } from '../../trpc/context';
import { customVoicesPage } from '../../services/speech/voice-catalogue';
import { voiceView } from '../../services/speech/voice-view';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** The company's own (customised) voices; none until a customisation is delivered. */
export async function queryCustomizeVoicePageHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { pageIndex: number; pageSize: number };
}) {
  const { rows, total } = await customVoicesPage(ctx.db, ctx.user.companyId, input);
  return { list: rows.map(voiceView), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
}
