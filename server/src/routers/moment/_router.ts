import { momentCalls as calls } from '@portal/contracts/calls/moment/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { momentQueryV2Handler } from './momentQueryV2.handler';
import { momentTopHandler } from './momentTop.handler';
import { momentDeleteHandler } from './momentDelete.handler';
import { momentPublishHandler } from './momentPublish.handler';
import { momentEditHandler } from './momentEdit.handler';
import { labelAddHandler } from './labelAdd.handler';
import { labelOrderHandler } from './labelOrder.handler';
import { labelQueryHandler } from './labelQuery.handler';
import { labelRemoveHandler } from './labelRemove.handler';
import { labelUpdateHandler } from './labelUpdate.handler';
import { updateLabelHandler } from './updateLabel.handler';
import { momentOrderHandler } from './momentOrder.handler';
import { cardFeedHandler } from './cardFeed.handler';

export const momentRouter = router({
  momentQueryV2: authedCall(calls.momentQueryV2).mutation(momentQueryV2Handler),
  momentTop: authedCall(calls.momentTop).mutation(momentTopHandler),
  momentDelete: authedCall(calls.momentDelete).mutation(momentDeleteHandler),
  momentPublish: authedCall(calls.momentPublish).mutation(momentPublishHandler),
  momentEdit: authedCall(calls.momentEdit).mutation(momentEditHandler),
  labelAdd: authedCall(calls.labelAdd).mutation(labelAddHandler),
  labelOrder: authedCall(calls.labelOrder).mutation(labelOrderHandler),
  labelQuery: authedCall(calls.labelQuery).query(labelQueryHandler),
  labelRemove: authedCall(calls.labelRemove).mutation(labelRemoveHandler),
  labelUpdate: authedCall(calls.labelUpdate).mutation(labelUpdateHandler),
  updateLabel: authedCall(calls.updateLabel).mutation(updateLabelHandler),
  momentOrder: authedCall(calls.momentOrder).mutation(momentOrderHandler),
  cardFeed: publicCall(calls.cardFeed).query(cardFeedHandler),
});
