import { useState } from 'react';
import { Alert, Button, Code, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCopy, IconEye, IconEyeOff, IconKey, IconRefresh } from '@tabler/icons-react';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../tasks/ConfirmDialog';

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');

/**
 * 开放接口 (ours; 002 §7 SDK and open API, issue 30): the company's subscription key, masked with a
 * copy button and rotation (the previous key keeps working through the grace period), and each
 * working key's use (calls and last call). Company administrators only, as the calls are.
 */
export function OpenApiKeys() {
  const utils = trpc.useUtils();
  const view = trpc.company.getSubKeyNotGeneIfNone.useQuery({});
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rotate = trpc.company.geneSubKey.useMutation({
    onSuccess: (made) => {
      setConfirming(false);
      toast.success(
        made.previousKeyValidUntil
          ? `已生成新密钥，旧密钥在 ${dateTime(made.previousKeyValidUntil)} 前仍可使用`
          : '已生成订阅密钥',
      );
      void utils.company.getSubKeyNotGeneIfNone.invalidate();
    },
  });
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast.success('已复制订阅密钥');
    } catch {
      toast.error('复制失败，请手动选择密钥复制');
    }
  };

  const data = view.data;
  return (
    <Stack gap="md" maw={820}>
      <Title order={2} size="h4">
        开放接口
      </Title>
      <Text size="sm" c="dimmed">
        订阅密钥只应保存在贵司服务器上：服务器携带请求头 subscription-key 调用 /rtc/openapi/signature/gen 换取 10
        分钟内有效的签名，网页再用签名调用开放接口或嵌入数字人 SDK。
      </Text>
      {view.isLoading && <Loader size="sm" aria-label="加载中" />}
      {view.isError && (
        <Alert color="red" title="加载失败">
          {view.error.message}
          <Button variant="subtle" size="xs" ml="sm" onClick={() => void view.refetch()}>
            重试
          </Button>
        </Alert>
      )}
      {data && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group gap="xs">
              <IconKey size={18} aria-hidden />
              <Text fw={600}>订阅密钥</Text>
            </Group>
            {data.subKey ? (
              <>
                <Code data-testid="subscription-key" fz="sm" style={{ wordBreak: 'break-all' }}>
                  {shown ? data.subKey : data.maskedKey}
                </Code>
                <Group gap="xs" wrap="wrap">
                  <Button leftSection={<IconCopy size={16} />} onClick={() => void copy(data.subKey ?? '')}>
                    复制密钥
                  </Button>
                  <Button
                    variant="default"
                    leftSection={shown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                    onClick={() => setShown((s) => !s)}
                  >
                    {shown ? '隐藏' : '显示'}
                  </Button>
                  <Button
                    variant="light"
                    color="orange"
                    leftSection={<IconRefresh size={16} />}
                    onClick={() => setConfirming(true)}
                  >
                    更换密钥
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  更换后旧密钥在 {data.graceHours}{' '}
                  小时内仍可使用，便于贵司服务器更新配置；之后旧密钥及其签发的签名全部失效。
                </Text>
              </>
            ) : (
              <Group gap="sm">
                <Text size="sm">尚未生成订阅密钥。</Text>
                <Button
                  leftSection={<IconKey size={16} />}
                  loading={rotate.isPending}
                  onClick={() => rotate.mutate({})}
                >
                  生成密钥
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      {data && data.keys.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="xs">
            调用记录
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table striped aria-label="订阅密钥调用记录">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>密钥</Table.Th>
                  <Table.Th>状态</Table.Th>
                  <Table.Th>调用次数</Table.Th>
                  <Table.Th>最近调用</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.keys.map((k) => (
                  <Table.Tr key={k.id}>
                    <Table.Td>
                      <Code>{k.maskedKey}</Code>
                    </Table.Td>
                    <Table.Td>{k.current ? '当前使用' : `${dateTime(k.validUntil)} 失效`}</Table.Td>
                    <Table.Td>{k.useCount}</Table.Td>
                    <Table.Td>{dateTime(k.lastUsedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ConfirmDialog
        opened={confirming}
        title="更换订阅密钥"
        message={`将生成新的订阅密钥。旧密钥在 ${data?.graceHours ?? 24} 小时内仍可使用，请尽快更新贵司服务器的配置。`}
        confirmLabel="更换"
        loading={rotate.isPending}
        onConfirm={() => rotate.mutate({})}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
