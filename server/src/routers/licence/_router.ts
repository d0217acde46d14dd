import { licenceCalls as calls } from '@portal/contracts/calls/licence/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { interactiveLicenceHandler, licenceListHandler } from './licenceList.handler';
import { licenceAndRightsHandler, limitsAuthorityHandler } from './licenceAndRights.handler';

export const licenceRouter = router({
  getLicenseAndRights: authedCall(calls.getLicenseAndRights).query(licenceAndRightsHandler),
  getLimitsAuthorityByUserId: authedCall(calls.getLimitsAuthorityByUserId).query(limitsAuthorityHandler),
  rmList: authedCall(calls.rmList).query(licenceListHandler),
  licenseInfo: authedCall(calls.licenseInfo).query(interactiveLicenceHandler),
});
