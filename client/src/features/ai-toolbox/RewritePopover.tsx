import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Modal, Popover, Stack, Text } from '@mantine/core';
import { editorMessages, REWRITE_TIMINGS_MS } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpcClient } from '../../lib/trpc';

const OPTIONS = [
  { key: 'shorten', label: '缩写' },
  { key: 'expand', label: '扩写' },
  { key: 'polish', label: '润色' },
] as const;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * The AI rewrite popover (001 §2, §4, §7): shorten, expand or polish; a loading modal while the task
 * is polled every second up to 120 s; the result is handed back 1 s after it arrives.
 */
export function RewritePopover({ text, onResult }: { text: string; onResult(text: string): void }) {
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (promptKey: (typeof OPTIONS)[number]['key']) => {
    setOpened(false);
    const abort = new AbortController();
    controller.current = abort;
    setLoading(true);
    try {
      const { taskId } = await trpcClient.aiText.aiRewriteSubmit.mutate({ text, promptKey }, { signal: abort.signal });
      const until = Date.now() + REWRITE_TIMINGS_MS.timeout;
      while (Date.now() < until) {
        await sleep(REWRITE_TIMINGS_MS.pollInterval, abort.signal);
        const r = await trpcClient.aiText.aiRewritePoll
          .query({ taskId }, { signal: abort.signal, context: { silent: true } })
          .catch(() => null);
        if (!r) continue;
        if (r.status === 0 && r.answer) {
          await sleep(REWRITE_TIMINGS_MS.deliveryDelay, abort.signal);
          onResult(r.answer);
          return;
        }
        if (r.status !== 0) break;
      }
      toast.error(editorMessages.rewriteFailed);
    } catch {
      // a refused submit says why in its own toast; an abort is the user leaving
    } finally {
      if (!abort.signal.aborted) setLoading(false);
    }
  };
  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={140} zIndex={400}>
        <Popover.Target>
          <Button size="xs" variant="light" disabled={!text.trim() || loading} onClick={() => setOpened((o) => !o)}>
            AI改写
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={4}>
            {OPTIONS.map((o) => (
              <Button key={o.key} size="xs" variant="subtle" onClick={() => void run(o.key)}>
                {o.label}
              </Button>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Modal opened={loading} onClose={() => undefined} withCloseButton={false} size={180} centered zIndex={400}>
        <Stack align="center" gap={4}>
          <Loader type="dots" />
          <Text size="sm">AI改写中</Text>
          <Text size="xs" c="dimmed">
            {editorMessages.chromeRecommended}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
