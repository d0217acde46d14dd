import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { actionMessages, aiToolboxMessages, STREAM_TIMEOUT_CODE } from '@portal/contracts';
import { businessCodeOf } from '../../lib/call-errors';
import { trpcClient } from '../../lib/trpc';
import { readStream } from './ai-calls';

type Phase = 'Thinking' | 'Answering' | 'Answered' | 'Failed';

interface Props {
  /** The question; the modal is open while it is not null. */
  text: string | null;
  onConfirm(answer: string): void;
  /** 'Switch' (001 §4): close and use quick reply instead. */
  onSwitchToQuick(): void;
  onClose(): void;
}

/**
 * The deep-thinking assistant (001 §2, §4): 800 px, not closable by a mask click. Thinking until the
 * first ANSWER chunk, then Answering, Answered when the stream closes; a timeout (code 3) offers
 * retry and the switch to quick reply.
 */
export function DeepThinkModal({ text, onConfirm, onSwitchToQuick, onClose }: Props) {
  const [phase, setPhase] = useState<Phase>('Thinking');
  const [thinking, setThinking] = useState('');
  const [answer, setAnswer] = useState('');
  const [overtime, setOvertime] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger: a new attempt asks again with the same text
  useEffect(() => {
    if (text === null) return;
    const abort = new AbortController();
    controller.current = abort;
    setPhase('Thinking');
    setThinking('');
    setAnswer('');
    setOvertime(false);
    void (async () => {
      try {
        const { dataKey } = await trpcClient.aiText.deepThinkStart.mutate(
          { text, thinkingMode: 'DEEP' },
          { signal: abort.signal },
        );
        await readStream(
          trpcClient.aiText.streamAskDb,
          dataKey,
          (chunk) => {
            if (chunk.outputType === 'THINK') setThinking((t) => t + chunk.content);
            else {
              setPhase('Answering');
              setAnswer((a) => a + chunk.content);
            }
          },
          abort.signal,
        );
        if (!abort.signal.aborted) setPhase('Answered');
      } catch (error) {
        if (abort.signal.aborted) return;
        setOvertime(businessCodeOf(error) === STREAM_TIMEOUT_CODE);
        setPhase('Failed');
      }
    })();
    return () => abort.abort();
  }, [text, attempt]);

  const reset = () => {
    controller.current?.abort();
    onClose();
  };
  return (
    <Modal
      opened={text !== null}
      onClose={reset}
      size={800}
      closeOnClickOutside={false}
      centered
      title="深度思考"
      zIndex={300}
    >
      <Stack gap="sm">
        {phase === 'Thinking' && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              思考中…
            </Text>
          </Group>
        )}
        {thinking && (
          <ScrollArea.Autosize mah={200}>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="deep-think-thinking">
              {thinking}
            </Text>
          </ScrollArea.Autosize>
        )}
        {answer && (
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="deep-think-answer">
            {answer}
          </Text>
        )}
        {phase === 'Failed' && (
          <Alert color="orange">
            {overtime ? aiToolboxMessages.deepThinkTimeout : aiToolboxMessages.generationFailed}
          </Alert>
        )}
        <Group justify="flex-end">
          {phase === 'Failed' && (
            <>
              <Button variant="default" onClick={() => setAttempt((a) => a + 1)}>
                {actionMessages.retry}
              </Button>
              {overtime && (
                <Button variant="light" onClick={onSwitchToQuick}>
                  {aiToolboxMessages.deepThinkSwitch}
                </Button>
              )}
            </>
          )}
          {phase === 'Answered' && (
            <>
              <Button variant="default" onClick={reset}>
                {actionMessages.cancel}
              </Button>
              <Button onClick={() => onConfirm(answer.trim())}>{actionMessages.confirm}</Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
