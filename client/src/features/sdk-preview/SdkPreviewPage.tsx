import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { CODE_FONT } from './code-font';
import { SdkEmbedSection } from './SdkEmbedSection';
import { loadSdkScript } from './sdk-script';

interface LoggedEvent {
  id: number;
  type: string;
  detail: string;
}

type DigitalHumanNode = HTMLElement & { ask(text: string): boolean };
const EVENTS = ['ready', 'answer', 'session-end', 'error'] as const;
let nextId = 1;

/**
 * /ThreeDimensionSDKPreview/{project} (002 §2), for a signed-in member: a sample company page that
 * embeds the project with the SDK's web component exactly as a customer's site would — the script
 * from /sdk/v1, the element with a signature — and lists the events the host page receives. The
 * signature is the member's preview signature (openapi/subkey/get); the key never reaches the page.
 */
export function SdkPreviewPage() {
  const { project = '' } = useParams();
  const grant = trpc.openapi.subkeyGet.useQuery({}, { retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
  const host = useRef<HTMLDivElement>(null);
  const element = useRef<DigitalHumanNode | null>(null);
  const [script, setScript] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const [question, setQuestion] = useState('');

  useEffect(() => {
    document.title = '数字人 SDK 示例页面';
    loadSdkScript().then(
      () => setScript('ready'),
      () => setScript('failed'),
    );
  }, []);

  const signature = grant.data?.signature;
  useEffect(() => {
    const box = host.current;
    if (script !== 'ready' || !box || !signature || !project) return;
    const node = document.createElement('digital-human') as DigitalHumanNode;
    node.setAttribute('project', project);
    node.setAttribute('signature', signature);
    node.style.width = '100%';
    node.style.height = '100%';
    const log = (event: Event) => {
      const detail = JSON.stringify((event as CustomEvent).detail ?? {});
      setEvents((list) => [{ id: nextId++, type: event.type, detail }, ...list].slice(0, 50));
    };
    for (const type of EVENTS) node.addEventListener(type, log);
    box.append(node);
    element.current = node;
    return () => {
      for (const type of EVENTS) node.removeEventListener(type, log);
      node.remove();
      element.current = null;
    };
  }, [script, signature, project]);

  const ask = () => {
    const text = question.trim();
    if (text && element.current?.ask(text)) setQuestion('');
  };

  return (
    <div style={{ minHeight: '100dvh', background: '#f4f6fb' }}>
      <header style={{ background: '#1f3a8a', color: '#fff', padding: '14px 20px' }}>
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h4">
            示例企业官网
          </Title>
          <Badge color="yellow" variant="filled" c="dark" radius="sm" style={{ textTransform: 'none' }}>
            SDK 嵌入示例（宿主页面）
          </Badge>
        </Group>
      </header>
      <Group align="flex-start" gap="lg" p="md" wrap="wrap" justify="center">
        <div
          ref={host}
          data-testid="sdk-host"
          style={{ width: 'min(360px, 100%)', height: 'min(640px, 78dvh)', position: 'relative' }}
        >
          {(grant.isLoading || script === 'loading') && (
            <Group justify="center" pt="xl">
              <Loader size="sm" aria-label="加载中" />
            </Group>
          )}
        </div>
        <Stack gap="md" w={420} maw="100%">
          {grant.isError && (
            <Alert color="red" title="无法获取预览签名">
              {grant.error.message}
            </Alert>
          )}
          {script === 'failed' && (
            <Alert color="red" title="SDK 加载失败">
              无法加载 /sdk/v1/digital-human.js，请稍后刷新重试。
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <Text fw={600} size="sm" mb={6}>
              宿主页面调用 element.ask()
            </Text>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                flex={1}
                aria-label="宿主页面提问"
                placeholder="输入问题，由宿主页面发给数字人"
                value={question}
                onChange={(e) => setQuestion(e.currentTarget.value)}
                onKeyDown={(e) => e.key === 'Enter' && ask()}
              />
              <Button leftSection={<IconSend size={16} />} onClick={ask} disabled={!question.trim()}>
                提问
              </Button>
            </Group>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Text fw={600} size="sm" mb={6}>
              宿主页面收到的事件
            </Text>
            <ScrollArea.Autosize mah={260}>
              {events.length === 0 ? (
                <Text size="sm" c="dimmed">
                  暂无事件
                </Text>
              ) : (
                <Stack
                  gap={4}
                  component="ol"
                  aria-label="宿主页面收到的事件"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {events.map((e) => (
                    <li key={e.id} data-event={e.type}>
                      <Code fz="xs" style={{ wordBreak: 'break-all', fontFamily: CODE_FONT }}>
                        {e.type} {e.detail}
                      </Code>
                    </li>
                  ))}
                </Stack>
              )}
            </ScrollArea.Autosize>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <SdkEmbedSection projectId={project} enabled={!!project} />
            <Text size="xs" c="dimmed" mt="xs">
              本页使用登录成员的预览签名（10 分钟内有效）；正式网站请由贵司服务器签发签名。
            </Text>
          </Paper>
        </Stack>
      </Group>
    </div>
  );
}
