import type { Context } from '../../trpc/context';
import { preheatCard } from '../../services/live/preheat';

type Ctx = Pick<Context, 'db' | 'config' | 'storage' | 'speech'>;

/** applet rtc model/preheat (002 §7): warms the project's index and voice before the visitor's call. */
export const modelPreheatHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string };
}) => preheatCard(ctx, input);
