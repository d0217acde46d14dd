import type { WorkbenchData, WorkbenchScene } from '../workbench/types';

/** A talk project as the server answers it (002 §3 record with persona and config). */
export interface TalkProject {
  projectId: string;
  title: string;
  dataJson: string;
  publishType: DeliveryMode;
  interactionMode: string;
  vhType: string;
  visibility: boolean;
  status: 'published' | 'unpublished';
  isTemplate: boolean;
  personaBizId: string | null;
  templateName: string;
  csPersonDesign: Persona;
  config: TalkConfig;
  version: number;
  updateTime: string | Date;
  previewImage?: string | null;
  /** The project's latest training task (002 §3), if it was ever trained. */
  nluTaskId?: string | null;
}

export type DeliveryMode = 'card' | 'cte' | 'common' | 'custom';
export type Persona = Record<string, unknown> & { displayName: string; roles: string[]; sensitive: Record<string, string[]> };
export type TalkConfig = Record<string, unknown> & {
  businessCard: number;
  interactiveModes: number[];
  withEmoji: boolean;
  companyName?: string;
  callPageConfig?: { callButtonItems: CallItem[]; callWaitingItems: CallItem[] };
};
export interface CallItem { text: string; [key: string]: unknown }

export interface TalkListItem {
  projectId: string;
  title: string;
  publishType: DeliveryMode;
  visibility?: boolean;
  isTemplate: boolean;
  platform?: boolean;
  updateTime?: string | Date;
  previewImage?: string | null;
}
export interface TalkListPage { list: TalkListItem[]; total: number; counts?: { all: number; published: number; unpublished: number } }

/** Delivery modes (002 §1) as the pages name them. */
export const MODE_LABELS: Record<DeliveryMode, string> = { card: '数字名片', cte: '一体机大屏', common: '网页', custom: '自定义' };

/** The editor's tabs (002 §2), keyed for the address. */
export const EDITOR_TABS = ['staff', 'resume', 'settings', 'callPage', 'knowledge'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The talk canvas (iceScenes) as the one scene the studio's canvas components edit, and back. */
export function toCanvasData(dataJson: string): WorkbenchData {
  const data = JSON.parse(dataJson) as Record<string, unknown>;
  const { iceScenes, backgroundColor, ...rest } = data as { iceScenes?: Record<string, unknown>; backgroundColor?: string };
  const scene: WorkbenchScene = { title: '画布', displayTexts: [], displayImages: [], displayVideos: [], ...(iceScenes ?? {}), ...(backgroundColor ? { backgroundColor } : {}) };
  return { ...rest, scenes: [scene] };
}

export function fromCanvasData(canvas: WorkbenchData): Record<string, unknown> {
  const { scenes, ...rest } = canvas;
  const { title: _title, backgroundColor, ...iceScenes } = scenes[0] ?? {};
  return { ...rest, ...(backgroundColor ? { backgroundColor } : {}), iceScenes };
}

/** The editor's address (002 §2): rtcId, type=rtcTemplate for templates. */
export const editorPath = (item: { projectId: string; isTemplate?: boolean }) =>
  `/home/interactive?rtcId=${encodeURIComponent(item.projectId)}${item.isTemplate ? '&type=rtcTemplate' : ''}`;
