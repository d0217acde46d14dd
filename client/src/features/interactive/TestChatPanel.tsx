import { useRef, useState } from 'react';
import { Box, Button, Drawer, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { DeliveryMode } from '@portal/contracts';
import { PREVIEW_PATH_OF_MODE } from '../applet/card-link';
import { type Suggestion, SuggestionChoices } from '../applet/SuggestionChoices';
import { askTestChat } from './test-chat-stream';

interface Line {
  who: 'visitor' | 'staff';
  text: string;
  source?: string;
  /** The engine was unsure: 「您是想问：」 and the choices to tap. */
  suggest?: { prompt: string; choices: Suggestion[] };
}

const SOURCE_LABEL: Record<string, string> = {
  faq: '问答库',
  llm: '大模型',
  noMatch: '未匹配',
  safe: '安全回复',
  suggest: '猜您想问',
};

/** The editor's test chat: asks the project's engine exactly as a card visitor would and shows the streamed answer. */
export function TestChatPanel({ projectId, mode }: { projectId: string; mode: DeliveryMode }) {
  const [opened, setOpened] = useState(false);
  const [lines, setLines] = useState<Line[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  /** Asks a typed question, or a tapped choice (asked as its standard question, answered by that item). */
  const send = async (picked?: Suggestion) => {
    const q = picked ? picked.question : question.trim();
    if (!q || busy) return;
    if (!picked) setQuestion('');
    setBusy(true);
    setLines((ls) => [...ls, { who: 'visitor', text: q }, { who: 'staff', text: '' }]);
    abort.current = new AbortController();
    const update = (f: (l: Line) => Line) => setLines((ls) => [...ls.slice(0, -1), f(ls.at(-1)!)]);
    try {
      await askTestChat(
        projectId,
        q,
        (chunk) => {
          const choices = chunk.suggestions;
          update((l) =>
            choices?.length
              ? { ...l, source: l.source ?? chunk.source, suggest: { prompt: chunk.content, choices } }
              : { ...l, text: chunk.replace ? chunk.content : l.text + chunk.content, source: chunk.source },
          );
        },
        abort.current.signal,
        picked,
      );
    } catch (error) {
      // Closing the drawer aborts on purpose: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      update((l) => ({ ...l, text: error instanceof Error ? error.message : '回答失败', source: 'error' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        测试对话
      </Button>
      {/* 通话: the live page of the project's delivery mode, as visitors meet it (issue 24 item 6). */}
      <Button
        size="xs"
        variant="default"
        component="a"
        href={`${PREVIEW_PATH_OF_MODE[mode]}/${encodeURIComponent(projectId)}`}
        target="_blank"
        rel="noopener"
        title="在新标签页打开通话预览"
      >
        通话
      </Button>
      <Drawer
        opened={opened}
        onClose={() => {
          abort.current?.abort();
          setOpened(false);
        }}
        position="right"
        title="测试对话"
        size="md"
      >
        <Stack h="calc(100vh - 100px)">
          <ScrollArea style={{ flex: 1 }} aria-label="对话记录">
            <Stack gap="xs">
              {lines.map((l, i) => (
                <Paper
                  key={i}
                  p="xs"
                  withBorder
                  bg={l.who === 'visitor' ? 'blue.0' : undefined}
                  style={{ alignSelf: l.who === 'visitor' ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
                >
                  {(l.text || !l.suggest) && (
                    <Text
                      size="sm"
                      style={{ whiteSpace: 'pre-wrap' }}
                      data-testid={l.who === 'staff' ? 'test-chat-answer' : undefined}
                    >
                      {l.text || '…'}
                    </Text>
                  )}
                  {l.suggest && (
                    <Box mt={l.text ? 'xs' : 0}>
                      <SuggestionChoices
                        prompt={l.suggest.prompt}
                        choices={l.suggest.choices}
                        onPick={(c) => void send(c)}
                        disabled={busy}
                      />
                    </Box>
                  )}
                  {l.source && SOURCE_LABEL[l.source] && (
                    <Text size="xs" c="dimmed">
                      {SOURCE_LABEL[l.source]}
                    </Text>
                  )}
                </Paper>
              ))}
            </Stack>
          </ScrollArea>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              placeholder="输入问题，按回车发送"
              maxLength={250}
              value={question}
              onChange={(e) => setQuestion(e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Enter' && void send()}
              aria-label="测试问题"
            />
            <Button onClick={() => void send()} loading={busy}>
              发送
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
