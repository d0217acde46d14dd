import type { z } from 'zod';
import type { datareportCalls } from '@portal/contracts/calls/datareport/index';
import type { Context } from '../../trpc/context';
import { recordReportBatch } from '../../services/datareport/record-batch';

type Input = z.output<typeof datareportCalls.datareportUpload.input>;

export const datareportUploadHandler = ({ ctx, input }: { ctx: Pick<Context, 'db' | 'queue' | 'user'>; input: Input }) =>
  recordReportBatch(ctx, { source: 'web', userId: ctx.user?.id ?? null, reports: input.reports, context: {} });
