import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { documentConversions } from '../db/schema/index';
import { DOC_STATUS, runConversion } from '../services/documents/convert';
import { CONVERT_DOCUMENT_JOB } from '../services/documents/job-names';
import type { JobKind } from './kinds';

const DataSchema = z.object({ conversionId: z.string().uuid() });

export const convertDocumentJob: JobKind = {
  name: CONVERT_DOCUMENT_JOB,
  heavy: true,
  async run(deps, data) {
    await runConversion(deps, DataSchema.parse(data).conversionId);
  },
  async giveUp(deps, data) {
    const { conversionId } = DataSchema.parse(data);
    await deps.db
      .update(documentConversions)
      .set({ status: DOC_STATUS.fail, failReason: '文档转换失败，请稍后重试', finishedAt: new Date() })
      .where(and(eq(documentConversions.id, conversionId), eq(documentConversions.status, DOC_STATUS.running)));
  },
};
