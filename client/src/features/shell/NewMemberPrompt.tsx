import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Affix, Avatar, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { NEW_VH_POPOVER } from '@portal/contracts';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type CurrentUser = RouterOutputs['user']['getCurrentUser'];
import { openPayWall } from '../payment/pay-wall-store';

/**
 * 000 §4 new-member prompt, for free users only: it shows until the user closes it or goes to the
 * member offer (its button or /home/member), and that is remembered on the server for
 * the user, not per browser. It is a corner card, not a modal, and on a phone it sits above the page's
 * bottom edge at full width, so it never blocks the page.
 */
export function NewMemberPrompt({ user, free }: { user: CurrentUser; free: boolean }) {
  const { pathname } = useLocation();
  const utils = trpc.useUtils();
  const [closed, setClosed] = useState(false);
  const dismiss = trpc.user.dismissNewMemberPrompt.useMutation({
    onSettled: () => void utils.user.getCurrentUser.invalidate(),
  });
  const shown = free && !user.newMemberPromptDismissed && !closed;
  const atMemberOffer = pathname === '/home/member';
  const list = trpc.vhMarket.newVhList.useQuery(NEW_VH_POPOVER, { staleTime: 300_000, enabled: shown });
  const clear = useCallback(() => {
    setClosed(true);
    dismiss.mutate({});
  }, [dismiss.mutate]);
  useEffect(() => {
    if (shown && atMemberOffer) clear();
  }, [shown, atMemberOffer, clear]);
  const humans = list.data ?? [];
  if (!shown || atMemberOffer || humans.length === 0) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={150}>
      <Paper
        withBorder
        shadow="md"
        p="md"
        w={{ base: 'calc(100vw - 32px)', xs: 300 }}
        role="dialog"
        aria-label="新会员提示"
      >
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
