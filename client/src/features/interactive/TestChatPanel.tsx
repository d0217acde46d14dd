import { useRef, useState } from 'react';
import { Button, Drawer, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { DeliveryMode } from '@portal/contracts';
import { PREVIEW_PATH_OF_MODE } from '../applet/card-link';
import { askTestChat } from './test-chat-stream';

interface Line {
  who: 'visitor' | 'staff';
  text: string;
  source?: string;
}

const SOURCE_LABEL: Record<string, string> = { faq: '问答库', llm: '大模型', noMatch: '未匹配', safe: '安全回复' };

/** The editor's test chat: asks the project's engine exactly as a card visitor would and shows the streamed answer. */
export function TestChatPanel({ projectId, mode }: { projectId: string; mode: DeliveryMode }) {
  const [opened, setOpened] = useState(false);
  const [lines, setLines] = useState<Line[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const send = async () => {
    const q = question.trim();
    if (!q || busy) return;
    setQuestion('');
    setBusy(true);
    setLines((ls) => [...ls, { who: 'visitor', text: q }, { who: 'staff', text: '' }]);
    abort.current = new AbortController();
    const update = (f: (l: Line) => Line) => setLines((ls) => [...ls.slice(0, -1), f(ls.at(-1)!)]);
    try {
      await askTestChat(
        projectId,
        q,
        (chunk) =>
          update((l) => ({ ...l, text: chunk.replace ? chunk.content : l.text + chunk.content, source: chunk.source })),
        abort.current.signal,
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
                  <Text
                    size="sm"
                    style={{ whiteSpace: 'pre-wrap' }}
                    data-testid={l.who === 'staff' ? 'test-chat-answer' : undefined}
                  >
                    {l.text || '…'}
                  </Text>
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
