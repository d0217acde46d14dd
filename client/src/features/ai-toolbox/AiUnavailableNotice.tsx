import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { aiToolboxMessages } from '@portal/contracts';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-session';

/**
 * Whether the AI tools can run: the platform's language model (and, for audio and video input,
 * speech recognition) must be configured. Read once with the AI text quota, so the toolbox says so
 * before anyone presses a button instead of after.
 */
export function useAiReadiness() {
  const quota = trpc.aiText.aiTextQuotaQuery.useQuery({}, { staleTime: 60_000 });
  return {
    // Until the answer arrives the buttons stay usable: the server refuses with its own message anyway.
    modelReady: quota.data?.modelReady ?? true,
    speechRecognitionReady: quota.data?.speechRecognitionReady ?? true,
  };
}

/** The reason the AI buttons are off; managers also learn where the model is configured. */
export function AiUnavailableNotice() {
  const { modelReady } = useAiReadiness();
  const manager = useCurrentUser().data?.manageCenter.hasManageCenter ?? false;
  if (modelReady) return null;
  return (
    <Alert color="yellow" icon={<IconPlugConnectedX size={18} aria-hidden />} title={aiToolboxMessages.modelOffTitle}>
      {manager ? aiToolboxMessages.modelOffManagerHint : aiToolboxMessages.modelOffMemberHint}
    </Alert>
  );
}
