import { useState } from 'react';
import { Affix, Avatar, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { NEW_VH_POPOVER } from '@portal/contracts';
import { trpc } from '../../lib/trpc';
import { openPayWall } from '../payment/pay-wall-store';

const flagKey = (userId: string) => `newMemberPrompt.${userId}`;

/**
 * 000 §4 new-member prompt: shown while a per-user local flag is true and the new digital-human
 * list is not empty; closing it or going to the member offer clears the flag. 000 does not say what
 * sets the flag: ours is a user's first visit to the shell on this browser. It is a corner card, not
 * a modal, so it never blocks the page.
 */
export function NewMemberPrompt({ userId }: { userId: string }) {
  const [shown, setShown] = useState(() => {
    const stored = localStorage.getItem(flagKey(userId));
    if (stored === null) localStorage.setItem(flagKey(userId), 'true');
    return stored === null || stored === 'true';
  });
  const list = trpc.vhMarket.newVhList.useQuery(NEW_VH_POPOVER, { staleTime: 300_000, enabled: shown });
  const humans = list.data ?? [];
  if (!shown || humans.length === 0) return null;
  const clear = () => {
    localStorage.setItem(flagKey(userId), 'false');
    setShown(false);
  };
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={150}>
      <Paper withBorder shadow="md" p="md" w={300} role="dialog" aria-label="新会员提示">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>欢迎加入！新数字人已上线</Text>
            <CloseButton aria-label="关闭提示" onClick={clear} />
          </Group>
          <Group gap={6}>
            {humans.map((h) => (
              <Avatar key={h.personaBizId} src={h.summaryImage} alt={h.name} radius="xl" size="sm" />
            ))}
          </Group>
          <Text fz="sm" c="dimmed">
            开通会员即可使用全部数字员工与模板。
          </Text>
          <Button
            size="xs"
            color="orange"
            onClick={() => {
              clear();
              openPayWall();
            }}
          >
            查看会员权益
          </Button>
        </Stack>
      </Paper>
    </Affix>
  );
}
