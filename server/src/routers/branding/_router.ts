import { brandingCalls as calls } from '@portal/contracts/calls/branding/index';
import { router } from '../../trpc/init';
import { publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { getConfigTextHandler } from './getConfigText.handler';
import { brandingConfigByDomainHandler } from './brandingConfigByDomain.handler';

export const brandingRouter = router({
  getInfo: publicCall(calls.getInfo).query(notImplemented(calls.getInfo)),
  getConfigText: publicCall(calls.getConfigText).query(getConfigTextHandler),
  brandingConfigByDomain: publicCall(calls.brandingConfigByDomain).query(brandingConfigByDomainHandler),
});
