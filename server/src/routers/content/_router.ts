import { contentCalls as calls } from '@portal/contracts/calls/content/index';
import { router } from '../../trpc/init';
import { publicCall, superAdminCall } from '../../trpc/call-procedures';
import { customMadeDeleteHandler } from './customMadeDelete.handler';
import { customMadeListHandler } from './customMadeList.handler';
import { customMadeSubmitHandler } from './customMadeSubmit.handler';
import { marketShowcaseHandler } from './marketShowcase.handler';
import { legalGetHandler } from './legalGet.handler';
import { legalSaveHandler } from './legalSave.handler';
import { legalVersionsHandler } from './legalVersions.handler';

export const contentRouter = router({
  legalGet: publicCall(calls.legalGet).query(legalGetHandler),
  legalSave: superAdminCall(calls.legalSave).mutation(legalSaveHandler),
  legalVersions: superAdminCall(calls.legalVersions).query(legalVersionsHandler),
  customMadeSubmit: publicCall(calls.customMadeSubmit).mutation(customMadeSubmitHandler),
  customMadeList: superAdminCall(calls.customMadeList).query(customMadeListHandler),
  customMadeDelete: superAdminCall(calls.customMadeDelete).mutation(customMadeDeleteHandler),
  marketShowcase: publicCall(calls.marketShowcase).query(marketShowcaseHandler),
});
