import { z } from 'zod';
import { runConversion } from '../services/documents/convert';
import { CONVERT_DOCUMENT_JOB } from '../services/documents/job-names';
import type { JobKind } from './kinds';

const DataSchema = z.object({ conversionId: z.string().uuid() });

export const convertDocumentJob: JobKind = {
  name: CONVERT_DOCUMENT_JOB,
  async run(deps, data) {
    await runConversion(deps, DataSchema.parse(data).conversionId);
  },
};
