import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Loader, Modal, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { actionMessages, AI_TEXT_INPUT_MAX_LENGTH, AI_TEXT_TIMINGS_MS, aiToolboxMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpc, trpcClient } from '../../lib/trpc';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { copyText, useQuickVideo } from './ai-calls';
import { DeepThinkModal } from './DeepThinkModal';
import { checkAiTextInput } from './toolbox-rules';
import { AiUnavailableNotice, useAiReadiness } from './AiUnavailableNotice';
import { toolbox, useToolbox } from './toolbox-store';

/** 001 §2 input-example panel: clickable sample prompts (ours; the spec shows none). */
const EXAMPLES = [
  '为一款智能保温杯写一段新品发布口播',
  '银行理财产品的30秒介绍',
  '餐厅周年庆优惠活动宣传',
  '企业数字员工的自我介绍',
];

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** AI text creation (001 §2, §4, §5): a topic of at most 200 characters becomes a script. */
export function AiTextView() {
  const { defaultText, previous } = useToolbox();
  const [mode, setMode] = useState<'quick' | 'deep'>('quick');
  const [input, setInput] = useState(defaultText);
  const [result, setResult] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [progress, setProgress] = useState<'generating' | 'generated' | null>(null);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [deepQuestion, setDeepQuestion] = useState<string | null>(null);
  const quota = trpc.aiText.aiTextQuotaQuery.useQuery({});
  const { modelReady } = useAiReadiness();
  const utils = trpc.useUtils();
  const quick = useQuickVideo();
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  useEffect(() => toolbox.setDirty(result !== '' || editing !== null), [result, editing]);

  const generate = async (afterConfirm: boolean) => {
    const checked = checkAiTextInput(input, quota.data);
    if (!checked.ok) return toast.error(checked.message);
    if (mode === 'deep') return setDeepQuestion(checked.content);
    // 001 §4: the modal opens 100 ms after the action (300 ms after a confirm); the result shows 1 s later.
    await wait(afterConfirm ? AI_TEXT_TIMINGS_MS.modalOpenAfterConfirm : AI_TEXT_TIMINGS_MS.modalOpen);
    setProgress('generating');
    try {
      const { text } = await trpcClient.aiText.streamGen.mutate({ content: checked.content });
      if (!alive.current) return;
      setProgress('generated');
      await wait(AI_TEXT_TIMINGS_MS.resultDelay);
      setResult(text);
      setEditing(null);
    } catch {
      // 001 §8: the progress modal closes; the call's toast says why
    } finally {
      if (alive.current) setProgress(null);
      void utils.aiText.aiTextQuotaQuery.invalidate();
    }
  };
  const start = () => (result ? setConfirmReplace(true) : void generate(false));

  const length = [...input].length;
  return (
    <Stack gap="md">
      <AiUnavailableNotice />
      <Group justify="space-between">
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'quick' | 'deep')}
          data={[
            { value: 'quick', label: '快速回复' },
            { value: 'deep', label: '深度思考' },
          ]}
        />
        {quota.data && (
          <Text size="sm" c="dimmed" data-testid="ai-text-quota">
            已用次数 {quota.data.used}/{quota.data.total}
          </Text>
        )}
      </Group>
      <Textarea
        label="想写什么？"
        placeholder="例如：为一款智能音箱写一段新品发布口播文案"
        autosize
        minRows={3}
        value={input}
        error={length > AI_TEXT_INPUT_MAX_LENGTH ? `最多输入${AI_TEXT_INPUT_MAX_LENGTH}字` : undefined}
        onChange={(e) => setInput(e.currentTarget.value)}
        description={`${length}/${AI_TEXT_INPUT_MAX_LENGTH}`}
      />
      <Group gap="xs" aria-label="输入示例">
        {EXAMPLES.map((e) => (
          <Badge
            key={e}
            variant="light"
            color="gray"
            style={{ cursor: 'pointer', textTransform: 'none' }}
            component="button"
            type="button"
            onClick={() => setInput(e)}
          >
            {e}
          </Badge>
        ))}
      </Group>
      <Group>
        <Button
          onClick={start}
          disabled={!modelReady || !input.trim() || progress !== null}
          loading={progress !== null}
        >
          生成文案
        </Button>
      </Group>
      {result && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            {editing !== null ? (
              <Textarea
                aria-label="编辑文案"
                autosize
                minRows={4}
                value={editing}
                onChange={(e) => setEditing(e.currentTarget.value)}
              />
            ) : (
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="ai-text-result">
                {result}
              </Text>
            )}
            <Group gap="xs">
              {editing !== null ? (
                <>
                  <Button
                    size="xs"
                    onClick={() => {
                      setResult(editing.trim() || result);
                      setEditing(null);
                    }}
                  >
                    {actionMessages.confirm}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                    {actionMessages.cancel}
                  </Button>
                </>
              ) : (
                <>
                  <Button size="xs" variant="default" onClick={() => void copyText(result)}>
                    {actionMessages.copy}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setEditing(result)}>
                    {actionMessages.edit}
                  </Button>
                  {/* Opened from the smart video form, the text can go back into its script. */}
                  {previous === 'AIVideo' && (
                    <Button size="xs" variant="light" onClick={() => toolbox.go('AIVideo', { defaultText: result })}>
                      填入脚本
                    </Button>
                  )}
                  {/* 001 §2: applying makes a quick video whose scene speaks the text, opened in the workbench. */}
                  <Button size="xs" onClick={() => void quick.create(result)} loading={quick.loading}>
                    {actionMessages.apply}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        opened={confirmReplace}
        title={actionMessages.promptTitle}
        message={aiToolboxMessages.aiTextReplaceConfirm}
        onClose={() => setConfirmReplace(false)}
        onConfirm={() => {
          setConfirmReplace(false);
          void generate(true);
        }}
      />
      <Modal
        opened={progress !== null}
        onClose={() => undefined}
        withCloseButton={false}
        centered
        size={240}
        zIndex={300}
      >
        <Stack align="center" gap="xs">
          {progress === 'generating' ? (
            <Loader />
          ) : (
            <IconCircleCheck size={36} color="var(--mantine-color-green-6)" aria-hidden />
          )}
          <Text>
            {progress === 'generating' ? aiToolboxMessages.aiTextGenerating : aiToolboxMessages.aiTextGenerated}
          </Text>
        </Stack>
      </Modal>
      <DeepThinkModal
        text={deepQuestion}
        onClose={() => setDeepQuestion(null)}
        onConfirm={(answer) => {
          setDeepQuestion(null);
          setResult(answer);
          setEditing(null);
        }}
        onSwitchToQuick={() => {
          setDeepQuestion(null);
          setMode('quick');
        }}
      />
    </Stack>
  );
}
