import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../auth/use-session';
import { BindDialog, type BindChannel } from './BindDialog';

/** AccountSetting (000 §2 management center default): profile, binding of phone and e-mail, password. */
export function AccountSetting() {
  const user = useCurrentUser().data;
  const [binding, setBinding] = useState<BindChannel | null>(null);
  if (!user) return null;

  const rows: Array<{ label: string; value: string | null; action?: BindChannel }> = [
    { label: '姓名', value: user.displayName },
    { label: '企业', value: user.company.displayName },
    { label: '手机号', value: user.phoneNumber, action: 'sms' },
    { label: '邮箱', value: user.email, action: 'email' },
  ];

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={1} size="h3">
          账号设置
        </Title>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th w={140}>{row.label}</Table.Th>
                <Table.Td>
                  <Group justify="space-between" wrap="nowrap">
                    <Text c={row.value ? undefined : 'dimmed'}>{row.value ?? '未绑定'}</Text>
                    {row.action && (
                      <Button variant="subtle" size="xs" onClick={() => setBinding(row.action ?? null)}>
                        {row.value ? '更换' : '绑定'}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>密码</Table.Th>
              <Table.Td>
                <Anchor href="/password/change" target="_blank" rel="noopener">
                  修改密码
                </Anchor>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
      {binding && (
        <BindDialog
          channel={binding}
          currentAddress={binding === 'sms' ? user.phoneNumber : user.email}
          onClose={() => setBinding(null)}
        />
      )}
    </Paper>
  );
}
