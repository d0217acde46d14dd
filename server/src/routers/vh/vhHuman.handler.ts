import type { Context, SessionUser } from '../../trpc/context';
import { queryInteractiveVirtualHumanV2ByBizIdHandler } from './queryInteractiveVirtualHumanV2ByBizId.handler';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/**
 * GET /talk/vh/human?humanBizId (002 §7, answer not shown): the talk template's human (its update
 * payload carries humanBizId) is a persona, so this is the interactive v2 detail under that name.
 */
export const vhHumanHandler = ({ ctx, input }: { ctx: Ctx; input: { humanBizId: string } }) =>
  queryInteractiveVirtualHumanV2ByBizIdHandler({ ctx, input: { bizId: input.humanBizId } });
