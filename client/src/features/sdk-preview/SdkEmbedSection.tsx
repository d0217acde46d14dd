import { Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CODE_FONT } from './code-font';

/**
 * The rtc editor's embed snippet (GET /talk/project/sdk/config): the SDK's script tag and the
 * <digital-human> element for a company site, with a copy button and the sample host page.
 */
export function SdkEmbedSection({ projectId, enabled }: { projectId: string; enabled: boolean }) {
  const config = trpc.talkProject.sdkConfig.useQuery({ projectId, platform: 'web' }, { enabled, retry: false });
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('嵌入代码已复制');
    } catch {
      toast.error('复制失败，请手动选择代码复制');
    }
  };
  if (config.isError)
    return (
      <Text size="sm" c="red">
        嵌入代码加载失败：{config.error.message}
      </Text>
    );
  if (!config.data) return null;
  const { embedSnippet, sdkPreviewUrl } = config.data;
  return (
    <Stack gap={6} w="100%">
      <Text fw={600} size="sm">
        嵌入网站（SDK）
      </Text>
      <Code
        block
        fz="xs"
        data-testid="sdk-embed-snippet"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: CODE_FONT }}
      >
        {embedSnippet}
      </Code>
      <Text size="xs" c="dimmed">
        SIGNATURE 由贵司服务器用订阅密钥（管理中心的「开放接口」）换取，密钥不要放在网页里。
      </Text>
      <Group justify="space-between">
        <Anchor href={sdkPreviewUrl} target="_blank" size="sm">
          <Group gap={4}>
            <IconExternalLink size={14} aria-hidden />
            示例页面
          </Group>
        </Anchor>
        <Button size="xs" variant="light" leftSection={<IconCopy size={14} />} onClick={() => void copy(embedSnippet)}>
          复制嵌入代码
        </Button>
      </Group>
    </Stack>
  );
}
