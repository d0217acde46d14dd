import { appletMomentFeedCall } from './appletMomentFeed';
import { v1TalkCardMomentQueryV2Call } from './v1TalkCardMomentQueryV2';
import { v1TalkCardMomentTopCall } from './v1TalkCardMomentTop';
import { v1TalkCardMomentDeleteCall } from './v1TalkCardMomentDelete';
import { v1TalkCardMomentPublishCall } from './v1TalkCardMomentPublish';
import { v1TalkCardMomentEditCall } from './v1TalkCardMomentEdit';
import { v1TalkCardMomentLabelAddCall } from './v1TalkCardMomentLabelAdd';
import { v1TalkCardMomentLabelOrderCall } from './v1TalkCardMomentLabelOrder';
import { v1TalkCardMomentLabelQueryCall } from './v1TalkCardMomentLabelQuery';
import { v1TalkCardMomentLabelRemoveCall } from './v1TalkCardMomentLabelRemove';
import { v1TalkCardMomentLabelUpdateCall } from './v1TalkCardMomentLabelUpdate';
import { talkCardMomentUpdateLabelCall } from './talkCardMomentUpdateLabel';
import { talkCardMomentOrderCall } from './talkCardMomentOrder';

export const momentCalls = {
  momentQueryV2: v1TalkCardMomentQueryV2Call,
  momentTop: v1TalkCardMomentTopCall,
  momentDelete: v1TalkCardMomentDeleteCall,
  momentPublish: v1TalkCardMomentPublishCall,
  momentEdit: v1TalkCardMomentEditCall,
  labelAdd: v1TalkCardMomentLabelAddCall,
  labelOrder: v1TalkCardMomentLabelOrderCall,
  labelQuery: v1TalkCardMomentLabelQueryCall,
  labelRemove: v1TalkCardMomentLabelRemoveCall,
  labelUpdate: v1TalkCardMomentLabelUpdateCall,
  updateLabel: talkCardMomentUpdateLabelCall,
  momentOrder: talkCardMomentOrderCall,
  cardFeed: appletMomentFeedCall,
} as const;
