import type { AreaDocs } from './area-docs';

/** 小程序与名片: the reference text of the area's calls (tag, summaries, descriptions). */
export const appletDocs: AreaDocs = {
  name: '小程序与名片',
  description: '访客打开数字名片后使用的接口（大多为公开接口，凭名片链接令牌访问），以及名片发布与留资管理。',
  calls: {
    appletLeadDelete: { summary: '删除访客留资', description: '删除访客在名片上留下的联系方式。' },
    appletLeadList: { summary: '访客留资列表', description: '列出访客在本企业名片上留下的联系方式。' },
    appletProjectGetCardInfo: { summary: '名片信息（访客）', description: '访客打开名片时读取名片资料。' },
    appletRtcModelPreheat: { summary: '预热名片模型', description: '访客进入名片前预热数字人模型。' },
    appletRtcRtcStop: { summary: '结束名片会话', description: '结束访客的实时会话并释放席位。' },
    appletRtcRtcSyncStart: { summary: '开始名片会话', description: '为访客开始一次实时会话，占用一个席位。' },
    appletTalkAskStream: { summary: '名片流式问答', description: '访客提问，答案以事件流返回（data、close、error）。' },
    appletTalkAsrCheck: { summary: '名片语音识别', description: '识别访客的语音提问并做内容安全检查。' },
    appletTalkAsrCost: { summary: '名片语音识别用量', description: '上报访客语音识别的用量。' },
    appletTalkGetRecommendAskTextList: { summary: '推荐提问', description: '返回名片上展示的推荐问题。' },
    appletTalkRmList: { summary: '名片数字人列表', description: '返回名片可用的数字人资源。' },
    appletUserInfo: { summary: '名片访客身份', description: '为访客签发匿名身份，供后续问答使用。' },
    appletVideoPage: { summary: '名片视频列表', description: '分页返回名片展示的视频作品。' },
    businessEventRecommendSend: { summary: '推荐事件上报', description: '上报访客点击推荐问题等事件。' },
    costReport: { summary: '用量上报', description: '上报名片会话的用量。' },
    talkFaqAppletQueryChatLog: { summary: '访客聊天记录', description: '读取访客在名片上的聊天记录。' },
    talkFaqAppletUser: { summary: '访客信息', description: '登记名片访客的基本信息。' },
    talkProjectAppletPublish: { summary: '发布为名片', description: '把互动项目发布为数字名片，占用一张名片额度。' },
    talkProjectCancelAppletPublish: { summary: '取消名片发布', description: '下架名片并退还名片额度。' },
    talkProjectGetCardInfo: { summary: '名片信息（编辑）', description: '读取互动项目的名片资料供编辑。' },
    talkProjectGetCardInfoByPersonaBizId: {
      summary: '按数字人读取名片信息',
      description: '按数字人编号读取名片资料。',
    },
  },
};
