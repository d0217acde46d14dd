import { licenceCalls as calls } from '@portal/contracts/calls/licence/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const licenceRouter = router({
  getLicenseAndRights: authedCall(calls.getLicenseAndRights).query(notImplemented(calls.getLicenseAndRights)),
  getLimitsAuthorityByUserId: authedCall(calls.getLimitsAuthorityByUserId).query(notImplemented(calls.getLimitsAuthorityByUserId)),
  rmList: authedCall(calls.rmList).query(notImplemented(calls.rmList)),
  licenseInfo: authedCall(calls.licenseInfo).query(notImplemented(calls.licenseInfo)),
});
