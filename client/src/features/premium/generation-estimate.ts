import { estimateProjectDurationMs } from '@portal/contracts/scene/index';
import type { RouterInputs } from '../../lib/trpc';

type QuotaCheckInput = RouterInputs['quota']['checkVideoCreationQuota2'];

/**
 * What 生成视频 asks checkVideoCreationQuota2 before submitting (001 §7): the project's length by the
 * estimate the server reserves credits on at submit (contracts/scene/generation-estimate.ts).
 */
export const quotaCheckInput = (projectData: unknown, resolution: QuotaCheckInput['resolution']): QuotaCheckInput => ({
  duration: estimateProjectDurationMs(projectData),
  resolution,
});
