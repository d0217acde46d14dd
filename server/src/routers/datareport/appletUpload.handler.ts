import type { z } from 'zod';
import type { datareportCalls } from '@portal/contracts/calls/datareport/index';
import type { Context } from '../../trpc/context';
import { recordReportBatch } from '../../services/datareport/record-batch';

type Input = z.output<typeof datareportCalls.appletUpload.input>;

/** The applet variant carries fromDomain, appCode 4 and env for every report (000 §7). */
export const appletUploadHandler = ({ ctx, input }: { ctx: Pick<Context, 'db' | 'queue' | 'user'>; input: Input }) =>
  recordReportBatch(ctx, {
    source: 'applet',
    userId: ctx.user?.id ?? null,
    reports: input.reports,
    context: { fromDomain: input.fromDomain ?? null, appCode: input.appCode, env: input.env ?? null },
  });
