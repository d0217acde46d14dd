import { addressCalls } from './address';
import { aiTextCalls } from './aiText';
import { aiVideoTaskCalls } from './aiVideoTask';
import { appletCalls } from './applet';
import { authCalls } from './auth';
import { brandingCalls } from './branding';
import { cardCalls } from './card';
import { chatStudioCalls } from './chatStudio';
import { companyCalls } from './company';
import { companyUserCalls } from './companyUser';
import { datareportCalls } from './datareport';
import { deviceCalls } from './device';
import { documentCalls } from './document';
import { faceCalls } from './face';
import { faqCalls } from './faq';
import { licenceCalls } from './licence';
import { liveCalls } from './live';
import { mediaCalls } from './media';
import { momentCalls } from './moment';
import { noticeCalls } from './notice';
import { openapiCalls } from './openapi';
import { opsCalls } from './ops';
import { orgUserCalls } from './orgUser';
import { organizationCalls } from './organization';
import { otherCalls } from './other';
import { paymentCalls } from './payment';
import { quotaCalls } from './quota';
import { reviewCalls } from './review';
import { safetyCalls } from './safety';
import { contentCalls } from './content';
import { scriptCalls } from './script';
import { studioCalls } from './studio';
import { studioTemplateCalls } from './studioTemplate';
import { talkProjectCalls } from './talkProject';
import { uploadCalls } from './upload';
import { userCalls } from './user';
import { vhCalls } from './vh';
import { vhMarketCalls } from './vhMarket';
import { videoProjectCalls } from './videoProject';
import { videoTaskCalls } from './videoTask';
import { voiceCalls } from './voice';
import { wakeWordCalls } from './wakeWord';
import type { CallDefinition } from './define-call';

/** Every documented call, by tRPC namespace and procedure key. */
export const callCatalogue = {
  address: addressCalls,
  aiText: aiTextCalls,
  aiVideoTask: aiVideoTaskCalls,
  applet: appletCalls,
  auth: authCalls,
  branding: brandingCalls,
  card: cardCalls,
  chatStudio: chatStudioCalls,
  company: companyCalls,
  companyUser: companyUserCalls,
  datareport: datareportCalls,
  device: deviceCalls,
  document: documentCalls,
  face: faceCalls,
  faq: faqCalls,
  licence: licenceCalls,
  live: liveCalls,
  media: mediaCalls,
  moment: momentCalls,
  notice: noticeCalls,
  openapi: openapiCalls,
  ops: opsCalls,
  orgUser: orgUserCalls,
  organization: organizationCalls,
  other: otherCalls,
  payment: paymentCalls,
  quota: quotaCalls,
  review: reviewCalls,
  safety: safetyCalls,
  content: contentCalls,
  script: scriptCalls,
  studio: studioCalls,
  studioTemplate: studioTemplateCalls,
  talkProject: talkProjectCalls,
  upload: uploadCalls,
  user: userCalls,
  vh: vhCalls,
  vhMarket: vhMarketCalls,
  videoProject: videoProjectCalls,
  videoTask: videoTaskCalls,
  voice: voiceCalls,
  wakeWord: wakeWordCalls,
} as const;

export type CallCatalogue = typeof callCatalogue;
export type CallArea = keyof CallCatalogue;

/** The catalogue as a flat list, in area order. */
export const allCalls: readonly CallDefinition[] = Object.values(callCatalogue).flatMap(
  (area) => Object.values(area) as CallDefinition[],
);

export { defineCall } from './define-call';
export type { CallDefinition, CallAccess, LegacyBase, LegacyMethod, LegacyRoute, ProcedureKind } from './define-call';
export * from './shared';
export * from './datareport/report-record';
export * from './branding/branding-config';
export * from './notice/notice';
export * from './auth/auth-schemas';
export * from './company/invitation-schema';
export * from './upload/upload-schemas';
export * from './media/media-schemas';
export * from './voice/voice-schemas';
export * from './document/conversion-schemas';
export * from './vh/vh-schemas';
export * from './videoProject/project-schemas';
export * from './videoTask/task-schemas';
export * from './safety/safety-schemas';
export * from './safety/lexicon-schemas';
export * from './aiText/ai-schemas';
export * from './companyUser/company-user-schemas';
export * from './payment/payment-schemas';
export * from './aiVideoTask/ai-video-schemas';
export * from './licence/licence-list-schemas';
export * from './document/library-schemas';
export * from './faq/faq-schemas';
export * from './faq/faq-warnings';
export * from './openapi/openapi-schemas';
export * from './ops/ops-schemas';
export * from './ops/brand-image-schemas';
export * from './ops/product-schemas';
export * from './ops/catalogue-template-schemas';
export * from './ops/operator-schemas';
