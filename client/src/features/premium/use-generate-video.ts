import { useState } from 'react';
import { aiToolboxMessages, renderRuleMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { quotaCheckInput } from './generation-estimate';

const RESOLUTION = 'R_1080P';

/**
 * 生成视频 from the project list: estimate the length, check the quota (checkVideoCreationQuota2),
 * then submit at 1080P (001 §9 default) and hand over to the task list. Call errors toast in the link.
 */
export function useGenerateVideo(onSubmitted: () => void) {
  const utils = trpc.useUtils();
  const checkQuota = trpc.quota.checkVideoCreationQuota2.useMutation();
  const submit = trpc.videoTask.videoProjectSubmit.useMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const generate = async (projectId: string) => {
    if (busyId) return;
    setBusyId(projectId);
    try {
      const project = await utils.videoProject.projectDetail.fetch({ id: projectId }, { staleTime: 0 });
      const quota = await checkQuota.mutateAsync(quotaCheckInput(project.data, RESOLUTION));
      if (!quota.enough) {
        toast.error(renderRuleMessages.quotaShort);
        return;
      }
      await submit.mutateAsync({ projectId, resolution: RESOLUTION });
      toast.success(aiToolboxMessages.taskSubmitted);
      void utils.videoTask.getTaskList.invalidate();
      void utils.quota.getQuota.invalidate();
      onSubmitted();
    } catch {
      // Already reported by the tRPC failure link.
    } finally {
      setBusyId(null);
    }
  };

  return { generate, busyId };
}
