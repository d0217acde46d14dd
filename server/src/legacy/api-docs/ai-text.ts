import type { AreaDocs } from './area-docs';

/** AI文案: the reference text of the area's calls (tag, summaries, descriptions). */
export const aiTextDocs: AreaDocs = {
  name: 'AI文案',
  description: '用大模型生成、改写与问答播报文案。生成消耗 AI 文案额度；流式接口以 text/event-stream 应答。',
  calls: {
    aiRewritePoll: { summary: '查询改写结果', description: '查询一次 AI 改写任务的状态与结果。' },
    aiRewriteSubmit: {
      summary: '提交 AI 改写',
      description: '提交一段文案的改写（扩写、缩写、换风格等），返回任务编号。',
    },
    aiTextQuotaQuery: { summary: '查询 AI 文案额度', description: '返回 AI 文案额度的已用量与总量。' },
    deepThinkStart: { summary: '开始深度思考', description: '为一段文案启动深度思考式生成。' },
    talkAiTextGenerate: { summary: '生成互动文案', description: '为互动项目生成欢迎语、问答等文案。' },
    videocreationAiTextAsyncAskDb: { summary: '异步知识库问答', description: '基于企业知识库异步回答问题。' },
    videocreationAiTextStreamAskDb: {
      summary: '流式知识库问答',
      description: '基于企业知识库流式回答问题（事件流）。',
    },
    videocreationAiTextStreamGen: {
      summary: '流式生成文案',
      description: '按主题流式生成播报文案；输入最多 200 字，需有 AI 文案额度。',
    },
  },
};
