import { brandingCalls as calls } from '@portal/contracts/calls/branding/index';
import { router } from '../../trpc/init';
import { publicCall } from '../../trpc/call-procedures';
import { getInfoHandler } from './getInfo.handler';
import { getConfigTextHandler } from './getConfigText.handler';
import { brandingConfigByDomainHandler } from './brandingConfigByDomain.handler';

export const brandingRouter = router({
  getInfo: publicCall(calls.getInfo).query(getInfoHandler),
  getConfigText: publicCall(calls.getConfigText).query(getConfigTextHandler),
  brandingConfigByDomain: publicCall(calls.brandingConfigByDomain).query(brandingConfigByDomainHandler),
});
