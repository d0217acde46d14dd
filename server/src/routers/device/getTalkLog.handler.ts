import { deviceMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { companyDevice } from '../../services/device/devices';
import { deviceTalkLog } from '../../services/device/talk-log';
import { DomainError } from '../../services/domain-error';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** A day in China time (UTC+8, the product's market): the start of `date`, or of the day after. */
const dayStart = (date: string, plusDays = 0) =>
  new Date(new Date(`${date}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);

export async function getTalkLogHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    deviceId: string | number;
    pageIndex: number;
    pageSize: number;
    startDate?: string | undefined;
    endDate?: string | undefined;
  };
}) {
  const from = input.startDate ? dayStart(input.startDate) : undefined;
  const until = input.endDate ? dayStart(input.endDate, 1) : undefined;
  if ((from && Number.isNaN(from.getTime())) || (until && Number.isNaN(until.getTime())))
    throw DomainError.invalidInput(deviceMessages.dateRangeInvalid);
  if (from && until && from >= until) throw DomainError.invalidInput(deviceMessages.dateRangeInvalid);
  const row = await companyDevice(ctx.db, ctx.user.companyId, input.deviceId);
  const page = await deviceTalkLog(
    ctx.db,
    { companyId: row.companyId, projectId: row.projectId, deviceId: row.id },
    { pageIndex: input.pageIndex, pageSize: input.pageSize, from, until },
  );
  return { ...page, pageIndex: input.pageIndex, pageSize: input.pageSize };
}
