import { licenceCalls as calls } from '@portal/contracts/calls/licence/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { getLicenseAndRightsHandler } from './getLicenseAndRights.handler';
import { getLimitsAuthorityByUserIdHandler } from './getLimitsAuthorityByUserId.handler';
import { licenseInfoHandler } from './licenseInfo.handler';
import { rmListHandler } from './rmList.handler';

export const licenceRouter = router({
  getLicenseAndRights: authedCall(calls.getLicenseAndRights).query(getLicenseAndRightsHandler),
  getLimitsAuthorityByUserId: authedCall(calls.getLimitsAuthorityByUserId).query(getLimitsAuthorityByUserIdHandler),
  rmList: authedCall(calls.rmList).query(rmListHandler),
  licenseInfo: authedCall(calls.licenseInfo).query(licenseInfoHandler),
});
