import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { actionMessages, aiToolboxMessages, STREAM_TIMEOUT_CODE } from '@portal/contracts';
import { businessCodeOf } from '../../lib/call-errors';
import { readSubscription, type Subscribable } from '../../lib/read-subscription';
import { toast } from '../../lib/toast';
import { trpcClient, type RouterOutputs } from '../../lib/trpc';
import { toolbox } from './toolbox-store';

export type TextCheck = RouterOutputs['safety']['greenCheckV2'];

/** 001 §7 stream error: code 3 timed out, anything else failed. */
export const streamErrorMessage = (error: unknown) =>
  businessCodeOf(error) === STREAM_TIMEOUT_CODE ? aiToolboxMessages.streamTimeout : aiToolboxMessages.generationFailed;

/**
 * An event stream (stream-ask-db, stream-script-creation) as a promise: chunks go to `onChunk`,
 * it resolves on close and rejects on an error event; aborting unsubscribes.
 */
export const readStream = <T>(
  procedure: Subscribable<{ dataKey: string }, T>,
  dataKey: string,
  onChunk: (chunk: T) => void,
  signal?: AbortSignal,
): Promise<void> => readSubscription(procedure, { dataKey }, onChunk, signal);

/** The AI text checker (001 §7 green/check/v2 with checkOption risk); text is cut to 10000 by the server. */
export const riskCheck = (text: string, signal?: AbortSignal): Promise<TextCheck> =>
  trpcClient.safety.greenCheckV2.mutate({ text, checkOption: 'risk' }, { signal, context: { silent: true } });

/**
 * Apply as a quick video (001 §2 navigation): create the task, then open its project in the
 * workbench with type=aiQuick and the task's avatar. Ignored while loading or with empty text (001 §4).
 */
export function useQuickVideo() {
  const navigate = useNavigate();
  const busy = useRef(false);
  const [loading, setLoading] = useState(false);
  const create = async (text: string) => {
    if (busy.current || !text.trim()) return;
    busy.current = true;
    setLoading(true);
    try {
      const task = await trpcClient.aiVideoTask.quickVideoTaskCreate.mutate({ text: text.trim() });
      toolbox.close();
      const query = new URLSearchParams({ type: 'aiQuick' });
      if (task.outputData.vhBizId) query.set('personaBizId', task.outputData.vhBizId);
      void navigate(`/home/video-generator/custom/${encodeURIComponent(task.bizId)}?${query}`);
    } catch {
      // the call's own toast says why
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };
  return { create, loading };
}

export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard refused (no permission or insecure page): copy through a hidden text area.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  toast.success(actionMessages.copied);
}
