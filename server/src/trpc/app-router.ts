import { addressRouter } from '../routers/address/_router';
import { aiTextRouter } from '../routers/aiText/_router';
import { aiVideoTaskRouter } from '../routers/aiVideoTask/_router';
import { appletRouter } from '../routers/applet/_router';
import { authRouter } from '../routers/auth/_router';
import { brandingRouter } from '../routers/branding/_router';
import { cardRouter } from '../routers/card/_router';
import { chatStudioRouter } from '../routers/chatStudio/_router';
import { companyRouter } from '../routers/company/_router';
import { companyUserRouter } from '../routers/companyUser/_router';
import { datareportRouter } from '../routers/datareport/_router';
import { deviceRouter } from '../routers/device/_router';
import { documentRouter } from '../routers/document/_router';
import { faceRouter } from '../routers/face/_router';
import { faqRouter } from '../routers/faq/_router';
import { licenceRouter } from '../routers/licence/_router';
import { liveRouter } from '../routers/live/_router';
import { mediaRouter } from '../routers/media/_router';
import { momentRouter } from '../routers/moment/_router';
import { noticeRouter } from '../routers/notice/_router';
import { openapiRouter } from '../routers/openapi/_router';
import { opsRouter } from '../routers/ops/_router';
import { orgUserRouter } from '../routers/orgUser/_router';
import { organizationRouter } from '../routers/organization/_router';
import { otherRouter } from '../routers/other/_router';
import { paymentRouter } from '../routers/payment/_router';
import { quotaRouter } from '../routers/quota/_router';
import { reviewRouter } from '../routers/review/_router';
import { safetyRouter } from '../routers/safety/_router';
import { contentRouter } from '../routers/content/_router';
import { scriptRouter } from '../routers/script/_router';
import { studioRouter } from '../routers/studio/_router';
import { studioTemplateRouter } from '../routers/studioTemplate/_router';
import { talkProjectRouter } from '../routers/talkProject/_router';
import { uploadRouter } from '../routers/upload/_router';
import { userRouter } from '../routers/user/_router';
import { vhRouter } from '../routers/vh/_router';
import { vhMarketRouter } from '../routers/vhMarket/_router';
import { videoProjectRouter } from '../routers/videoProject/_router';
import { videoTaskRouter } from '../routers/videoTask/_router';
import { voiceRouter } from '../routers/voice/_router';
import { wakeWordRouter } from '../routers/wakeWord/_router';
import { router } from './init';

/** The whole API: one namespace per spec area (contracts/src/calls). */
export const appRouter = router({
  address: addressRouter,
  aiText: aiTextRouter,
  aiVideoTask: aiVideoTaskRouter,
  applet: appletRouter,
  auth: authRouter,
  branding: brandingRouter,
  card: cardRouter,
  chatStudio: chatStudioRouter,
  company: companyRouter,
  companyUser: companyUserRouter,
  datareport: datareportRouter,
  device: deviceRouter,
  document: documentRouter,
  face: faceRouter,
  faq: faqRouter,
  licence: licenceRouter,
  live: liveRouter,
  media: mediaRouter,
  moment: momentRouter,
  notice: noticeRouter,
  openapi: openapiRouter,
  ops: opsRouter,
  orgUser: orgUserRouter,
  organization: organizationRouter,
  other: otherRouter,
  payment: paymentRouter,
  quota: quotaRouter,
  review: reviewRouter,
  safety: safetyRouter,
  content: contentRouter,
  script: scriptRouter,
  studio: studioRouter,
  studioTemplate: studioTemplateRouter,
  talkProject: talkProjectRouter,
  upload: uploadRouter,
  user: userRouter,
  vh: vhRouter,
  vhMarket: vhMarketRouter,
  videoProject: videoProjectRouter,
  videoTask: videoTaskRouter,
  voice: voiceRouter,
  wakeWord: wakeWordRouter,
});

export type AppRouter = typeof appRouter;
