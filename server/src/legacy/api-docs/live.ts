import type { AreaDocs } from './area-docs';

/** 实时会话: the reference text of the area's calls (tag, summaries, descriptions). */
export const liveDocs: AreaDocs = {
  name: '实时会话',
  description: '名片与直播间的实时会话：心跳、语音提问与直播间提问（公开接口，凭会话访问）。',
  calls: {
    liveHeartbeat: { summary: '会话心跳', description: '保持访客会话的席位，并按开始的分钟计费。' },
    liveRoomAsk: { summary: '直播间提问', description: '观众在直播间文字提问，排队等待主播回答。' },
    liveRoomState: { summary: '直播间状态', description: '返回直播间的播放进度、提问队列与当前回答。' },
    liveVoiceAsk: { summary: '语音提问', description: '会话中的语音提问：先返回识别文字，再返回语音回答。' },
  },
};
