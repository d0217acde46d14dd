import { defineCall } from '../define-call';
import { AddCompanyUserSchema, CompanyUserItemSchema } from './company-user-schemas';

export const companyAddUserCall = defineCall({
  id: 'companyAddUser',
  specId: 'companyAddUser',
  area: 'companyUser',
  procedure: 'addUser',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/company/AddUser'], origin: 'spec' },
  silent: false,
  summary: '',
  input: AddCompanyUserSchema,
  output: CompanyUserItemSchema,
});
