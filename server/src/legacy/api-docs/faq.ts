import type { AreaDocs } from './area-docs';

/** 问答知识库: the reference text of the area's calls (tag, summaries, descriptions). */
export const faqDocs: AreaDocs = {
  name: '问答知识库',
  description: '互动项目的问答对、其他回复（欢迎语、无输入回复等）、测试对话与未命中问题。',
  calls: {
    talkFaqAskStream: { summary: '测试对话（流式）', description: '在编辑器中向项目提问，答案以事件流返回。' },
    talkFaqAsrCheck: { summary: '语音提问识别', description: '识别语音提问并做内容安全检查。' },
    talkFaqAsrCost: { summary: '语音识别用量', description: '上报项目语音识别的用量。' },
    talkFaqBatchDelete: { summary: '批量删除问答', description: '批量删除问答对。' },
    talkFaqClear: { summary: '清空问答', description: '清空项目的全部问答对。' },
    talkFaqCreate: { summary: '新建问答', description: '新建问答对；问题与答案会做内容安全检查。' },
    talkFaqGenTtsAndBlendShape: { summary: '合成回答语音', description: '用项目声音合成回答语音及口型数据。' },
    talkFaqGetPhoneSwitch: { summary: '电话开关', description: '读取项目的电话功能开关。' },
    talkFaqList: { summary: '问答列表', description: '列出项目的问答对。' },
    talkFaqMissedQuestions: {
      summary: '未命中问题',
      description: '列出最近 30 天访客提出、知识库未能确定回答的问题。',
    },
    talkFaqOtherBatchDelete: { summary: '批量删除其他回复', description: '批量删除其他回复。' },
    talkFaqOtherCreate: { summary: '新建其他回复', description: '新建欢迎语、无输入回复等其他回复。' },
    talkFaqOtherList: { summary: '其他回复列表', description: '列出项目的其他回复。' },
    talkFaqOtherUpdate: { summary: '修改其他回复', description: '修改一条其他回复。' },
    talkFaqUpdate: { summary: '修改问答', description: '修改问答对。' },
    talkFaqV2Download: { summary: '下载问答模板', description: '下载问答导入模板或导出现有问答。' },
    talkFaqV2Upload: { summary: '导入问答', description: '从表格文件批量导入问答对。' },
  },
};
