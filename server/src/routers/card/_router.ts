import { cardCalls as calls } from '@portal/contracts/calls/card/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { saveHandler } from './save.handler';
import { worksListHandler } from './worksList.handler';

export const cardRouter = router({
  worksList: authedCall(calls.worksList).query(worksListHandler),
  save: authedCall(calls.save).mutation(saveHandler),
});
