import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Paper, SegmentedControl, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { actionMessages, aiToolboxMessages } from '@portal/contracts';
import { copyText, useQuickVideo } from './ai-calls';
import { LinkInput, MediaInput } from './MediaSourceInput';
import { RiskNote } from './RiskNote';
import { checkInspirationLink } from './toolbox-rules';
import { toolbox } from './toolbox-store';
import { useInspirationMedia } from './use-inspiration-media';
import { useStyleRewrite, type Style } from './use-style-rewrite';
import { useAiReadiness } from './AiUnavailableNotice';

const STYLES: { value: Style; label: string }[] = [
  { value: 'original', label: aiToolboxMessages.styleOriginal },
  { value: 'inspirational', label: aiToolboxMessages.styleInspirational },
  { value: 'interactive', label: aiToolboxMessages.styleInteractive },
  { value: 'narrative', label: aiToolboxMessages.styleNarrative },
  { value: 'suspense', label: aiToolboxMessages.styleSuspense },
  { value: 'horror', label: aiToolboxMessages.styleHorror },
];

/** Style rewriting (风格改写, 001 §2, §4): a link or media becomes its transcript, then one tab per style. */
export function StyleRewrite() {
  const [navType, setNavType] = useState<'link' | 'media'>('link');
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const media = useInspirationMedia();
  const s = useStyleRewrite();
  const quick = useQuickVideo();
  const top = useRef<HTMLDivElement>(null);
  const { r } = s;
  useEffect(() => toolbox.setDirty(r.status === 'generated'), [r.status]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `r.nav` is the trigger: each navigation scrolls the result back to the top
  useEffect(() => {
    if (top.current) top.current.scrollTop = 0;
  }, [r.nav]);

  const fetching = r.status === 'generating';
  const { modelReady, speechRecognitionReady } = useAiReadiness();
  const canSubmit =
    modelReady && !fetching && (navType === 'link' ? link.trim() !== '' : media.form.status === 'uploaded');
  const submit = () => {
    if (navType === 'link') {
      const invalid = checkInspirationLink(link);
      setLinkError(invalid);
      if (invalid) return;
      void s.inspire({ sourceType: 'DOUYIN_VIDEO', url: link.trim() });
    } else void s.inspire({ sourceType: 'MEDIA_URL', url: media.form.fileUrl });
  };
  const switchNav = (value: string) => {
    // 001 §4: switching the input tab resets both forms and cancels any upload in progress.
    setNavType(value as 'link' | 'media');
    setLink('');
    setLinkError(null);
    media.reset();
  };
  const text = r.textMap[r.nav] ?? '';
  return (
    <Stack gap="md">
      <SegmentedControl
        value={navType}
        onChange={switchNav}
        data={[
          { value: 'link', label: '链接输入' },
          { value: 'media', label: '音视频输入' },
        ]}
        w={240}
      />
      {navType === 'link' ? (
        <LinkInput value={link} error={linkError} onChange={setLink} />
      ) : s.speechOff || !speechRecognitionReady ? (
        <Alert color="yellow">{aiToolboxMessages.speechRecognitionOff}</Alert>
      ) : (
        <MediaInput form={media.form} onPick={(f) => void media.pick(f)} onRemove={media.reset} />
      )}
      <Group>
        <Button onClick={submit} disabled={!canSubmit} loading={fetching}>
          {aiToolboxMessages.getInspiration}
        </Button>
      </Group>
      {r.status === 'generating' && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            正在获取原文…
          </Text>
        </Group>
      )}
      {r.status === 'generated' && (
        <Paper withBorder p="md">
          <Tabs value={r.nav} onChange={(v) => v && s.choose(v as Style)}>
            <Tabs.List>
              {STYLES.map((st) => (
                <Tabs.Tab key={st.value} value={st.value}>
                  {st.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Box ref={top} mah={320} mt="sm" style={{ overflowY: 'auto' }}>
            {r.editText !== null ? (
              <Textarea
                aria-label="编辑文案"
                autosize
                minRows={5}
                value={r.editText}
                onChange={(e) => s.setEditText(e.currentTarget.value)}
              />
            ) : r.isGenerating && r.nav !== 'original' ? (
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="style-result">
                {r.tempText}
                <span className="ai-cursor">▍</span>
              </Text>
            ) : (
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="style-result">
                {text}
              </Text>
            )}
          </Box>
          {!r.isGenerating && r.editText === null && <RiskNote check={r.checks[r.nav]} />}
          <Group gap="xs" mt="sm">
            {r.editText !== null ? (
              <>
                <Button size="xs" onClick={() => void s.confirmEdit()}>
                  {actionMessages.confirm}
                </Button>
                <Button size="xs" variant="default" onClick={s.cancelEdit}>
                  {actionMessages.cancel}
                </Button>
              </>
            ) : (
              <>
                {r.nav !== 'original' && (
                  <Button size="xs" variant="default" disabled={r.isGenerating} onClick={s.regenerate}>
                    {aiToolboxMessages.regenerate}
                  </Button>
                )}
                <Button size="xs" variant="default" disabled={!text || r.isGenerating} onClick={s.startEdit}>
                  {actionMessages.edit}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={!text || r.isGenerating}
                  onClick={() => void copyText(text)}
                >
                  {actionMessages.copy}
                </Button>
                <Button
                  size="xs"
                  disabled={!text || r.isGenerating}
                  loading={quick.loading}
                  onClick={() => void quick.create(text)}
                >
                  {actionMessages.apply}
                </Button>
              </>
            )}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
