import type { AreaDocs } from './area-docs';
import { addressDocs } from './address';
import { aiTextDocs } from './ai-text';
import { aiVideoTaskDocs } from './ai-video-task';
import { appletDocs } from './applet';
import { authDocs } from './auth';
import { brandingDocs } from './branding';
import { cardDocs } from './card';
import { chatStudioDocs } from './chat-studio';
import { companyDocs } from './company';
import { companyUserDocs } from './company-user';
import { contentDocs } from './content';
import { datareportDocs } from './datareport';
import { deviceDocs } from './device';
import { opsDocs } from './ops';
import { documentDocs } from './document';
import { faceDocs } from './face';
import { faqDocs } from './faq';
import { licenceDocs } from './licence';
import { liveDocs } from './live';
import { mediaDocs } from './media';
import { momentDocs } from './moment';
import { noticeDocs } from './notice';
import { openapiDocs } from './openapi';
import { orgUserDocs } from './org-user';
import { organizationDocs } from './organization';
import { otherDocs } from './other';
import { paymentDocs } from './payment';
import { quotaDocs } from './quota';
import { reviewDocs } from './review';
import { safetyDocs } from './safety';
import { scriptDocs } from './script';
import { studioDocs } from './studio';
import { studioTemplateDocs } from './studio-template';
import { talkProjectDocs } from './talk-project';
import { uploadDocs } from './upload';
import { userDocs } from './user';
import { vhDocs } from './vh';
import { vhMarketDocs } from './vh-market';
import { videoProjectDocs } from './video-project';
import { videoTaskDocs } from './video-task';
import { voiceDocs } from './voice';
import { wakeWordDocs } from './wake-word';

export type { AreaDocs, CallDocs, CallExample } from './area-docs';

/**
 * The developer reference's text per catalogue area (the OpenAPI tags and operations): one file
 * per area, so a new call gets its summary and description beside its neighbours. api-docs.test.ts
 * fails while a call has none.
 */
export const API_DOCS: Readonly<Record<string, AreaDocs>> = {
  address: addressDocs,
  aiText: aiTextDocs,
  aiVideoTask: aiVideoTaskDocs,
  applet: appletDocs,
  auth: authDocs,
  branding: brandingDocs,
  card: cardDocs,
  chatStudio: chatStudioDocs,
  company: companyDocs,
  companyUser: companyUserDocs,
  content: contentDocs,
  datareport: datareportDocs,
  device: deviceDocs,
  ops: opsDocs,
  document: documentDocs,
  face: faceDocs,
  faq: faqDocs,
  licence: licenceDocs,
  live: liveDocs,
  media: mediaDocs,
  moment: momentDocs,
  notice: noticeDocs,
  openapi: openapiDocs,
  orgUser: orgUserDocs,
  organization: organizationDocs,
  other: otherDocs,
  payment: paymentDocs,
  quota: quotaDocs,
  review: reviewDocs,
  safety: safetyDocs,
  script: scriptDocs,
  studio: studioDocs,
  studioTemplate: studioTemplateDocs,
  talkProject: talkProjectDocs,
  upload: uploadDocs,
  user: userDocs,
  vh: vhDocs,
  vhMarket: vhMarketDocs,
  videoProject: videoProjectDocs,
  videoTask: videoTaskDocs,
  voice: voiceDocs,
  wakeWord: wakeWordDocs,
};
