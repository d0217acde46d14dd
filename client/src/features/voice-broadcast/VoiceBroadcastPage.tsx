import { useEffect, useState } from 'react';
import { Alert, Anchor, Box, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { speechDocFrom } from '@portal/workers/core/ssml/canonical';
import { plainText } from '@portal/workers/core/ssml/model';
import { trpc } from '../../lib/trpc';
import { formatDuration } from '../media/upload-rules';
import { SceneTextEditor } from '../speech-markup/SceneTextEditor';
import { VoiceSliders, type VoiceSetting } from '../speech-markup/VoiceSliders';
import { downloadPath } from '../tasks/download-path';

/** How often a running synthesis is asked for its result. */
const POLL_MS = 1_000;

/**
 * /home/voice-generator/custom (001 §2): the voice-broadcast workbench, without shell chrome. The
 * broadcast text (with speech markup) is spoken by the chosen voice through the durable synthesis job
 * (`/voice/tts-async`, then `get-async-result`), and the audio plays and downloads here. The spec shows
 * no call that stores a voice broadcast, so the page keeps none; the route's id is accepted and unused.
 */
export function VoiceBroadcastPage() {
  const voices = trpc.voice.getEditorVoiceList.useQuery({}, { staleTime: 5 * 60_000 });
  const [text, setText] = useState('');
  const [voiceBizId, setVoiceBizId] = useState<string | null>(null);
  const [settings, setSettings] = useState<Record<VoiceSetting, number>>({ rate: 1, pitch: 1, volume: 50 });
  const [taskId, setTaskId] = useState<string | null>(null);
  const submit = trpc.voice.ttsAsync.useMutation({ onSuccess: ({ taskId: id }) => setTaskId(id) });
  const result = trpc.voice.getAsyncResult.useQuery(
    { taskId: taskId ?? '' },
    {
      enabled: taskId !== null,
      refetchInterval: (q) => (q.state.data?.status === 'Running' || !q.state.data ? POLL_MS : false),
    },
  );
  const voice = voices.data?.find((v) => v.bizId === voiceBizId);

  // The first voice is chosen until the person picks one.
  useEffect(() => {
    if (!voiceBizId && voices.data?.[0]) setVoiceBizId(voices.data[0].bizId);
  }, [voiceBizId, voices.data]);

  const spoken = plainText(speechDocFrom(text)).trim();
  const running = submit.isPending || (taskId !== null && (!result.data || result.data.status === 'Running'));
  const generate = () => {
    if (!voiceBizId || !spoken) return;
    setTaskId(null);
    submit.mutate({ text, voiceBizId, ...settings });
  };

  return (
    <Stack gap={0} h="100vh">
      <Group
        component="header"
        justify="space-between"
        px="md"
        h={56}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm">
          <Button component={Link} to="/home/premium" variant="subtle" size="compact-sm">
            返回
          </Button>
          <Title order={1} size="h5">
            语音播报
          </Title>
        </Group>
        <Button size="xs" onClick={generate} loading={running} disabled={!voiceBizId || !spoken}>
          生成音频
        </Button>
      </Group>
      <Group align="flex-start" gap="lg" p="lg" wrap="nowrap" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <SceneTextEditor
            value={text}
            onChange={setText}
            provider={voice?.voiceProvider ?? null}
            voiceCode={voice?.languageCode ?? null}
          />
        </Box>
        <Stack w={300} gap="sm">
          <Select
            label="音色"
            searchable
            placeholder={voices.isLoading ? '加载中' : '请选择音色'}
            data={(voices.data ?? []).map((v) => ({ value: v.bizId, label: v.name }))}
            value={voiceBizId}
            onChange={setVoiceBizId}
          />
          <VoiceSliders value={settings} onChange={(key, v) => setSettings((s) => ({ ...s, [key]: v }))} />
          <Paper withBorder p="sm" aria-label="生成结果" role="region">
            {running ? (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">音频生成中…</Text>
              </Group>
            ) : result.data?.status === 'Succeeded' && result.data.audioUrl ? (
              <Stack gap="xs">
                <audio src={result.data.audioUrl} controls style={{ width: '100%' }} aria-label="播报音频" />
                <Group justify="space-between">
                  <Text size="xs" c="dimmed">
                    时长 {formatDuration(result.data.durationMs)}
                  </Text>
                  <Anchor size="sm" href={downloadPath(result.data.audioUrl, '语音播报.wav')} download="语音播报.wav">
                    下载音频
                  </Anchor>
                </Group>
              </Stack>
            ) : result.data?.status === 'Failed' ? (
              <Alert color="red" p="xs" title="生成失败">
                {result.data.failReason ?? '请稍后重试'}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                输入播报文本，选择音色后点击“生成音频”。
              </Text>
            )}
          </Paper>
        </Stack>
      </Group>
    </Stack>
  );
}
