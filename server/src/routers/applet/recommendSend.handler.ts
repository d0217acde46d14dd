import type { Context } from '../../trpc/context';
import { type LeadInput, sendLead } from '../../services/applet/leads';

type Ctx = Pick<Context, 'db' | 'config'>;

export async function recommendSendHandler({ ctx, input }: { ctx: Ctx; input: LeadInput }) {
  return sendLead({ db: ctx.db, secret: ctx.config.secret }, input);
}
