import { z } from 'zod';
import { defineCall } from '../define-call';
import { SubscriptionKeySchema } from '../openapi/openapi-schemas';

export const companyGetSubKeyNotGeneIfNoneCall = defineCall({
  id: 'companyGetSubKeyNotGeneIfNone',
  specId: 'companyGetSubKeyNotGeneIfNone',
  area: 'company',
  procedure: 'getSubKeyNotGeneIfNone',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/company/getSubKey_notGeneIfNone'], origin: 'spec' },
  silent: false,
  summary: 'Company subscription key, not generated if none (doc 002 lists it with the SDK and open API calls).',
  input: z.object({}),
  output: SubscriptionKeySchema,
});
