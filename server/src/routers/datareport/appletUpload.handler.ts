import type { z } from 'zod';
import type { datareportCalls } from '@portal/contracts/calls/datareport/index';
import type { Context } from '../../trpc/context';
import { recordReportBatch } from '../../services/datareport/record-batch';
import { throttleReports } from '../../services/datareport/report-throttle';

type Input = z.output<typeof datareportCalls.appletUpload.input>;

/** The applet variant carries fromDomain, appCode 4 and env for every report (000 §7). */
export const appletUploadHandler = async ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'queue' | 'user' | 'request'>;
  input: Input;
}) => {
  await throttleReports(ctx.db, ctx.request.ip);
  return recordReportBatch(ctx, {
    source: 'applet',
    userId: ctx.user?.id ?? null,
    reports: input.reports,
    context: { fromDomain: input.fromDomain ?? null, appCode: input.appCode, env: input.env ?? null },
  });
};
