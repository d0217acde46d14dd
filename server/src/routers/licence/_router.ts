import { licenceCalls as calls } from '@portal/contracts/calls/licence/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { licenceAndRightsHandler } from './getLicenseAndRights.handler';
import { limitsAuthorityHandler } from './getLimitsAuthorityByUserId.handler';
import { interactiveLicenceHandler } from './licenseInfo.handler';
import { licenceListHandler } from './rmList.handler';

export const licenceRouter = router({
  getLicenseAndRights: authedCall(calls.getLicenseAndRights).query(licenceAndRightsHandler),
  getLimitsAuthorityByUserId: authedCall(calls.getLimitsAuthorityByUserId).query(limitsAuthorityHandler),
  rmList: authedCall(calls.rmList).query(licenceListHandler),
  licenseInfo: authedCall(calls.licenseInfo).query(interactiveLicenceHandler),
});
