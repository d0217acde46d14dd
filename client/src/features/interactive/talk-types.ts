import { readProjectCanvasData } from '@portal/contracts/scene/index';
import type { DeliveryMode } from '@portal/contracts';
import type { RouterOutputs } from '../../lib/trpc';
import type { WorkbenchData, WorkbenchScene } from '../workbench/types';

/** A talk project as the editor opens it; every server shape here comes from the router's outputs. */
export type TalkProject = RouterOutputs['talkProject']['projectGet'];
export type Persona = TalkProject['csPersonDesign'];
export type TalkConfig = TalkProject['config'];
export type CallItem = NonNullable<TalkConfig['callPageConfig']>['callButtonItems'][number];
export type TalkListItem = RouterOutputs['talkProject']['projectList']['list'][number];

/** Delivery modes (002 §1) as the pages name them. */
export const MODE_LABELS: Record<DeliveryMode, string> = {
  card: '数字名片',
  cte: '一体机大屏',
  common: '网页',
  custom: '自定义',
};

/** The editor's tabs (002 §2), keyed for the address. */
export const EDITOR_TABS = ['staff', 'resume', 'settings', 'callPage', 'knowledge'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/**
 * The talk canvas (iceScenes) as the one scene the studio's canvas components edit, and back. The
 * text is read through the scene model (migrated; an element it refuses is left out), as the server
 * reads it.
 */
export function toCanvasData(dataJson: string): WorkbenchData {
  const { iceScenes, backgroundColor, ...rest } = readProjectCanvasData(dataJson).data;
  const scene: WorkbenchScene = { title: '画布', ...iceScenes, ...(backgroundColor ? { backgroundColor } : {}) };
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
