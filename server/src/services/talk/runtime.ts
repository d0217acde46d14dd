import { maskTalkKeys } from './llm-keys';
import { asc, eq } from 'drizzle-orm';
import { SDK_CONFIG_PLATFORM_DEFAULT } from '@portal/contracts';
import { createNodeRenderer } from '@portal/workers/node/render';
import type { Database } from '../../db/client';
import { talkProjects, talkWakeWords } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { renderAssetOptions, withLocalAssets } from '../storage/local-assets';
import type { Storage } from '../storage/storage';
import { canvasOf } from './canvas';
import { configOf, personaOf } from './persona';
import type { TalkProjectRow } from './projects';

/** SDK platforms (002 §7 sdk config; web is the default). The spec names only web; the rest are ours. */
export const SDK_PLATFORMS = ['web', 'h5', 'android', 'ios', 'wechat'] as const;

/**
 * What a running conversation needs of a project (002 §7 rtc config): the canvas, the voice, the
 * persona and config, the talk settings and the wake words. The conversation engine and the applet
 * read projects through this one view.
 */
export async function rtcConfigOf(db: Database, row: TalkProjectRow) {
  const words = await db
    .select({ id: talkWakeWords.id, word: talkWakeWords.word })
    .from(talkWakeWords)
    .where(eq(talkWakeWords.projectId, row.id))
    .orderBy(asc(talkWakeWords.createdAt));
  const canvas = canvasOf(row);
  return {
    projectId: row.id,
    title: row.title,
    publishType: row.publishType,
    interactionMode: row.interactionMode,
    vhType: row.vhType,
    visibility: row.visibility,
    personaBizId: canvas.personaBizId ?? null,
    videoSize: canvas.videoSize,
    tts: canvas.iceScenes.tts ?? null,
    dataJson: JSON.stringify(canvas),
    csPersonDesign: personaOf(row.persona),
    config: configOf(row.config),
    talk: maskTalkKeys(row.talk),
    nluTaskId: row.nluTaskId,
    wakeWords: words,
  };
}

export function sdkConfigOf(row: TalkProjectRow, platform: string, origin: string) {
  if (!(SDK_PLATFORMS as readonly string[]).includes(platform))
    throw DomainError.invalidInput(`参数 platform 有误：${platform}`);
  return {
    projectId: row.id,
    platform: platform || SDK_CONFIG_PLATFORM_DEFAULT,
    vhType: row.vhType,
    publishType: row.publishType,
    interactionMode: row.interactionMode,
    rtcConfigUrl: `${origin}/api/talk/project/rtc/config?projectId=${row.id}`,
    previewUrl: `${origin}/${row.vhType === '3D_INTERACTIVE' ? 'ThreeDimensionSDKPreview' : 'RtcPreview'}/${row.id}`,
    sdkPreviewUrl: `${origin}/ThreeDimensionSDKPreview/${row.id}`,
    scriptUrl: `${origin}${SDK_SCRIPT_PATH}`,
    moduleUrl: `${origin}${SDK_MODULE_PATH}`,
    embedSnippet: embedSnippet(origin, row.id),
  };
}

/** The SDK's stable URLs (served by the portal from sdk/dist; see http/serve-sdk.ts). */
export const SDK_SCRIPT_PATH = '/sdk/v1/digital-human.js';
export const SDK_MODULE_PATH = '/sdk/v1/digital-human.mjs';

/** What a host page pastes: the script and the element; the signature comes from the company's backend. */
export const embedSnippet = (origin: string, projectId: string) =>
  [
    `<script src="${origin}${SDK_SCRIPT_PATH}" async></script>`,
    `<!-- signature：由贵司后端携带 subscription-key 调用 ${origin}/rtc/openapi/signature/gen 获得，10 分钟内有效 -->`,
    `<digital-human project="${projectId}" signature="SIGNATURE" style="width:360px;height:640px"></digital-human>`,
  ].join('\n');

/**
 * The preview image (002 §3 previewImage): the canvas drawn by the render core at 10% as JPEG
 * (002 §9), stored under the company and written into the canvas.
 */
export async function generatePreview(db: Database, storage: Storage, row: TalkProjectRow, origin: string) {
  const canvas = canvasOf(row);
  const { iceScenes: ice } = canvas;
  const project = { ...canvas, scenes: [{ ...ice, backgroundColor: canvas.backgroundColor ?? ice.backgroundColor }] };
  const renderer = await createNodeRenderer(renderAssetOptions(storage, row.companyId));
  let bytes: Uint8Array;
  try {
    ({ bytes } = await renderer.renderThumbnail(await withLocalAssets(storage, project, row.companyId), 0));
  } finally {
    renderer.dispose();
  }
  const key = `c/${row.companyId}/GENERATED/talk-${row.id}/preview-${Date.now()}.jpg`;
  await storage.store.putBytes(key, bytes);
  const previewImage = storage.urlOf(key, origin);
  await db
    .update(talkProjects)
    .set({ data: { ...canvas, iceScenes: { ...ice, previewImage } } })
    .where(eq(talkProjects.id, row.id));
  return { previewImage };
}

/** The models a project's talk settings may name (002 §3 talk.modelName); the configured one when set. */
export function llmModels(configured: { model: string } | null) {
  const models = [{ name: '标准对话模型', modelName: 'standard', available: true }];
  if (configured) models.push({ name: configured.model, modelName: configured.model, available: true });
  return models;
}
