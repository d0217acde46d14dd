import { defineCall } from '../define-call';
import { CompanyUserItemSchema, EditCompanyUserSchema } from './company-user-schemas';

export const userEditCall = defineCall({
  id: 'userEdit',
  specId: 'userEdit',
  area: 'companyUser',
  procedure: 'userEdit',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/user/edit'], origin: 'spec' },
  silent: false,
  summary: '',
  input: EditCompanyUserSchema,
  output: CompanyUserItemSchema,
});
