import { licenceCalls as calls } from '@portal/contracts/calls/licence/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { licenceAndRightsHandler, limitsAuthorityHandler } from './licenceAndRights.handler';

export const licenceRouter = router({
  getLicenseAndRights: authedCall(calls.getLicenseAndRights).query(licenceAndRightsHandler),
  getLimitsAuthorityByUserId: authedCall(calls.getLimitsAuthorityByUserId).query(limitsAuthorityHandler),
  rmList: authedCall(calls.rmList).query(notImplemented(calls.rmList)),
  licenseInfo: authedCall(calls.licenseInfo).query(notImplemented(calls.licenseInfo)),
});
