import { wechatPayFor } from '../../services/payment/wechatpay-settings';
import type { Context } from '../../trpc/context';

/**
 * GET /system/switch (000 §7; its purpose is not described). Ours: the switches a page needs before
 * login — manageCenter is the header's manage-center setting (000 §2: the management-center button
 * shows when it is not 1; this portal always offers it, so 0), payment says whether orders can be paid.
 */
export const systemSwitchHandler = async ({ ctx }: { ctx: Pick<Context, 'config' | 'db'> }) => ({
  manageCenter: 0,
  payment: (await wechatPayFor(ctx)) ? 1 : 0,
});
