import { readProjectRenderData } from '@portal/contracts/scene/index';
import type { videoTasks } from '../../db/schema/index';
import type { Storage } from '../storage/storage';
import { sceneSpeechText } from './scene-text';

type Task = typeof videoTasks.$inferSelect;

/** A finished video's organisation review as its author sees it (services/organizations/review.ts). */
export type TaskReview = { status: 'pending' | 'approved' | 'returned'; reason: string };

export function taskView(task: Task, storage: Storage, origin: string, review: TaskReview | null = null) {
  const { data } = readProjectRenderData(task.snapshot);
  const scenes = data.scenes;
  const url = (key: string | null) => (key ? storage.urlOf(key, origin) : null);
  return {
    bizId: task.bizId,
    projectId: task.projectId,
    title: task.title,
    displayStatus: task.displayStatus,
    stage: task.stage,
    progress: task.progress,
    resolution: task.resolution,
    inputData: {
      text: scenes.map(sceneSpeechText).filter(Boolean).join('\n').slice(0, 200),
      previewImage: url(task.thumbnailKey),
      vhBizId: data.personaBizId ?? null,
    },
    videoUrl: url(task.outputKey),
    thumbnailUrl: url(task.thumbnailKey),
    subtitleUrl: url(task.subtitleKey),
    durationMs: task.durationMs,
    failReason: task.failReason,
    review,
    createTime: task.createdAt,
    finishTime: task.finishedAt,
  };
}
