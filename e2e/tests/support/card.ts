import { expect, type APIRequestContext } from '@playwright/test';
import { deleteWhenTestEnds } from './portal';

/** A published card for e2e tests and benches, built through the API as a manager does it. */

export const FAQ_ANSWER = '每天早上九点到晚上九点营业。';

export type Answer = { code: number; message: string; data: any };
export const post = async (request: APIRequestContext, path: string, data: unknown): Promise<Answer> =>
  (await request.post(path, { data })).json();
export const get = async (request: APIRequestContext, path: string): Promise<Answer> =>
  (await request.get(path)).json();

/** A published card with a complete persona, one trained FAQ and a video and a document. */
export async function buildCard(request: APIRequestContext, extraFaq: { question: string; answer: string }[] = []) {
  const made = await post(request, '/api/talk/project/create', { templateBizId: 'rtc-tpl-card', title: '前台名片' });
  expect(made.code, made.message).toBe(200);
  const projectId: string = made.data.projectId;
  deleteWhenTestEnds(request, projectId);
  const saved = await post(request, '/api/talk/project/update', {
    projectId,
    csPersonDesign: {
      displayName: '小安',
      roles: ['前台', '接待'],
      industryKnowledge: '访客接待',
      workTasks: '引导访客',
      concernUseInfo: '来访目的',
      personaStyle: 'gentle',
    },
    config: {
      companyName: '安心科技',
      customPhone: '021-12345678',
      province: '上海市',
      city: '上海市',
      county: '浦东新区',
      contactInfo: 'hello@anxin.example',
      cardShareTitle: '来和小安聊聊',
      callPageConfig: { callButtonItems: [], callWaitingItems: [{ text: '小安正在赶来，请稍候…' }] },
    },
  });
  expect(saved.code, saved.message).toBe(200);
  const faq = await post(request, '/api/talk/faq/create', {
    projectId,
    standardQuestion: '你们的营业时间是几点到几点',
    similarQuestions: ['几点开门', '晚上几点关门'],
    standardAnswers: [FAQ_ANSWER],
    isRecommend: true,
  });
  expect(faq.code, faq.message).toBe(200);
  for (const extra of extraFaq) {
    const made = await post(request, '/api/talk/faq/create', {
      projectId,
      standardQuestion: extra.question,
      standardAnswers: [extra.answer],
    });
    expect(made.code, made.message).toBe(200);
  }
  const task = await post(request, '/api/talk/nlu/task/submit', { projectId });
  expect(task.code, task.message).toBe(200);
  await expect
    .poll(async () => (await get(request, `/api/talk/nlu/task/get?taskId=${task.data.taskId}`)).data.status, {
      timeout: 60_000,
    })
    .toBe(2);
  const published = await post(request, '/api/talk/project/appletPublish', { projectId });
  expect(published.code, published.message).toBe(200);
  const link = new URL(published.data.shareUrl);
  const shareToken = link.searchParams.get('shareToken')!;
  // The card's own picture stands in for a video cover (the e2e machine has no outside network).
  const card = await get(request, `/api/applet/project/getCardInfo?projectId=${projectId}&shareToken=${shareToken}`);
  const picture = card.data.dataJson.match(/"(\/storage\/[^"]+\.(?:png|jpe?g|webp))"/)?.[1] ?? '';
  const works = await post(request, '/api/talk/card/works/save', {
    userId: '1',
    companyId: '1',
    projectId,
    videoList: [
      { taskId: 'v-1', name: '公司介绍', result: { videoUrl: '/storage/none.mp4', videoThumbnailImageUrl: picture } },
    ],
    documentList: [
      { documentId: 'd-1', documentUrl: '/storage/none.pdf', documentName: '产品手册', documentType: 'pdf' },
    ],
  });
  expect(works.code, works.message).toBe(200);
  return { projectId, shareToken, path: `${link.pathname}${link.search}` };
}
